import { expect, it } from "vitest";
import { graphql } from "./graphql-client.ts";
import type { startSmtpInbox } from "./smtp-inbox.ts";
import type { TestApp } from "./test-app.ts";
import { buttonReplyEnvelope } from "./whatsapp-helpers.ts";

/** What the email-approval cases need from the live WhatsApp suite that runs them (its server, fake Graph API and SMTP inbox). */
export interface EmailApprovalContext {
  app(): TestApp;
  inbox(): Awaited<ReturnType<typeof startSmtpInbox>>;
  inboundSecret: string;
  /** A client whose own number is verified, signed in. */
  clientWithVerifiedNumber(email: string, number: string): Promise<{ id: string; cookie: string }>;
  /** The interactive (button) messages the fake Graph API was sent for a number. */
  interactiveTo(number: string): Array<{ body: string; buttons: Array<{ id: string; title: string }> }>;
  textsTo(number: string): string[];
  postLive(body: unknown): Promise<Response>;
}

const REPLY_FIELDS = "id to subject text status from receivedSubject delivery";
const APPROVE = `
  mutation ($id: ID!, $text: String) {
    approveEmailReply(id: $id, text: $text) {
      __typename
      ... on MutationApproveEmailReplySuccess { data { ${REPLY_FIELDS} } }
      ... on Error { message }
    }
  }`;
const DISCARD = `
  mutation ($id: ID!) {
    discardEmailReply(id: $id) {
      __typename
      ... on MutationDiscardEmailReplySuccess { data { ${REPLY_FIELDS} } }
      ... on Error { message }
    }
  }`;

/**
 * Email in, approved before anything goes out: a VIP's email reaches the executive's WhatsApp with a drafted reply,
 * and the reply leaves only on approval, once, threaded on the email it answers. Registered inside the live WhatsApp
 * suite (its server sends through a fake Graph API and a real SMTP server), so it adds no server of its own.
 */
