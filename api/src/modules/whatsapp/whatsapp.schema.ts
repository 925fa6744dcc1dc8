import { ConflictError, ValidationError } from "../../errors.ts";
import { requireRoleToSubscribe } from "../../schema/auth-errors.ts";
import { builder } from "../../schema/builder.ts";

const admin = { admin: true } as const;

builder.prismaObject("OutboxMessage", {
  description: "What Ria sent (or, in demo mode, would have sent).",
  fields: (t) => ({
    id: t.exposeID("id"),
    channel: t.exposeString("channel"),
    recipient: t.exposeString("recipient"),
    body: t.exposeString("body"),
    kind: t.exposeString("kind"),
    status: t.exposeString("status"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

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
      resolve: (_query, message, _args, context) => context.services.whatsapp.outboxConcerning(message),
    }),
  }),
});

builder.queryFields((t) => ({
  outbox: t.prismaConnection({
    type: "OutboxMessage",
    cursor: "id",
    defaultSize: 50,
    maxSize: 200,
    authScopes: admin,
    description: "The latest outgoing messages, newest first (50 unless asked); optionally to one recipient.",
    args: { recipient: t.arg.string() },
    resolve: (query, _root, args, context) => context.services.whatsapp.outbox(args.recipient, query),
  }),
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
