/** A meeting as its attendees' invitations describe it. */
export interface InvitedMeeting {
  id: string;
  ownerId: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  place: string | null;
  rrule: string | null;
  skipped: Date[];
  attendeeEmails: string[];
  /** iTIP SEQUENCE: 0 when booked, one more for each change attendees must see. */
  sequence: number;
}

/**
 * Sends each attendee the meeting's invitation or update (REQUEST) or its cancellation (CANCEL), once per revision:
 * "queued" when it goes out by email, "demo" when it is only recorded (a demo account, or no mail server).
 */
export type InviteAttendees = (meeting: InvitedMeeting, method: "REQUEST" | "CANCEL") => Promise<"queued" | "demo">;
