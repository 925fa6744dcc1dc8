import { builder } from "../../schema/builder.ts";
import { replyButtonsOf } from "../whatsapp/reply-buttons.rules.ts";

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
    note: t.exposeString("note", {
      nullable: true,
      description:
        "Why it was refused, skipped or failed, in people's words (not a recipient the owner may message, a daily cap, the " +
        "number opted out, Meta's error and what Ria did about it).",
    }),
    errorCode: t.exposeInt("errorCode", {
      nullable: true,
      description:
        "Meta's error code of the last failure: 131047 (window closed), 131026 (undeliverable), 131050 (opted out), 130429 (throughput).",
    }),
    template: t.exposeBoolean("template", { description: "Sent as the approved template (outside the 24-hour window)." }),
    replyButtons: t.stringList({
      description:
        "What the message's reply buttons say (a reminder: Done, Snooze 15 min, Tomorrow 9 am; a drafted email reply: Send " +
        "reply, Discard); empty without any.",
      resolve: (message) => replyButtonsOf(message.subject)?.buttons.map((button) => button.title) ?? [],
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
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
    resolve: (query, _root, args, context) => context.services.outbox.list(args.recipient, query),
  }),
}));
