import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql, nextResults, wsClient } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { inboundEnvelope, postWebhook } from "./whatsapp-helpers.ts";

describe.each(databaseTargets)("automation rules on $name", (target) => {
  let app: TestApp;
  let admin: { token: string; cookie: string };
  beforeAll(async () => {
    app = await startTestApp(target, ADMIN_ENV);
    admin = await signIn(app.baseUrl, "ADMIN");
  });
  afterAll(() => app.close());

  const api = (method: string, path: string, body?: unknown, token = admin.token) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const runsOf = (ruleId: string) => app.db.prisma.ruleRun.findMany({ where: { ruleId } });

  it("is for admins only: 401 for a visitor, 403 for a client", async () => {
    expect((await api("GET", "/api/automation/rules", undefined, "")).status).toBe(401);
    const client = await signIn(app.baseUrl, "CLIENT");
    expect((await api("GET", "/api/automation/rules", undefined, client.token)).status).toBe(403);
    expect((await api("POST", "/api/automation/rules", { id: "x" }, client.token)).status).toBe(403);
  });

  it("pushes every rule change to other admins' open screens: created, toggled, deleted", async () => {
    const watcher = wsClient(app.baseUrl, { cookie: (await signIn(app.baseUrl, "ADMIN")).cookie });
    type Change = { automationRuleChanged: { ruleId: string; change: string; rule: { active: boolean } | null } };
    const { ready, results } = nextResults<Change>(
      watcher,
      "subscription { automationRuleChanged { ruleId change rule { active } } }",
      3,
      undefined,
      { pubsub: app.pubsub, channel: "automation.rule" },
    );
    await ready;
    const rule = {
      id: "live-rule",
      name: "Live",
      description: "Seen by every admin",
      trigger: "keyword",
      conditions: { keywords: ["live"] },
    };
    expect((await api("POST", "/api/automation/rules", rule)).status).toBe(201);
    expect((await api("PUT", "/api/automation/rules/live-rule", { active: false })).status).toBe(200);
    expect((await api("DELETE", "/api/automation/rules/live-rule")).status).toBe(200);
    const changes = (await results).map(({ automationRuleChanged }) => automationRuleChanged);
    expect(changes.map(({ ruleId, change }) => [ruleId, change])).toEqual([
      ["live-rule", "created"],
      ["live-rule", "updated"],
      ["live-rule", "deleted"],
    ]);
    // `rule` is the rule as it is when the event is delivered (a late delivery shows a later state, as the screen
    // should), never a state older than the change that announced it.
    expect(changes[1]!.rule?.active ?? false).toBe(false);
    expect(changes[2]!.rule).toBeNull();
    await watcher.dispose();
    const client = wsClient(app.baseUrl, { cookie: (await signIn(app.baseUrl, "CLIENT")).cookie });
    await expect(nextResults(client, "subscription { automationRuleChanged { ruleId } }").results).rejects.toThrow(/not allowed/);
    await client.dispose();
  });

  it("creates, lists, updates and deletes a rule; a duplicate id is refused with 409", async () => {
    const rule = { id: "crud-rule", name: "CRUD", description: "Lifecycle", trigger: "keyword", conditions: { keywords: ["lifecycle"] } };
    const created = await api("POST", "/api/automation/rules", rule);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: "crud-rule", active: true, conditions: { keywords: ["lifecycle"] }, actions: [] });
    const duplicate = await api("POST", "/api/automation/rules", rule);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: { code: "CONFLICT", message: "A rule with id “crud-rule” already exists", fields: { id: "This id is taken" } },
    });
    const updated = await api("PUT", "/api/automation/rules/crud-rule", { active: false });
    expect(await updated.json()).toMatchObject({ id: "crud-rule", active: false, name: "CRUD" });
    expect((await (await api("GET", "/api/automation/rules")).json()).map((row: { id: string }) => row.id)).toContain("crud-rule");
    expect((await api("DELETE", "/api/automation/rules/crud-rule")).status).toBe(200);
    expect((await api("DELETE", "/api/automation/rules/crud-rule")).status).toBe(404);
    expect((await api("PUT", "/api/automation/rules/crud-rule", { active: true })).status).toBe(404);
  });

  it.each([
    ["an id with spaces", { id: "has space" }, "id"],
    ["a 500-character id", { id: "x".repeat(500) }, "id"],
    ["an unknown trigger", { trigger: "sms" }, "trigger"],
    ["an empty keyword list", { conditions: { keywords: [] } }, "conditions.keywords"],
    ["the cron string '* * *'", { trigger: "cron", conditions: { cronExpression: "* * *" } }, "conditions.cronExpression"],
  ])("refuses %s with 400 and a field message, writing nothing", async (_label, change, field) => {
    const before = await app.db.prisma.automationRule.count();
    const response = await api("POST", "/api/automation/rules", {
      id: "bad-rule",
      name: "Bad",
      description: "Bad",
      trigger: "keyword",
      conditions: { keywords: ["x"] },
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toEqual(expect.any(String));
    expect(await app.db.prisma.automationRule.count()).toBe(before);
  });

  it("shows a cron rule's next 5 runs", async () => {
    const body = await (
      await api("POST", "/api/automation/rules", {
        id: "hourly",
        name: "Hourly",
        description: "Every hour",
        trigger: "cron",
        conditions: { cronExpression: "0 * * * *" },
      })
    ).json();
    expect(body.nextRuns).toHaveLength(5);
    expect(body.nextRuns.every((at: string) => at.endsWith(":00:00.000Z") || at.endsWith(":30:00.000Z"))).toBe(true);
  });

  it("runs a keyword rule on a chat message and on a WhatsApp message, recording each run", async () => {
    await api("POST", "/api/automation/rules", {
      id: "urgent",
      name: "Urgent",
      description: "Escalate urgent messages",
      trigger: "keyword",
      conditions: { keywords: ["urgent"] },
      actions: [
        { type: "reply", text: "We are on it: {{message}}" },
        { type: "notify_admin", text: "Urgent: {{message}}" },
        { type: "add_list_item", title: "Follow up on urgent message" },
      ],
    });
    const chat = await fetch(`${app.baseUrl}/api/ria/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ message: "This is URGENT, please call" }),
    });
    expect(chat.status).toBe(200);
    const [run] = await runsOf("urgent");
    expect(run).toMatchObject({ status: "succeeded", triggerInput: "This is URGENT, please call" });
    expect(run!.effects).toHaveLength(3);
    // The run names who chatted, never their id.
    const chatter = await app.db.prisma.user.findFirstOrThrow({ where: { email: ADMIN_ENV.ADMIN_EMAIL } });
    expect((run!.effects as string[])[0]).toBe(`Reply on chat to ${chatter.name}: “We are on it: This is URGENT, please call”`);
    expect(await app.db.prisma.adminNotification.count({ where: { text: "Urgent: This is URGENT, please call" } })).toBe(1);

    await postWebhook(app.baseUrl, inboundEnvelope("wamid.urgent", "919811111111", "urgent: the server is down"));
    await expect.poll(async () => (await runsOf("urgent")).length, { timeout: 20_000, interval: 200 }).toBe(2);
    await expect
      .poll(() => app.db.prisma.outboxMessage.findFirst({ where: { recipient: "919811111111", kind: "rule-reply" } }), {
        timeout: 20_000,
        interval: 200,
      })
      .toMatchObject({ body: "We are on it: urgent: the server is down", status: "demo" });
    // "urgently" is not the whole word.
    await fetch(`${app.baseUrl}/api/ria/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ message: "Not urgently needed" }),
    });
    expect(await runsOf("urgent")).toHaveLength(2);

    // The card's history: newest first, as a connection whose runs name their rule (a live run joins it by that).
    type Rules = {
      automationRules: Array<{
        ruleId: string;
        runs: { edges: Array<{ node: { triggerInput: string; rule: { ruleId: string } } }>; pageInfo: { hasNextPage: boolean } };
      }>;
    };
    const { body } = await graphql<Rules>(
      app.baseUrl,
      "{ automationRules { ruleId runs(first: 1) { edges { node { triggerInput rule { ruleId } } } pageInfo { hasNextPage } } } }",
      {},
      { authorization: `Bearer ${admin.token}` },
    );
    const urgent = body.data!.automationRules.find((rule) => rule.ruleId === "urgent")!;
    const newest = { triggerInput: "urgent: the server is down", rule: { ruleId: "urgent" } };
    expect(urgent.runs.edges.map((edge) => edge.node)).toEqual([newest]);
    expect(urgent.runs.pageInfo.hasNextPage).toBe(true);

    // The outbox is a connection, newest first; the message's activity carries what was sent to its contact since, oldest first.
    await expect
      .poll(() => app.db.prisma.outboxMessage.count({ where: { idempotencyKey: "reply:wamid.urgent" } }), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(1);
    type Outbox = { outbox: { edges: Array<{ node: { kind: string } }> } };
    const outbox = await graphql<Outbox>(
      app.baseUrl,
      '{ outbox(first: 5, recipient: "919811111111") { edges { node { kind } } } }',
      {},
      { authorization: `Bearer ${admin.token}` },
    );
    expect(outbox.body.data!.outbox.edges.map((edge) => edge.node.kind)).toEqual(["assistant-reply", "rule-reply"]);
    const message = await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.urgent" } });
    const concerning = await app.services.outbox.concerning(message);
    expect(concerning.map((row) => row.kind)).toEqual(["rule-reply", "assistant-reply"]);
  });

  it("posts 'Notify the admin dashboard' to the admins' live list, which any admin marks read; clients cannot see it", async () => {
    const bearer = { authorization: `Bearer ${admin.token}` };
    const watcher = wsClient(app.baseUrl, { cookie: (await signIn(app.baseUrl, "ADMIN")).cookie });
    type Changed = {
      adminNotificationsChanged: {
        added: { id: string; title: string; text: string; readAt: string | null } | null;
        read: Array<{ id: string; readAt: string | null }>;
        inbox: { unread: number; total: number };
      };
    };
    const { ready, results } = nextResults<Changed>(
      watcher,
      "subscription { adminNotificationsChanged { added { id title text readAt } read { id readAt } inbox { unread total } } }",
      2,
      undefined,
      { pubsub: app.pubsub, channel: "admin.notification" },
    );
    await ready;
    const before = (await graphql<{ adminInbox: { unread: number } }>(app.baseUrl, "{ adminInbox { unread } }", {}, bearer)).body.data!;
    await api("POST", "/api/automation/rules", {
      id: "board-alert",
      name: "Board alert",
      description: "Tell the admins when the board is mentioned",
      trigger: "keyword",
      conditions: { keywords: ["board meeting"] },
      actions: [{ type: "notify_admin", text: "Board mentioned: {{message}}" }],
    });
    const client = await signIn(app.baseUrl, "CLIENT");
    await fetch(`${app.baseUrl}/api/ria/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${client.token}` },
      body: JSON.stringify({ message: "Move the board meeting to Friday" }),
    });
    await expect.poll(async () => (await runsOf("board-alert")).length, { timeout: 20_000, interval: 200 }).toBe(1);

    type Listed = { node: { id: string; title: string; text: string; source: string } };
    const list = await graphql<{ adminNotifications: { edges: Listed[] } }>(
      app.baseUrl,
      "{ adminNotifications(first: 1) { edges { node { id title text source } } } }",
      {},
      bearer,
    );
    const posted = list.body.data!.adminNotifications.edges[0]!.node;
    expect(posted).toMatchObject({
      title: "Rule “Board alert”",
      text: "Board mentioned: Move the board meeting to Friday",
      source: "rule:board-alert",
    });

    const marked = await graphql<{ markAdminNotificationRead: { data: { notifications: Array<{ readAt: string | null }> } } }>(
      app.baseUrl,
      `
        mutation ($id: ID!) {
          markAdminNotificationRead(id: $id) {
            ... on MutationMarkAdminNotificationReadSuccess {
              data {
                notifications {
                  readAt
                }
                inbox {
                  unread
                }
              }
            }
          }
        }
      `,
      { id: posted.id },
      bearer,
    );
    expect(marked.body.data!.markAdminNotificationRead.data.notifications[0]!.readAt).not.toBeNull();

    const [added, read] = (await results).map(({ adminNotificationsChanged }) => adminNotificationsChanged);
    expect(added).toMatchObject({ added: { id: posted.id, title: "Rule “Board alert”", readAt: null }, read: [] });
    expect(added!.inbox.unread).toBe(before.adminInbox.unread + 1);
    expect(read).toMatchObject({ added: null, read: [{ id: posted.id }], inbox: { unread: before.adminInbox.unread } });
    expect(read!.read[0]!.readAt).not.toBeNull();
    await watcher.dispose();

    // Admins only, on the server: a client's query, mutation and subscription are refused.
    const asClient = { authorization: `Bearer ${client.token}` };
    const listQuery = "{ adminNotifications(first: 1) { edges { node { id } } } adminInbox { unread } }";
    const refused = await graphql(app.baseUrl, listQuery, {}, asClient);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const readByClient = await graphql(app.baseUrl, "mutation { markAllAdminNotificationsRead { __typename } }", {}, asClient);
    expect(readByClient.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const clientSocket = wsClient(app.baseUrl, { cookie: client.cookie });
    await expect(nextResults(clientSocket, "subscription { adminNotificationsChanged { inbox { unread } } }").results).rejects.toThrow(
      /not allowed/,
    );
    await clientSocket.dispose();
  });

  it("marks every unread notification read at once", async () => {
    const bearer = { authorization: `Bearer ${admin.token}` };
    await app.services.notifications.notifyAdmins({ title: "Test", text: "One", source: "test" });
    await app.services.notifications.notifyAdmins({ title: "Test", text: "Two", source: "test" });
    const all = await graphql<{ markAllAdminNotificationsRead: { notifications: Array<{ readAt: string }>; inbox: { unread: number } } }>(
      app.baseUrl,
      "mutation { markAllAdminNotificationsRead { notifications { readAt } inbox { unread } } }",
      {},
      bearer,
    );
    const payload = all.body.data!.markAllAdminNotificationsRead;
    expect(payload.notifications.length).toBeGreaterThanOrEqual(2);
    expect(payload.notifications.every((row) => row.readAt)).toBe(true);
    expect(payload.inbox.unread).toBe(0);
  });

  it("sends a rule's WhatsApp message to the number it names, filled from the trigger, and records what happened", async () => {
    await api("POST", "/api/automation/rules", {
      id: "escalate",
      name: "Escalate",
      description: "Tell the on-call phone about outages",
      trigger: "keyword",
      conditions: { keywords: ["outage"] },
      actions: [{ type: "send_whatsapp", to: "919822222222", text: "On-call: {{message}}" }],
    });
    const chat = await fetch(`${app.baseUrl}/api/ria/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ message: "Payments outage in Pune" }),
    });
    expect(chat.status).toBe(200);
    const [run] = await runsOf("escalate");
    expect(run).toMatchObject({
      status: "succeeded",
      effects: ["Send WhatsApp to 919822222222: “On-call: Payments outage in Pune” (demo)"],
    });
    expect(await app.db.prisma.outboxMessage.findFirst({ where: { recipient: "919822222222" } })).toMatchObject({
      body: "On-call: Payments outage in Pune",
      kind: "rule",
      status: "demo",
    });
  });

  it("dry-runs a rule without any side effect", async () => {
    const before = {
      notifications: await app.db.prisma.adminNotification.count(),
      runs: await app.db.prisma.ruleRun.count(),
      items: await app.db.prisma.listItem.count(),
    };
    const query = `mutation {
      testAutomationRule(ruleId: "urgent", sample: "urgent help") {
        ... on MutationTestAutomationRuleSuccess { data { wouldFire active matchedKeyword effects } }
      }
    }`;
    const result = await graphql<{ testAutomationRule: { data: { wouldFire: boolean; matchedKeyword: string; effects: string[] } } }>(
      app.baseUrl,
      query,
      {},
      { cookie: admin.cookie },
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.testAutomationRule.data).toEqual({
      wouldFire: true,
      active: true,
      matchedKeyword: "urgent",
      effects: [
        "Reply on whatsapp to sample: “We are on it: urgent help”",
        "Notify the admin dashboard: “Urgent: urgent help”",
        "Add “Follow up on urgent message” to the task list",
      ],
    });
    expect({
      notifications: await app.db.prisma.adminNotification.count(),
      runs: await app.db.prisma.ruleRun.count(),
      items: await app.db.prisma.listItem.count(),
    }).toEqual(before);
  });

  it("dry-runs a switched-off rule: it says the rule is off, whether the sample would set it off, and what it would then do", async () => {
    await api("POST", "/api/automation/rules", {
      id: "sleeping",
      name: "Sleeping",
      description: "Off for now",
      trigger: "keyword",
      active: false,
      conditions: { keywords: ["wake"] },
      actions: [{ type: "add_list_item", title: "Woken by {{message}}" }],
    });
    const dryRun = async (sample: string) =>
      (
        await graphql<{ testAutomationRule: { data: Record<string, unknown> } }>(
          app.baseUrl,
          `
            mutation ($sample: String!) {
              testAutomationRule(ruleId: "sleeping", sample: $sample) {
                ... on MutationTestAutomationRuleSuccess {
                  data {
                    wouldFire
                    matches
                    active
                    effects
                  }
                }
              }
            }
          `,
          { sample },
          { cookie: admin.cookie },
        )
      ).body.data!.testAutomationRule.data;
    expect(await dryRun("wake up")).toEqual({
      wouldFire: false,
      matches: true,
      active: false,
      effects: ["Add “Woken by wake up” to the task list"],
    });
    expect(await dryRun("hello")).toEqual({ wouldFire: false, matches: false, active: false, effects: [] });
  });

  it("runs email rules on inbound email, once per email; refuses an unauthenticated post", async () => {
    await api("POST", "/api/automation/rules", {
      id: "invoices",
      name: "Invoices",
      description: "Track invoices",
      trigger: "email",
      conditions: { keywords: ["invoice"] },
      actions: [{ type: "add_list_item", title: "Pay invoice from email" }],
    });
    const email = {
      from: "billing@vendor.example",
      to: "ceo@company.example",
      subject: "Invoice #42",
      text: "Please find the invoice attached.",
    };
    expect((await api("POST", "/api/email/inbound", email, "")).status).toBe(401);
    const accepted = await api("POST", "/api/email/inbound", email);
    expect(accepted.status).toBe(202);
    expect(await runsOf("invoices")).toMatchObject([{ status: "succeeded" }]);
    expect((await api("POST", "/api/email/inbound", { ...email, from: "not an email" })).status).toBe(400);
    await api("POST", "/api/email/inbound", { ...email, subject: "Lunch?", text: "Free tomorrow?" });
    expect(await runsOf("invoices")).toHaveLength(1);
  });

  it("runs a cron rule once per minute however many instances tick, and calendar rules before an event", async () => {
    await api("POST", "/api/automation/rules", {
      id: "every-minute",
      name: "Tick",
      description: "Every minute",
      trigger: "cron",
      conditions: { cronExpression: "* * * * *" },
      actions: [{ type: "notify_admin", text: "tick" }],
    });
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await Promise.all([app.services.automation.tick(minute), app.services.automation.tick(minute)]);
    expect(await runsOf("every-minute")).toHaveLength(1);

    await api("POST", "/api/automation/rules", {
      id: "prep",
      name: "Prep",
      description: "Before meetings",
      trigger: "calendar",
      conditions: { minutesBefore: 10 },
      actions: [{ type: "notify_admin", text: "Meeting soon: {{message}}" }],
    });
    await app.db.prisma.calendarEvent.create({
      data: { ownerId: "someone", title: "Board review", startsAt: new Date(minute.getTime() + 10 * 60_000 + 5_000), durationMinutes: 30 },
    });
    await app.services.automation.tick(minute);
    await app.services.automation.tick(minute);
    expect(await runsOf("prep")).toMatchObject([{ status: "succeeded", triggerInput: "Board review" }]);
  });
});
