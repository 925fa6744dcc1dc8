import {
  BarChart3,
  Briefcase,
  CalendarClock,
  Crown,
  Flag,
  Gauge,
  Globe2,
  MessagesSquare,
  Newspaper,
  PlugZap,
  Siren,
  Target,
  type LucideIcon,
} from "lucide-react";

/** The workflow groups of the category filter. */
export const WORKFLOW_CATEGORIES = ["Intelligence", "Communication", "Planning", "Operations"] as const;
export type WorkflowCategory = (typeof WORKFLOW_CATEGORIES)[number];

/** A card's colour: a theme colour family (solid and soft). */
export type WorkflowTone = "accent" | "healthy" | "warning" | "error" | "neutral" | "brand";

/** Spec section 3, "Workflow card". */
export interface Workflow {
  id: string;
  title: string;
  description: string;
  breadcrumb: string;
  icon: LucideIcon;
  color: WorkflowTone;
  category: WorkflowCategory;
}

/** Spec section 2: the navigation dialog's twelve workflow cards. */
export const WORKFLOWS: readonly Workflow[] = [
  {
    id: "analytics",
    title: "Business Intelligence",
    description: "Messages handled, meetings booked and response times at a glance.",
    breadcrumb: "Executive Suite",
    icon: BarChart3,
    color: "accent",
    category: "Intelligence",
  },
  {
    id: "communication",
    title: "Communication Hub",
    description: "WhatsApp, email and calls triaged into one calm inbox.",
    breadcrumb: "Client Portal",
    icon: MessagesSquare,
    color: "healthy",
    category: "Communication",
  },
  {
    id: "calendar",
    title: "Schedule Command",
    description: "Meetings booked, moved and confirmed across time zones.",
    breadcrumb: "Client Portal",
    icon: CalendarClock,
    color: "accent",
    category: "Planning",
  },
  {
    id: "strategic",
    title: "Strategic Planning",
    description: "Goals, board prep and quarterly priorities kept on track.",
    breadcrumb: "Client Portal",
    icon: Target,
    color: "brand",
    category: "Planning",
  },
  {
    id: "performance",
    title: "Performance Metrics",
    description: "How your assistant performs: speed, accuracy and reach.",
    breadcrumb: "Client Portal",
    icon: Gauge,
    color: "warning",
    category: "Intelligence",
  },
  {
    id: "priority",
    title: "Priority Actions",
    description: "The few things that need you today, ranked by urgency.",
    breadcrumb: "Client Portal",
    icon: Flag,
    color: "error",
    category: "Planning",
  },
  {
    id: "global",
    title: "Global Operations",
    description: "Offices, partners and travel across markets, coordinated.",
    breadcrumb: "Client Portal",
    icon: Globe2,
    color: "healthy",
    category: "Operations",
  },
  {
    id: "leadership",
    title: "Leadership Center",
    description: "Team updates, delegation and follow-ups for your reports.",
    breadcrumb: "Executive Suite",
    icon: Crown,
    color: "warning",
    category: "Operations",
  },
  {
    id: "integrations",
    title: "System Integrations",
    description: "WhatsApp Business, Gmail and Calendar connections.",
    breadcrumb: "Executive Suite",
    icon: PlugZap,
    color: "neutral",
    category: "Operations",
  },
  {
    id: "briefing",
    title: "Executive Briefings",
    description: "Your morning brief: schedule, news and decisions due.",
    breadcrumb: "Executive Suite",
    icon: Newspaper,
    color: "brand",
    category: "Communication",
  },
  {
    id: "portfolio",
    title: "Portfolio Management",
    description: "Investments, ventures and board seats in one view.",
    breadcrumb: "Client Portal",
    icon: Briefcase,
    color: "neutral",
    category: "Intelligence",
  },
  {
    id: "urgent",
    title: "24/7 Response Center",
    description: "Urgent requests handled around the clock, escalated fast.",
    breadcrumb: "Client Portal",
    icon: Siren,
    color: "error",
    category: "Communication",
  },
];

const ADMIN_WORKFLOWS = new Set(["leadership", "integrations", "briefing"]);

/** Spec section 2: analytics opens /analytics; leadership, integrations and briefing the admin dashboard; others the client dashboard. */
export function workflowDestination(workflowId: string): string {
  if (workflowId === "analytics") return "/analytics";
  if (ADMIN_WORKFLOWS.has(workflowId)) return "/admin/dashboard";
  return "/client/dashboard";
}

/** The cards of a category; no category means all of them. */
export function workflowsIn(category: WorkflowCategory | null): readonly Workflow[] {
  return category ? WORKFLOWS.filter((workflow) => workflow.category === category) : WORKFLOWS;
}
