import type { RestRouter } from "../../rest/router.ts";

/** GET /api/analytics (spec section 7): platform-wide figures, counted from data. */
export function registerAnalyticsRoutes(router: RestRouter): void {
  router.route("GET", "/api/analytics", async ({ context }) => {
    const { prisma } = context;
    const [messagesHandled, meetingsScheduled, remindersSet, tasksCompleted, whatsappMessages] = await Promise.all([
      prisma.chatMessage.count({ where: { role: "assistant" } }),
      prisma.calendarEvent.count(),
      prisma.reminder.count(),
      prisma.scheduledTask.count({ where: { status: "completed" } }),
      prisma.whatsAppMessage.count(),
    ]);
    return { body: { messagesHandled, meetingsScheduled, remindersSet, tasksCompleted, whatsappMessages } };
  });
}
