import type { EmailReply, InboundEmail } from "../../generated/prisma/client.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { builder } from "../../schema/builder.ts";
import type { Decision } from "./email-replies.service.ts";

const EmailReplyRef = builder.objectRef<EmailReply & { inbound: InboundEmail; decision?: Decision }>("EmailReply").implement({
  description: "A reply Ria drafted to an email from a VIP: it leaves only when its owner approves it, and then once.",
  fields: (t) => ({
    id: t.exposeID("id"),
    to: t.exposeString("to"),
    subject: t.exposeString("subject"),
    text: t.exposeString("text", { description: "The reply as it will be sent (the owner may edit it when approving)." }),
    status: t.exposeString("status", { description: "awaiting, sent or discarded." }),
    from: t.string({ description: "Who wrote the email it answers: their name and address.", resolve: (reply) => senderOf(reply.inbound) }),
    receivedSubject: t.string({ resolve: (reply) => reply.inbound.subject }),
    receivedText: t.string({ description: "The email it answers.", resolve: (reply) => reply.inbound.text }),
    receivedAt: t.field({ type: "DateTime", resolve: (reply) => reply.inbound.receivedAt }),
    delivery: t.string({
      nullable: true,
      description:
        "In an approval's answer: 'queued' when its email is on its way, 'demo' when a demo account's is only recorded; " +
        "'discarded' in a discard's answer; null elsewhere.",
      resolve: (reply) => reply.decision ?? null,
    }),
  }),
});

const senderOf = (email: InboundEmail) => (email.fromName ? `${email.fromName} <${email.fromAddr}>` : email.fromAddr);

const owner = (client: { userId: string }, _args: unknown, context: { viewer?: { userId: string } | null }) =>
  context.viewer?.userId === client.userId;

builder.prismaObjectField("ClientProfile", "emailRepliesAwaiting", (t) =>
  t.field({
    type: [EmailReplyRef],
    description: "Replies to VIPs' emails waiting for the client's approval, oldest first. Only its owner sees them.",
    authScopes: owner,
    resolve: (client, _args, context) => context.services.emailReplies.awaiting(client.userId),
  }),
);

builder.prismaObjectField("ClientProfile", "emailVips", (t) =>
  t.stringList({
    description: "Senders whose email reaches the client's WhatsApp with a reply drafted for approval. Only its owner sees them.",
    authScopes: owner,
    resolve: async (client, _args, context) => (await context.services.emailVips.list(client.userId)).map((vip) => vip.address),
  }),
);

builder.mutationFields((t) => ({
  approveEmailReply: t.field({
    type: EmailReplyRef,
    authScopes: { client: true },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    description: "Sends a drafted reply, as edited when `text` is given: once, however often it is approved.",
    args: { id: t.arg.id({ required: true }), text: t.arg.string() },
    resolve: (_root, { id, text }, context) =>
      context.services.emailReplies.approve(context.viewer!.userId, String(id), text == null ? {} : { text }),
  }),
  discardEmailReply: t.field({
    type: EmailReplyRef,
    authScopes: { client: true },
    errors: { types: [NotFoundError, ConflictError] },
    description: "Drops a drafted reply: nothing is sent.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => context.services.emailReplies.discard(context.viewer!.userId, String(id)),
  }),
  addEmailVip: t.stringList({
    authScopes: { client: true },
    errors: { types: [ValidationError] },
    description: "Marks a sender as a VIP; answers the VIPs.",
    args: { address: t.arg.string({ required: true }) },
    resolve: async (_root, { address }, context) => {
      const userId = context.viewer!.userId;
      await context.services.emailVips.add(userId, { address });
      return (await context.services.emailVips.list(userId)).map((vip) => vip.address);
    },
  }),
  removeEmailVip: t.stringList({
    authScopes: { client: true },
    description: "No longer a VIP; answers the VIPs.",
    args: { address: t.arg.string({ required: true }) },
    resolve: async (_root, { address }, context) => {
      const userId = context.viewer!.userId;
      await context.services.emailVips.remove(userId, address);
      return (await context.services.emailVips.list(userId)).map((vip) => vip.address);
    },
  }),
}));
