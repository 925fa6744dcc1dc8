/** Spec section 2: the Executive Workflow Center's buttons; each only describes its context. */
export const WORKFLOWS = [
  {
    id: "analytics",
    title: "Business Intelligence",
    context: "Business Intelligence context: revenue, pipeline and market signals, summarised by Ria for your next decision.",
  },
  {
    id: "communication",
    title: "Communication Hub",
    context: "Communication Hub context: WhatsApp, email and call follow-ups in one queue, triaged by urgency.",
  },
  {
    id: "calendar",
    title: "Schedule Command",
    context: "Schedule Command context: today's meetings, clashes to resolve and time protected for deep work, in IST.",
  },
  {
    id: "strategic",
    title: "Strategic Planning",
    context: "Strategic Planning context: quarterly goals, board agenda items and the decisions waiting on you.",
  },
  {
    id: "performance",
    title: "Performance Metrics",
    context: "Performance Metrics context: team KPIs and targets against plan, with what moved since yesterday.",
  },
  {
    id: "priority",
    title: "Priority Actions",
    context: "Priority Actions context: the few tasks that need you today, ordered by deadline and impact.",
  },
] as const;
