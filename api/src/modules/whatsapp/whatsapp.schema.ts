import { ConflictError, ForbiddenError, ValidationError } from "../../errors.ts";
import { requireRoleToSubscribe } from "../../schema/auth-errors.ts";
import { builder } from "../../schema/builder.ts";
import type { PendingRecipient } from "./recipients.service.ts";

const admin = { admin: true } as const;

builder.prismaObject("WhatsAppMessage", {
  fields: (t) => ({
    id: t.exposeID("id"),
    direction: t.exposeString("direction"),
    contact: t.exposeString("contact"),
    body: t.exposeString("body"),
    status: t.exposeString("status"),
    errorCode: t.exposeInt("errorCode", { nullable: true }),
    errorTitle: t.exposeString("errorTitle", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    outbox: t.prismaField({
      type: ["OutboxMessage"],
      description:
        "The outbox rows this traffic concerns, oldest first: for an incoming message what was sent to its contact since " +
        "(up to 20), for an outgoing one the row it was sent from. Live screens add them to `Query.outbox`.",
      resolve: (_query, message, _args, context) => context.services.outbox.concerning(message),
    }),
  }),
});

builder.queryFields((t) => ({
  whatsappMessages: t.prismaField({
    type: ["WhatsAppMessage"],
    authScopes: admin,
    args: { contact: t.arg.string(), last: t.arg.int({ defaultValue: 50 }) },
    resolve: (query, _root, args, context) =>
      context.prisma.whatsAppMessage.findMany({
        ...query,
        where: args.contact ? { contact: args.contact } : {},
        orderBy: { createdAt: "desc" },
        take: Math.min(200, Math.max(1, args.last ?? 50)),
      }),
  }),
}));

const SimulateInput = builder.inputType("SimulateWhatsAppInput", {
  fields: (t) => ({
    from: t.string({ required: true, description: "The sender's WhatsApp number (digits)." }),
    name: t.string(),
    text: t.string({ required: true }),
  }),
});

builder.mutationField("simulateWhatsAppMessage", (t) =>
  t.string({
    authScopes: admin,
    errors: { types: [ValidationError, ConflictError] },
    description: "Sends a signed test message through the real webhook; returns its WhatsApp message id.",
    args: { input: t.arg({ type: SimulateInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.whatsapp.simulate({ from: input.from, name: input.name ?? "Test sender", text: input.text }),
  }),
);

builder.subscriptionField("whatsappActivity", (t) =>
  t.prismaField({
    type: "WhatsAppMessage",
    nullable: true,
    description: "WhatsApp traffic as it happens: messages in and out, status changes (admins only).",
    subscribe: (_root, _args, context) => {
      requireRoleToSubscribe(context, "ADMIN");
      return context.pubsub.subscribe("whatsapp.activity");
    },
    resolve: (query, event, _args, context) =>
      context.prisma.whatsAppMessage.findUnique({ ...query, where: { id: (event as { messageId: string }).messageId } }),
  }),
);

const WhatsAppRecipientRef = builder.objectRef<PendingRecipient>("WhatsAppRecipient").implement({
  description: "A number a client may message once its owner confirms it by sending `code` to the business's WhatsApp number.",
  fields: (t) => ({
    number: t.exposeString("number", { description: "Digits with the country code." }),
    self: t.exposeBoolean("self", { description: "The client's own number (reminders and briefs go here)." }),
    confirmed: t.exposeBoolean("confirmed"),
    code: t.exposeString("code", { nullable: true, description: "What to send from that number, e.g. “RIA 123456”; null once confirmed." }),
  }),
});

const AddRecipientInput = builder.inputType("AddWhatsAppRecipientInput", {
  fields: (t) => ({
    number: t.string({ required: true, description: "A WhatsApp number with its country code (ten digits: an Indian mobile)." }),
    name: t.string(),
    self: t.boolean({ description: "True for the client's own number." }),
  }),
});

builder.mutationField("addWhatsAppRecipient", (t) =>
  t.field({
    type: WhatsAppRecipientRef,
    authScopes: { client: true },
    errors: { types: [ValidationError, ForbiddenError] },
    description:
      "Adds a number Ria may message for the client: their own, or a contact's. It counts once the person at the number " +
      "sends the returned code to the business's WhatsApp number (verified, or opted in).",
    args: { input: t.arg({ type: AddRecipientInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.recipients.add(context.viewer!.userId, input),
  }),
);

builder.prismaObjectField("ClientProfile", "whatsappNumber", (t) =>
  t.string({
    nullable: true,
    description: "The verified WhatsApp number reminders and briefs go to; null while there is none (they reach the chat only).",
    resolve: (client, _args, context) => context.services.recipients.ownNumber(client.userId),
  }),
);
