import { builder } from "../../schema/builder.ts";
import type { IntegrationState } from "./integrations.service.ts";

const IntegrationStatusEnum = builder.enumType("IntegrationStatus", { values: ["connected", "pending", "error"] as const });

const ConfigurationItem = builder.objectRef<{ label: string; value: string }>("ConfigurationItem").implement({
  fields: (t) => ({ label: t.exposeString("label"), value: t.exposeString("value") }),
});

const IntegrationRef = builder.objectRef<IntegrationState>("Integration").implement({
  description: "An integration and its real state, from configuration and recent traffic.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    status: t.field({ type: IntegrationStatusEnum, resolve: (state) => state.status }),
    lastSyncAt: t.expose("lastSyncAt", { type: "DateTime", nullable: true }),
    demoMode: t.exposeBoolean("demoMode"),
    configuration: t.field({ type: [ConfigurationItem], authScopes: { admin: true }, resolve: (state) => state.configuration }),
  }),
});

builder.queryField("integrations", (t) =>
  t.field({
    type: [IntegrationRef],
    description: "Integrations and their state.",
    resolve: (_root, _args, context) => context.services.integrations.states(),
  }),
);
