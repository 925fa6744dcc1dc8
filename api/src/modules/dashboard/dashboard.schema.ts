import { builder } from "../../schema/builder.ts";
import type { AdminDashboard } from "./dashboard.service.ts";

export const AdminDashboardRef = builder.objectRef<AdminDashboard>("AdminDashboard");

// A node with one fixed id, so counts pushed with a new submission update every view of them.
builder.node(AdminDashboardRef, {
  description: "The admin dashboard's figures, computed from data.",
  id: { resolve: () => "admin" },
  authScopes: { admin: true },
  loadOne: (_id, context) => context.services.dashboard.adminDashboard(),
  isTypeOf: (value) => typeof value === "object" && value !== null && "pendingDeployments" in value,
  fields: (t) => ({
    targetCxos: t.exposeInt("targetCxos"),
    activePilots: t.exposeInt("activePilots"),
    contactSubmissions: t.exposeInt("contactSubmissions"),
    integrations: t.exposeInt("integrations"),
    enterpriseInquiries: t.exposeInt("enterpriseInquiries"),
    highPriority: t.exposeInt("highPriority"),
    pendingDeployments: t.exposeInt("pendingDeployments"),
    launchTarget: t.exposeString("launchTarget"),
  }),
});

builder.queryFields((t) => ({
  adminDashboard: t.field({
    type: AdminDashboardRef,
    authScopes: { admin: true },
    resolve: (_root, _args, context) => context.services.dashboard.adminDashboard(),
  }),
}));
