import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, newClientContext } from "./support/accounts";
import { expectNoSidewaysScroll, gql, signIn, toastWith, uniqueTag } from "./support/ops-api";

// The demo's own account (a script's sign-in with its credentials) is shared with other specs: everything here is found
// by this test's own VIP address and subjects, and each test removes the VIP it added.

const CARD = "Email replies to approve";

interface InboundEmail {
  from: string;
  fromName?: string;
  subject: string;
  text: string;
}

/** An email to the demo client's address, delivered as the provider would (the e2e admin may post it). */
async function deliverEmail(browser: Browser, email: InboundEmail): Promise<void> {
  const admin = await newClientContext(browser);
  await signIn(admin.request, E2E_ADMIN, "ADMIN");
  const response = await admin.request.post("/api/email/inbound", {
    data: { ...email, to: DEMO_CLIENT.email, messageId: `<${uniqueTag()}@e2e.test>` },
  });
  expect(response.status(), await response.text()).toBe(202);
  await admin.close();
}

/** What the outbox holds for one recipient (the e2e admin reads it): the email replies that went out to them. */
async function emailsTo(browser: Browser, recipient: string): Promise<Array<{ text: string }>> {
  const admin = await newClientContext(browser);
  await signIn(admin.request, E2E_ADMIN, "ADMIN");
  const { outbox } = await gql<{ outbox: { edges: Array<{ node: { channel: string; body: string } }> } }>(
    admin.request,
    `query ($recipient: String) { outbox(recipient: $recipient) { edges { node { channel body } } } }`,
    { recipient },
  );
  await admin.close();
  return outbox.edges.filter(({ node }) => node.channel === "email").map(({ node }) => JSON.parse(node.body) as { text: string });
}

/** The awaiting replies the client's account holds, by id and recipient. */
async function awaitingReplies(page: Page): Promise<Array<{ id: string; to: string; receivedSubject: string }>> {
  const { viewer } = await gql<{
    viewer: { client: { emailRepliesAwaiting: Array<{ id: string; to: string; receivedSubject: string }> } };
  }>(page.request, `{ viewer { client { emailRepliesAwaiting { id to receivedSubject } } } }`);
  return viewer.client.emailRepliesAwaiting;
}

const approveAgain = `mutation ($id: ID!) { approveEmailReply(id: $id) { __typename ... on Error { message } } }`;

/** The reply in the card that answers the email with this subject. */
function replyAbout(card: Locator, subject: string): Locator {
  return card.getByRole("listitem").filter({ has: card.page().getByRole("heading", { name: subject, exact: true }) });
}

async function addVip(card: Locator, address: string): Promise<void> {
  const field = card.getByRole("textbox", { name: "VIP email address" });
  await field.fill(address);
  await card.getByRole("button", { name: "Add VIP" }).click();
  await expect(card.getByRole("button", { name: `Remove ${address}` })).toBeVisible();
  await expect(field).toHaveValue("");
}

async function removeVip(card: Locator, address: string): Promise<void> {
  await card.getByRole("button", { name: `Remove ${address}` }).click();
  await expect(card.getByRole("button", { name: `Remove ${address}` })).toHaveCount(0);
  await expect(card.getByRole("region", { name: "VIP senders" })).not.toContainText(address);
}

test("a VIP's email waits for approval; the reply leaves as edited, once", async ({ browser }) => {
  const tag = uniqueTag();
  const vip = `vip-${tag}@example.com`;
  const subject = `Board pack ${tag}`;
  const context = await newClientContext(browser);
  await signIn(context.request, DEMO_CLIENT, "CLIENT");
  const page = await context.newPage();
  await page.goto("/client/dashboard");
  const card = page.getByRole("region", { name: CARD });
  await expect(card).toContainText("Nothing is sent until you approve it.");
  await addVip(card, vip);

  await deliverEmail(browser, {
    from: vip,
    fromName: "Asha Rao",
    subject,
    text: "Hello,\n\nThe board pack for Thursday is attached. Could you confirm the numbers on page 4 before noon?\n\nAsha",
  });
  await page.reload();
  const reply = replyAbout(card, subject);
  await expect(reply).toContainText(`From Asha Rao <${vip}>`);
  await expect(reply).toContainText("The board pack for Thursday is attached.");
  await expect(reply.getByText(/^Received \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m IST$/)).toBeVisible();
  const draft = reply.getByRole("textbox", { name: `Reply to ${vip}` });
  await expect(draft).toHaveValue(/^Dear Asha Rao,/);

  // The card with a reply in it, as axe sees it.
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")).map(({ id }) => id)).toEqual([]);

  // An empty reply is refused in the server's words, and nothing is sent.
  await draft.fill("   ");
  await reply.getByRole("button", { name: "Approve and send" }).click();
  await expect(reply.getByRole("alert")).toHaveText("The reply cannot be empty");
  await expect(draft).toHaveAttribute("aria-invalid", "true");

  const mine = (await awaitingReplies(page)).filter((awaiting) => awaiting.to === vip);
  expect(mine).toHaveLength(1);
  const { id } = mine[0]!;
  const edited = `Dear Asha,\n\nThe numbers on page 4 are right. See you on Thursday.\n\n${tag}`;
  await draft.fill(edited);
  await reply.getByRole("button", { name: "Approve and send" }).click();
  // The demo's own account: its mail is recorded in the outbox, never sent, and the toast says so.
  await expect(toastWith(page, "Reply recorded")).toContainText(
    `A demo account's mail never leaves: your reply to ${vip} is in the outbox.`,
  );
  await expect(reply).toHaveCount(0);
  expect((await awaitingReplies(page)).filter((awaiting) => awaiting.to === vip)).toEqual([]);

  // Approving it again sends nothing more.
  const again = await gql<{ approveEmailReply: { __typename: string; message: string } }>(context.request, approveAgain, { id });
  expect(again.approveEmailReply).toEqual({ __typename: "ConflictError", message: "This reply was sent already; nothing more goes out" });
  expect(await emailsTo(browser, vip)).toEqual([expect.objectContaining({ text: edited })]);

  await page.reload();
  await expect(card.getByRole("heading", { name: subject })).toHaveCount(0);
  await removeVip(card, vip);
  await context.close();
});

