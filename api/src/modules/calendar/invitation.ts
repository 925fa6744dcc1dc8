import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { formatIst } from "../../rules/ist.rules.ts";
import type { InvitedMeeting } from "../assistant/invitations.types.ts";
import { ist, uidOf, ZONE } from "./ics.ts";

export interface Organizer {
  name: string;
  email: string;
}

/** An iTIP message (RFC 5546) for a meeting's attendees: the invitation or its update (REQUEST), or its CANCEL. */
export function invitationOf(meeting: InvitedMeeting, organizer: Organizer, method: "REQUEST" | "CANCEL") {
  const calendar = ical({
    prodId: { company: "Ria", product: "Ria calendar", language: "EN" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: uidOf(meeting),
    sequence: meeting.sequence,
    start: ist(meeting.startsAt),
    end: ist(new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000)),
    timezone: ZONE,
    summary: meeting.title,
    location: meeting.place,
    organizer,
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    repeating: meeting.rrule ? `RRULE:${meeting.rrule}` : null,
    attendees: meeting.attendeeEmails.map((email) => ({ email, role: ICalAttendeeRole.REQ, rsvp: method === "REQUEST" })),
  });
  const when = `${formatIst(meeting.startsAt)} IST`;
  const subject =
    method === "CANCEL"
      ? `Cancelled: ${meeting.title}`
      : meeting.sequence === 0
        ? `Invitation: ${meeting.title} · ${when}`
        : `Updated invitation: ${meeting.title} · ${when}`;
  const where = meeting.place ? ` at ${meeting.place}` : "";
  const text =
    method === "CANCEL"
      ? `${organizer.name} has cancelled ${meeting.title} (${when}).`
      : `${organizer.name} invites you to ${meeting.title}, ${when}, for ${meeting.durationMinutes} minutes${where}.`;
  return { subject, text, calendar: { method, content: calendar.toString() } };
}
