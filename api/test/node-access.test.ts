import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { createSessionService } from "../src/modules/auth/session.service.ts";
import { ADMIN_ENV, TEST_ADMIN } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

type Caller = "visitor" | "guest" | "client" | "otherClient" | "admin";
const CALLERS: Caller[] = ["visitor", "guest", "client", "otherClient", "admin"];
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/**
 * Every Relay node type, with who may read one through `node(id:)` / `nodes(ids:)`:
 * private records only by their owner (chat messages, tasks, a user's own account), the
 * platform's records only by admins, the public status page by anyone.
 */
const EXPECTED: Record<string, Caller[]> = {
  ChatMessage: ["client"],
  GuestChatMessage: ["guest"],
  ScheduledTask: ["client"],
  User: ["client", "admin"],
  ContactSubmission: ["admin"],
  AutomationRule: ["admin"],
  AdminDashboard: ["admin"],
  AdminNotification: ["admin"],
  AdminInbox: ["admin"],
  PlatformStatus: CALLERS,
};

describe.each(databaseTargets)("node access on $name", (target) => {
  let app: TestApp;
  const headers: Record<Caller, Record<string, string>> = { visitor: {}, guest: {}, client: {}, otherClient: {}, admin: {} };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(target, ADMIN_ENV);
    const prisma = app.db.prisma;
    const sessions = createSessionService({ prisma });
    const client = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_CLIENT.email } });
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    const other = await prisma.user.create({ data: { email: "other@example.com", name: "Other", role: "CLIENT", passwordHash: "x" } });
    const bearer = async (userId: string, role: "ADMIN" | "CLIENT") => ({
      authorization: `Bearer ${(await sessions.create(userId, role)).token}`,
    });
    headers.client = await bearer(client.id, "CLIENT");
    headers.otherClient = await bearer(other.id, "CLIENT");
    headers.admin = await bearer(admin.id, "ADMIN");
    const guestId = randomUUID();
    headers.guest = { cookie: `ria_guest=${guestId}` };

    const message = async (ownerId: string) => {
      const conversation = await prisma.conversation.upsert({ where: { ownerId }, create: { ownerId }, update: {} });
      return prisma.chatMessage.create({ data: { conversationId: conversation.id, role: "user", content: "private" } });
    };
    ids.ChatMessage = globalId("ChatMessage", (await message(client.id)).id);
    ids.GuestChatMessage = globalId("ChatMessage", (await message(`guest:${guestId}`)).id);
    const task = await prisma.scheduledTask.create({
      data: { ownerId: client.id, input: "Call Priya", launchTime: new Date(Date.now() + 3_600_000) },
    });
    ids.ScheduledTask = globalId("ScheduledTask", task.id);
    ids.User = globalId("User", client.id);
    const submission = await prisma.contactSubmission.create({
      data: {
        name: "A",
        email: "a@b.in",
        company: "C",
        title: "CEO",
        phone: "+919876543210",
        planInterest: "Pro",
        message: "hi",
        urgency: "Low",
        dedupeKey: "k",
      },
    });
    ids.ContactSubmission = globalId("ContactSubmission", submission.id);
    const rule = await prisma.automationRule.create({
      data: { id: "rule-1", ownerId: admin.id, name: "R", description: "d", trigger: "keyword", keywords: ["x"] },
    });
    ids.AutomationRule = globalId("AutomationRule", rule.id);
    ids.AdminDashboard = globalId("AdminDashboard", "admin");
    const notification = await prisma.adminNotification.create({ data: { title: "Rule", text: "private", source: "rule:rule-1" } });
    ids.AdminNotification = globalId("AdminNotification", notification.id);
    ids.AdminInbox = globalId("AdminInbox", "admin");
    ids.PlatformStatus = globalId("PlatformStatus", "platform");
  });
  afterAll(() => app?.close());

  const readNode = async (caller: Caller, id: string) => {
    const { body } = await graphql<{ node: { id: string } | null }>(
      app.baseUrl,
      "query ($id: ID!) { node(id: $id) { id } }",
      { id },
      headers[caller],
    );
    return body;
  };
  const readNodes = async (caller: Caller, list: string[]) => {
    const { body } = await graphql<{ nodes: Array<{ id: string } | null> }>(
      app.baseUrl,
      "query ($ids: [ID!]!) { nodes(ids: $ids) { id } }",
      { ids: list },
      headers[caller],
    );
    return body;
  };

  for (const [type, allowed] of Object.entries(EXPECTED)) {
    for (const caller of CALLERS) {
      const may = allowed.includes(caller);
      it(`${type}: ${caller} ${may ? "reads it" : "gets nothing"}`, async () => {
        const single = await readNode(caller, ids[type]!);
        const many = await readNodes(caller, [ids[type]!]);
        if (may) {
          expect(single.data?.node?.id).toBe(ids[type]);
          expect(many.data?.nodes[0]?.id).toBe(ids[type]);
        } else {
          expect(single.data?.node ?? null).toBeNull();
          expect(many.data?.nodes?.[0] ?? null).toBeNull();
          expect(JSON.stringify([single, many])).not.toContain("private");
        }
      });
    }
  }

  it("resolves a well-formed id of a missing record to null, without an internal error", async () => {
    for (const type of ["ChatMessage", "ScheduledTask", "User", "ContactSubmission", "AutomationRule", "AdminNotification"]) {
      const body = await readNode("admin", globalId(type, randomUUID()));
      expect(body.data?.node).toBeNull();
      expect(JSON.stringify(body.errors ?? [])).not.toContain("INTERNAL");
      expect(body.errors ?? []).toEqual([]);
    }
  });
});