test("on a phone, by keyboard: a reply is discarded, and one decided elsewhere says so", async ({ browser }) => {
  const tag = uniqueTag();
  // A long address must wrap at 375 px rather than push the page sideways.
  const vip = `vip-${tag}-with-a-rather-long-mailbox-name@board-office.example-company.com`;
  const [first, second] = [`Travel plans ${tag}`, `Quarterly review ${tag}`];
  const context = await newClientContext(browser, { viewport: { width: 375, height: 812 } });
  await signIn(context.request, DEMO_CLIENT, "CLIENT");
  const page = await context.newPage();
  await page.goto("/client/dashboard");
  const card = page.getByRole("region", { name: CARD });

  const field = card.getByRole("textbox", { name: "VIP email address" });
  await field.focus();
  await page.keyboard.type(vip);
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: `Remove ${vip}` })).toBeVisible();
  await expect(field).toHaveValue("");

  await deliverEmail(browser, { from: vip, subject: first, text: "Are you flying on Monday or Tuesday?" });
  await deliverEmail(browser, { from: vip, subject: second, text: "The review moved to Friday." });
  await page.reload();
  const discarded = replyAbout(card, first);
  await expect(discarded).toContainText(`From ${vip}`);
  await expect(replyAbout(card, second)).toBeVisible();
  await expectNoSidewaysScroll(page);
  const ids = Object.fromEntries(
    (await awaitingReplies(page)).filter((reply) => reply.to === vip).map((reply) => [reply.receivedSubject, reply.id]),
  );

  // Tab from the draft to "Approve and send", then to "Discard".
  await discarded.getByRole("textbox", { name: `Reply to ${vip}` }).focus();
  await page.keyboard.press("Tab");
  await expect(discarded.getByRole("button", { name: "Approve and send" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(discarded.getByRole("button", { name: "Discard" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastWith(page, "Reply discarded")).toBeVisible();
  await expect(discarded).toHaveCount(0);

  // The other is sent meanwhile (as WhatsApp's "Send reply" would): approving it here says so and sends nothing more.
  const awaiting = (await awaitingReplies(page)).filter((reply) => reply.to === vip);
  expect(awaiting.map((reply) => reply.id)).toEqual([ids[second]]);
  await gql(context.request, approveAgain, { id: ids[second] });
  const late = replyAbout(card, second);
  await late.getByRole("button", { name: "Approve and send" }).click();
  await expect(late.getByRole("alert")).toHaveText("This reply was sent already; nothing more goes out");
  await expect(toastWith(page, "Reply recorded")).toHaveCount(0);

  // The discarded one cannot be sent afterwards either.
  const sendDiscarded = await gql<{ approveEmailReply: { __typename: string; message: string } }>(context.request, approveAgain, {
    id: ids[first],
  });
  expect(sendDiscarded.approveEmailReply).toEqual({
    __typename: "ConflictError",
    message: "This reply was discarded, so it cannot be sent",
  });
  expect(await emailsTo(browser, vip)).toHaveLength(1);
  await page.reload();
  await expect(card.getByRole("heading", { name: first })).toHaveCount(0);
  await expect(card.getByRole("heading", { name: second })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await removeVip(card, vip);
  await context.close();
});

test("an address that is not one is refused under the field", async ({ browser }) => {
  const vip = `vip-${uniqueTag()}@example.com`;
  const context = await newClientContext(browser);
  await signIn(context.request, DEMO_CLIENT, "CLIENT");
  const page = await context.newPage();
  await page.goto("/client/dashboard");
  const card = page.getByRole("region", { name: CARD });
  const field = card.getByRole("textbox", { name: "VIP email address" });

  await field.fill("not an address");
  await card.getByRole("button", { name: "Add VIP" }).click();
  await expect(field).toHaveAccessibleDescription("Enter an email address, like name@company.com");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("not an address");
  await expect(card.getByRole("button", { name: "Remove not an address" })).toHaveCount(0);

  // A good address then goes in, and the message goes away.
  await addVip(card, vip);
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(card.getByText("Enter an email address, like name@company.com")).toHaveCount(0);
  await removeVip(card, vip);
  await context.close();
});
