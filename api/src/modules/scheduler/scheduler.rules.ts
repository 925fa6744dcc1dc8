/** How far ahead a task may be scheduled (the form's date picker and the server agree on it). */
export const MAX_SCHEDULE_AHEAD_DAYS = 366;