export function emailApprovalCases(ctx: EmailApprovalContext): void {
  const NUMBER = "919811100009";
  const EXEC = "inbox@client.example";
  let exec: { id: string; cookie: string };

  const call = (query: string, variables: Record<string, unknown>, cookie = exec.cookie) =>
    graphql<Record<string, { __typename: string; message?: string; data?: Record<string, string> }>>(ctx.app().baseUrl, query, variables, {
      cookie,
    }).then((response) => {
      const answer = Object.values(response.body.data ?? {})[0];
      if (!answer) throw new Error(`GraphQL answered ${JSON.stringify(response.body)}`);
      return answer;
    });
  const receive = (email: Record<string, unknown>) =>
    fetch(`${ctx.app().baseUrl}/api/email/inbound`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-ria-inbound-secret": ctx.inboundSecret },
      body: JSON.stringify({ to: EXEC, text: "Please see the attached figures before Friday.", ...email }),
    });
  const replyTo = (messageId: string) =>
    ctx.app().db.prisma.emailReply.findFirstOrThrow({ where: { inbound: { messageId } }, include: { inbound: true } });
  const summaries = () => ctx.interactiveTo(NUMBER);

  it("brings a VIP's email to WhatsApp with a drafted reply to send or discard; other senders' mail stays in the inbox", async () => {
    exec = await ctx.clientWithVerifiedNumber(EXEC, NUMBER);
    const added = await call(
      `mutation { addEmailVip(address: "Rohan.Mehta@Partner.example") { __typename ... on MutationAddEmailVipSuccess { data } } }`,
      {},
    );
    expect(added).toMatchObject({ data: ["rohan.mehta@partner.example"] });
    const refused = await call(
      `mutation { addEmailVip(address: "not an address") { __typename ... on ValidationError { fields { field message } } } }`,
      {},
    );
    expect(refused).toMatchObject({ __typename: "ValidationError" });
    expect(JSON.stringify(refused)).toContain("Enter an email address, like name@company.com");

    const email = {
      from: "rohan.mehta@partner.example",
      fromName: "Rohan Mehta",
      subject: "Q3 numbers",
      messageId: "<q3-2@partner.example>",
      references: ["<q3-1@partner.example>"],
    };
    const first = await receive(email);
    expect(first.status).toBe(202);
    // The provider delivers it again: the same email, one draft, one summary.
    const again = await receive(email);
    expect(await again.json()).toEqual(await first.json());
    await expect.poll(() => summaries().length, { timeout: 20_000 }).toBe(1);
    const [summary] = summaries();
    expect(summary!.body).toContain("Email from Rohan Mehta <rohan.mehta@partner.example>: “Q3 numbers”");
    expect(summary!.body).toContain("Please see the attached figures before Friday.");
    expect(summary!.body).toContain("Dear Rohan Mehta,");
    expect(summary!.buttons.map((button) => button.title)).toEqual(["Send reply", "Discard"]);
    const reply = await replyTo(email.messageId);
    expect(reply).toMatchObject({ to: email.from, subject: "Re: Q3 numbers", status: "awaiting" });
    expect(await ctx.app().db.prisma.emailReply.count({ where: { inbound: { messageId: email.messageId } } })).toBe(1);

    // Not a VIP: stored and given to the rules, but no draft and no WhatsApp.
    await receive({ from: "newsletter@vendor.example", subject: "Our offers", messageId: "<offers@vendor.example>" });
    const inbound = await ctx.app().db.prisma.inboundEmail.findFirstOrThrow({ where: { messageId: "<offers@vendor.example>" } });
    expect(inbound.ownerId).toBe(exec.id);
    expect(await ctx.app().db.prisma.emailReply.count({ where: { inboundEmailId: inbound.id } })).toBe(0);

    const listed = await graphql<{
      viewer: { client: { emailRepliesAwaiting: Array<{ id: string; from: string }>; emailVips: string[] } };
    }>(ctx.app().baseUrl, "{ viewer { client { emailRepliesAwaiting { id from } emailVips } } }", {}, { cookie: exec.cookie });
    expect(listed.body.data!.viewer.client).toEqual({
      emailRepliesAwaiting: [{ id: reply.id, from: "Rohan Mehta <rohan.mehta@partner.example>" }],
      emailVips: ["rohan.mehta@partner.example"],
    });
  });

  it("sends an approved reply once under 20 concurrent approvals, as edited, threaded on the email it answers", async () => {
    const reply = await replyTo("<q3-2@partner.example>");
    const text = "Dear Rohan,\n\nThanks: the figures are fine. Let us sign on Friday.\n\nAsha";
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(APPROVE, { id: reply.id, text })));
    const sent = answers.filter((answer) => answer.__typename === "MutationApproveEmailReplySuccess");
    expect(sent.map((answer) => answer.data)).toEqual([expect.objectContaining({ status: "sent", delivery: "queued", text })]);
    expect(new Set(answers.flatMap((answer) => (answer.message ? [answer.message] : [])))).toEqual(
      new Set(["This reply was sent already; nothing more goes out"]),
    );
    const [mail] = await ctx.inbox().to("rohan.mehta@partner.example", 1);
    expect(mail!.subject).toBe("Re: Q3 numbers");
    expect(mail!.text!.trim()).toBe(text);
    expect(mail!.inReplyTo).toBe("<q3-2@partner.example>");
    expect(mail!.references).toEqual(["<q3-1@partner.example>", "<q3-2@partner.example>"]);
    expect(JSON.stringify(mail!.replyTo)).toContain(EXEC);
    // Nothing more arrives, and the outbox holds one email for the reply.
    await ctx.inbox().to("nobody@nowhere.example", 1, 1_000);
    expect(await ctx.inbox().to("rohan.mehta@partner.example", 1)).toHaveLength(1);
    expect(await ctx.app().db.prisma.outboxMessage.count({ where: { idempotencyKey: `email-reply:${reply.id}` } })).toBe(1);
    expect((await replyTo("<q3-2@partner.example>")).status).toBe("sent");
  });

  it("a Send reply tap sends once however often Meta delivers it; another client can neither see nor approve the reply", async () => {
    await receive({
      from: "rohan.mehta@partner.example",
      fromName: "Rohan Mehta",
      subject: "Board deck",
      messageId: "<deck@partner.example>",
    });
    await expect.poll(() => summaries().length, { timeout: 20_000 }).toBe(2);
    const reply = await replyTo("<deck@partner.example>");
    const send = summaries()[1]!.buttons[0]!;
    expect(send.id.startsWith(`ria1.sendreply.${reply.id}.`)).toBe(true);

    const stranger = await ctx.clientWithVerifiedNumber("stranger@client.example", "919811100008");
    expect(await call(APPROVE, { id: reply.id }, stranger.cookie)).toMatchObject({ __typename: "NotFoundError", message: "No such reply" });
    // The stranger's own number tapping the signed id changes nothing either.
    await ctx.postLive(buttonReplyEnvelope("wamid.mail.stranger", "919811100008", send.id, "Send reply"));

    const tap = buttonReplyEnvelope("wamid.mail.send", NUMBER, send.id, "Send reply");
    await Promise.all([ctx.postLive(tap), ctx.postLive(tap)]);
    await expect.poll(() => ctx.textsTo(NUMBER).filter((line) => line.startsWith("Sent: ")).length, { timeout: 20_000 }).toBe(1);
    expect(ctx.textsTo(NUMBER)).toContain("Sent: your reply to rohan.mehta@partner.example (“Re: Board deck”) is on its way.");
    // A second tap (a new message) is told, and sends nothing.
    await ctx.postLive(buttonReplyEnvelope("wamid.mail.send.again", NUMBER, send.id, "Send reply"));
    await expect
      .poll(() => ctx.textsTo(NUMBER).filter((line) => line === "This reply was sent already; nothing more goes out.").length, {
        timeout: 20_000,
      })
      .toBe(1);
    const mails = await ctx.inbox().to("rohan.mehta@partner.example", 2);
    expect(mails.filter((mail) => mail.subject === "Re: Board deck")).toHaveLength(1);
    expect(mails.find((mail) => mail.subject === "Re: Board deck")!.inReplyTo).toBe("<deck@partner.example>");
    expect(ctx.textsTo("919811100008")).toContain("That button does not work from this number, so nothing was changed.");
  });

  it("Discard sends nothing, and a discarded reply cannot be approved afterwards", async () => {
    await receive({ from: "rohan.mehta@partner.example", subject: "Lunch?", messageId: "<lunch@partner.example>" });
    await expect.poll(() => summaries().length, { timeout: 20_000 }).toBe(3);
    const reply = await replyTo("<lunch@partner.example>");
    expect(reply.text.startsWith("Hello,")).toBe(true);
    const discard = summaries()[2]!.buttons[1]!;
    expect(discard.title).toBe("Discard");
    await ctx.postLive(buttonReplyEnvelope("wamid.mail.discard", NUMBER, discard.id, "Discard"));
    await expect
      .poll(() => ctx.textsTo(NUMBER), { timeout: 20_000 })
      .toContain("Discarded: nothing will be sent to rohan.mehta@partner.example.");
    expect(await call(APPROVE, { id: reply.id })).toMatchObject({
      __typename: "ConflictError",
      message: "This reply was discarded, so it cannot be sent",
    });
    expect(await call(DISCARD, { id: reply.id })).toMatchObject({
      __typename: "ConflictError",
      message: "This reply was discarded already",
    });
    expect(await ctx.app().db.prisma.outboxMessage.count({ where: { idempotencyKey: `email-reply:${reply.id}` } })).toBe(0);
    expect(await call(`mutation { removeEmailVip(address: "ROHAN.mehta@partner.example") }`, {})).toEqual([]);
  });
}
