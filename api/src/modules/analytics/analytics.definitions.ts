/** What each figure counts; shown on the page beside the figure and returned by the API. */
export const FIGURE_DEFINITIONS = {
  messagesHandled: "Replies Ria stored in chat, WhatsApp messages Ria sent, and inbound emails Ria processed",
  meetingsScheduled: "Calendar events Ria created",
  responseTime: "Time from a stored chat message to Ria's stored reply (median and 95th percentile)",
  stakeholderReach: "Distinct people Ria dealt with: WhatsApp numbers, email senders and meeting attendees",
} as const;

/** The performance figures and their definitions (spec section 2 shows three percentages). */
export const PERFORMANCE_DEFINITIONS = {
  tasksOnTime: {
    label: "Tasks completed on time",
    definition: "Scheduled tasks due in the range that completed within a minute of their launch time",
  },
  remindersDelivered: { label: "Reminders delivered", definition: "Reminders due in the range (not cancelled) that fired" },
  ruleRunsSucceeded: { label: "Rule runs succeeded", definition: "Automation rule runs in the range that ended without an error" },
} as const;

/** How late a task may finish and still count as on time. */
export const ON_TIME_MS = 60_000;
