import { ValidationError } from "../../errors.ts";
import { builder } from "../../schema/builder.ts";
import type { AdminDashboard } from "./dashboard.service.ts";

export const AdminDashboardRef = builder.objectRef<AdminDashboard>("AdminDashboard");

// A node with one fixed id, so counts pushed with a new submission update every view of them.
builder.node(AdminDashboardRef, {
  description: "The admin dashboard's figures, computed from data and the launch target an admin set.",
  id: { resolve: () => "admin" },
  authScopes: { admin: true },
  loadOne: (_id, context) => context.services.dashboard.adminDashboard(),
  isTypeOf: (value) => typeof value === "object" && value !== null && "pendingDeployments" in value,
  fields: (t) => ({
    targetCxos: t.exposeInt("targetCxos", { nullable: true, description: "The CXOs an admin aims to win; null until set." }),
    cxosReached: t.exposeInt("cxosReached", { description: "Distinct executives who asked for a deployment." }),
    activePilots: t.exposeInt("activePilots"),
    contactSubmissions: t.exposeInt("contactSubmissions"),
    integrations: t.exposeInt("integrations"),
    liveIntegrations: t.exposeInt("liveIntegrations", { description: "Connected with real credentials, not in demo mode." }),
    enterpriseInquiries: t.exposeInt("enterpriseInquiries"),
    highPriority: t.exposeInt("highPriority"),
    pendingDeployments: t.exposeInt("pendingDeployments"),
    launchDay: t.exposeString("launchDay", { nullable: true, description: "The launch date an admin set: an IST day, YYYY-MM-DD." }),
    launchProgressPercent: t.exposeInt("launchProgressPercent", {
      nullable: true,
      description: "Active pilots as a whole percent of the target (at most 100); null without a target.",
    }),
  }),
});

builder.queryFields((t) => ({
  adminDashboard: t.field({
    type: AdminDashboardRef,
    authScopes: { admin: true },
    resolve: (_root, _args, context) => context.services.dashboard.adminDashboard(),
  }),
}));

// The day arrives as text so that a malformed one gets the form's own message, not a GraphQL type error.
const LaunchTargetInput = builder.inputType("LaunchTargetInput", {
  fields: (t) => ({
    targetCxos: t.int({ required: true, description: "How many CXOs to win: 1 to 1,00,000." }),
    launchDay: t.string({ required: true, description: "The launch date, YYYY-MM-DD (IST), today or later, within 10 years." }),
  }),
});

builder.mutationField("setLaunchTarget", (t) =>
  t.field({
    type: AdminDashboardRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    description: "Sets the number of CXOs to win and the launch date the dashboard measures against (admins only).",
    args: { input: t.arg({ type: LaunchTargetInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.dashboard.setLaunchTarget(input),
  }),
);
