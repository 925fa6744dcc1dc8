import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { inboundEnvelope, postWebhook } from "./whatsapp-helpers.ts";

describe("integrations and the platform self-test", () => {
  let app: TestApp;
  let admin: { token: string; cookie: string };
  beforeAll(async () => {
    app = await startTestApp(undefined, ADMIN_ENV);
    admin = await signIn(app.baseUrl, "ADMIN");
  });
  afterAll(() => app.close());

  it("reports each integration's real state, and its configuration only to admins", async () => {
    const query = "{ integrations { id status lastSyncAt demoMode } }";
    const before = await graphql<{ integrations: Array<{ id: string; status: string; lastSyncAt: string | null; demoMode: boolean }> }>(
      app.baseUrl,
      query,
    );
    expect(before.body.data?.integrations).toEqual([
      { id: "whatsapp", status: "pending", lastSyncAt: null, demoMode: true },
      { id: "gmail", status: "pending", lastSyncAt: null, demoMode: true },
      { id: "calendar", status: "connected", lastSyncAt: null, demoMode: false },
    ]);
    await postWebhook(app.baseUrl, inboundEnvelope("wamid.sync", "919822222222", "hi"));
    await expect
      .poll(
        async () =>
          (await graphql<{ integrations: Array<{ lastSyncAt: string | null }> }>(app.baseUrl, query)).body.data?.integrations[0]!
            .lastSyncAt,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    const visitor = await graphql(app.baseUrl, "{ integrations { configuration { label value } } }");
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const asAdmin = await graphql<{ integrations: Array<{ configuration: Array<{ label: string; value: string }> }> }>(
      app.baseUrl,
      "{ integrations { configuration { label value } } }",
      {},
      { cookie: admin.cookie },
    );
    expect(asAdmin.body.data?.integrations[0]!.configuration).toContainEqual({ label: "Webhook", value: "/api/whatsapp/webhook" });
  });

  it("self-tests every REST path of spec section 7, and all pass", async () => {
    const result = await graphql<{
      runPlatformSelfTest: { __typename: string; data: Array<{ path: string; ok: boolean; status: number; expectedStatus: number }> };
    }>(
      app.baseUrl,
      `
        mutation {
          runPlatformSelfTest {
            __typename
            ... on MutationRunPlatformSelfTestSuccess {
              data {
                method
                path
                ok
                status
                expectedStatus
              }
            }
          }
        }
      `,
    );
    const checks = result.body.data!.runPlatformSelfTest.data;
    expect(checks.length).toBe(16);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });

  it("lets an admin send a signed test message through the real webhook", async () => {
    const result = await graphql<{ simulateWhatsAppMessage: { data: string } }>(
      app.baseUrl,
      `
        mutation {
          simulateWhatsAppMessage(input: { from: "919833333333", name: "Test", text: "Add call the bank to my task list" }) {
            ... on MutationSimulateWhatsAppMessageSuccess {
              data
            }
          }
        }
      `,
      {},
      { cookie: admin.cookie },
    );
    const id = result.body.data!.simulateWhatsAppMessage.data;
    expect(id).toMatch(/^wamid\.test\./);
    await expect.poll(() => app.db.prisma.outboxMessage.count({ where: { idempotencyKey: `reply:${id}` } }), { timeout: 20_000 }).toBe(1);
    const visitor = await graphql(
      app.baseUrl,
      `
        mutation {
          simulateWhatsAppMessage(input: { from: "919833333333", text: "hi" }) {
            __typename
          }
        }
      `,
    );
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
