import { RateLimitedError, ValidationError } from "../../errors.ts";
import { requireRoleToSubscribe } from "../../schema/auth-errors.ts";
import { builder } from "../../schema/builder.ts";
import { AdminDashboardRef } from "../dashboard/dashboard.schema.ts";
import { PLAN_INTERESTS, URGENCIES } from "./contact.rules.ts";
import type { ContactReceipt } from "./contact.service.ts";

const PlanInterestEnum = builder.enumType("PlanInterest", { values: PLAN_INTERESTS });
const UrgencyEnum = builder.enumType("Urgency", { values: URGENCIES });

builder.prismaNode("ContactSubmission", {
  id: { field: "id" },
  // A well-formed id of a missing (or deleted) record is null, not an error.
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    title: t.exposeString("title"),
    company: t.exposeString("company"),
    planInterest: t.expose("planInterest", { type: PlanInterestEnum }),
    urgency: t.expose("urgency", { type: UrgencyEnum }),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    message: t.exposeString("message"),
    submittedAt: t.expose("submittedAt", { type: "DateTime" }),
  }),
});

builder.queryField("contactSubmissions", (t) =>
  t.prismaConnection({
    type: "ContactSubmission",
    cursor: "id",
    authScopes: { admin: true },
    description: "Deployment requests, newest first (admins only).",
    totalCount: (_parent, _args, context) => context.services.contact.count(),
    resolve: (query, _root, _args, context) => context.services.contact.newest(query),
  }),
);

// Plan and urgency arrive as strings so that a wrong value gets the form's own message, not a GraphQL type error.
const ContactRequestInput = builder.inputType("ContactRequestInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    company: t.string({ required: true }),
    title: t.string({ required: true }),
    phone: t.string({ required: true }),
    planInterest: t.string({ required: true }),
    message: t.string({ required: true }),
    urgency: t.string({ required: true }),
    website: t.string({ description: "Leave empty: a field for bots." }),
  }),
});

const ContactReceiptRef = builder.objectRef<ContactReceipt>("ContactReceipt").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    submittedAt: t.expose("submittedAt", { type: "DateTime" }),
    duplicate: t.exposeBoolean("duplicate"),
  }),
});

builder.mutationField("submitContactRequest", (t) =>
  t.field({
    type: ContactReceiptRef,
    errors: { types: [ValidationError, RateLimitedError] },
    args: { input: t.arg({ type: ContactRequestInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.contact.submit(input, context.ip),
  }),
);

const ContactSubmittedEvent = builder.objectRef<{ id: string }>("ContactSubmittedEvent").implement({
  fields: (t) => ({
    submission: t.prismaField({
      type: "ContactSubmission",
      resolve: (query, event, _args, context) => context.prisma.contactSubmission.findUniqueOrThrow({ ...query, where: { id: event.id } }),
    }),
    dashboard: t.field({ type: AdminDashboardRef, resolve: (_event, _args, context) => context.services.dashboard.adminDashboard() }),
  }),
});

builder.subscriptionField("contactSubmitted", (t) =>
  t.field({
    type: ContactSubmittedEvent,
    authScopes: { admin: true },
    description: "Each new deployment request, as soon as it is stored (admins only).",
    subscribe: (_root, _args, context) => {
      requireRoleToSubscribe(context, "ADMIN");
      return context.pubsub.subscribe("contact.submitted");
    },
    resolve: (event) => event,
  }),
);
