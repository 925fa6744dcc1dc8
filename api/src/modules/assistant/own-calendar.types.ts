/** An event on the executive's own calendar (a connected CalDAV account): one occurrence, read-only to Ria. */
export interface OwnCalendarEvent {
  uid: string;
  title: string;
  at: Date;
  minutes: number;
  allDay: boolean;
  /** Blocks no time: shown in the agenda, never a clash. */
  free: boolean;
}

/** The executive's own events overlapping [from, to), repeating ones expanded; none when no calendar is connected. */
export type ReadOwnCalendar = (ownerId: string, from: Date, to: Date) => Promise<OwnCalendarEvent[]>;

/** Tells the executive's own calendar that a meeting Ria keeps was booked, changed or cancelled (written there later). */
export type PublishMeeting = (meeting: { id: string; ownerId: string }) => Promise<void>;
