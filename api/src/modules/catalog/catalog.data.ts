import type { FeatureCategory, QuickLinkCategory } from "../../generated/prisma/enums.ts";
import { nextPlanOf } from "./plan-upgrade.rules.ts";
import { MEMBER_PLANS, offerOf } from "./price-catalogue.rules.ts";

/** Spec section 3: the twelve features, in display order. */
export const FEATURES: Array<{ id: string; name: string; description: string; category: FeatureCategory }> = [
  { id: "basic_reminders", name: "Task Reminders", description: "Reminders set in plain words, delivered on WhatsApp", category: "core" },
  { id: "whatsapp_assistant", name: "WhatsApp Assistant", description: "Ria on WhatsApp Business, around the clock", category: "core" },
  { id: "email_integration", name: "Email Integration", description: "Inbox triage and summaries", category: "productivity" },
  { id: "calendar_sync", name: "Calendar Sync", description: "Meetings booked and clashes flagged", category: "productivity" },
  {
    id: "morning_brief",
    name: "Morning Brief",
    description: "Today's meetings, reminders and open tasks at 8 AM",
    category: "productivity",
  },
  { id: "task_management", name: "Task Management", description: "Lists kept from chat and voice", category: "productivity" },
  { id: "voice_automation", name: "Voice Automation", description: "Speak a request, Ria acts on it", category: "automation" },
  { id: "smart_email_drafts", name: "Smart Email Drafts", description: "Replies drafted in your voice", category: "automation" },
  { id: "crm_integration", name: "CRM Integration", description: "Contacts and deals kept in step", category: "premium" },
  { id: "team_delegation", name: "Team Delegation", description: "Hand tasks to your team and track them", category: "premium" },
  { id: "personal_tuning", name: "Personal Tuning", description: "Ria learns your tone and priorities", category: "premium" },
  { id: "beta_features", name: "Beta Features", description: "Early access to what we build next", category: "beta" },
];

const WEEKLY_FEATURES = ["basic_reminders", "whatsapp_assistant"];
const MONTHLY_FEATURES = [...WEEKLY_FEATURES, "email_integration", "calendar_sync", "morning_brief", "task_management"];

/** A member plan's shown name and price, from the price catalogue (billing stays the stored word: week, month, lifetime). */
function memberPrice(id: string): { displayName: string; priceInr: number } {
  const offer = offerOf(MEMBER_PLANS, id);
  return { displayName: offer.name, priceInr: offer.priceInr ?? 0 };
}

/** Spec section 9: client plan definitions (INR); -1 means unlimited. `demo` is the sandbox's small allowance. */
const PLAN_DEFINITIONS = [
  {
    id: "demo",
    name: "demo",
    ...memberPrice("demo"),
    billing: "7-day trial",
    featureIds: MONTHLY_FEATURES,
    dailyResponses: 5,
    monthlyTasks: 20,
    upgradeText: "Upgrade to Unlimited to keep Ria after the demo, with every feature and no limits",
    colour: "#64748b",
    popular: false,
  },
  {
    id: "weekly",
    name: "weekly",
    ...memberPrice("weekly"),
    billing: "week",
    featureIds: WEEKLY_FEATURES,
    dailyResponses: 2,
    monthlyTasks: 50,
    upgradeText: "Upgrade to Monthly for email, calendar and your morning brief",
    colour: "#0ea5e9",
    popular: false,
  },
  {
    id: "monthly",
    name: "monthly",
    ...memberPrice("monthly"),
    billing: "month",
    featureIds: MONTHLY_FEATURES,
    dailyResponses: 10,
    monthlyTasks: 200,
    upgradeText: "Upgrade to Unlimited for unlimited responses and every feature",
    colour: "#7c3aed",
    popular: true,
  },
  {
    id: "elite",
    name: "elite",
    ...memberPrice("elite"),
    billing: "lifetime",
    featureIds: FEATURES.map((feature) => feature.id),
    dailyResponses: -1,
    monthlyTasks: -1,
    upgradeText: "You have every feature",
    colour: "#d97706",
    popular: false,
  },
];

/** The plans with the plan each one upgrades to, as the upgrade rule decides (stored so every reader agrees). */
export const PLANS = PLAN_DEFINITIONS.map((plan) => ({ ...plan, upgradeToId: nextPlanOf(plan, PLAN_DEFINITIONS)?.id ?? null }));

/** Quick links a client sees on the dashboard, by category (spec section 2). */
export const QUICK_LINKS: Array<{ id: string; title: string; description: string; url: string; category: QuickLinkCategory }> = [
  {
    id: "demo-assistant",
    title: "Try Ria Assistant",
    description: "Chat with Ria and see her act",
    url: "/ria-assistant",
    category: "demo",
  },
  { id: "demo-pitch", title: "Product Walkthrough", description: "The seven-slide overview", url: "/pitch", category: "demo" },
  {
    id: "integration-whatsapp",
    title: "WhatsApp Business API",
    description: "Meta's Cloud API documentation",
    url: "https://developers.facebook.com/docs/whatsapp/cloud-api",
    category: "integration",
  },
  {
    id: "integration-calendar",
    title: "Google Calendar",
    description: "Open your calendar",
    url: "https://calendar.google.com",
    category: "integration",
  },
  { id: "support-status", title: "Platform Status", description: "Live health of every service", url: "/status", category: "support" },
  { id: "support-scheduler", title: "Task Scheduler", description: "Schedule work for Ria", url: "/ai-scheduler", category: "support" },
  { id: "resources-pricing", title: "Plans and Pricing", description: "Compare plans", url: "/pricing", category: "resources" },
  {
    id: "resources-analytics",
    title: "Business Intelligence",
    description: "How Ria saves your week",
    url: "/analytics",
    category: "resources",
  },
];

/** The integrations an executive connects; their live state is set by the integrations domain. */
export const INTEGRATIONS = [
  { id: "whatsapp", name: "WhatsApp Business API", description: "Messages in and out through Meta's Cloud API" },
  { id: "gmail", name: "Gmail", description: "Inbox triage, summaries and drafts" },
  { id: "calendar", name: "Google Calendar", description: "Meetings, clashes and the morning brief" },
];
