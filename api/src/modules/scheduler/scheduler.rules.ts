/** How far ahead a task may be scheduled (the form's date picker and the server agree on it). */
export const MAX_SCHEDULE_AHEAD_DAYS = 366;

/** The longest task a user may write (the form's field and the server agree on it). */
export const MAX_TASK_INPUT = 1000;
