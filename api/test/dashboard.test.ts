import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { CONNECTING_UNAVAILABLE } from "../src/modules/calendar/calendar-account.rules.ts";
import { istDay } from "../src/rules/ist.rules.ts";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const SET_TARGET = `mutation ($input: LaunchTargetInput!) {
  setLaunchTarget(input: $input) {
    __typename
    ... on MutationSetLaunchTargetSuccess {
      data { targetCxos cxosReached contactSubmissions activePilots launchDay launchProgressPercent }
    }
    ... on ValidationError { message fields { field message } }
  }
}`;
const FIGURES = `{
  adminDashboard { targetCxos cxosReached contactSubmissions activePilots launchDay launchProgressPercent integrations liveIntegrations }
  integrations { id status demoMode }
}`;

interface Figures {
  adminDashboard: {
    targetCxos: number | null;
    cxosReached: number;
    contactSubmissions: number;
    activePilots: number;
    launchDay: string | null;
    launchProgressPercent: number | null;
    integrations: number;
    liveIntegrations: number;
  };
  integrations: Array<{ id: string; status: string; demoMode: boolean }>;
}

/** The IST day `days` from today. */
const dayFromToday = (days: number) => istDay(new Date(Date.now() + days * 86_400_000));

describe.each(databaseTargets)("the admin dashboard's launch target on $name", (target) => {
  let app: TestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    app = await startTestApp(target, ADMIN_ENV);
    admin = await signIn(app.baseUrl, "ADMIN");
  });
  afterAll(() => app.close());

  const setTarget = (input: Record<string, unknown>, cookie = admin.cookie) => graphql(app.baseUrl, SET_TARGET, { input }, { cookie });
  const figures = async () => (await graphql<Figures>(app.baseUrl, FIGURES, {}, { cookie: admin.cookie })).body.data!;
  const publicStats = async () => (await (await fetch(`${app.baseUrl}/api/dashboard`)).json()).stats;

  it("has no target or launch date until an admin sets them, on GraphQL and on GET /api/dashboard", async () => {
    const { adminDashboard } = await figures();
    expect(adminDashboard).toMatchObject({ targetCxos: null, launchDay: null, launchProgressPercent: null });
    expect(await publicStats()).toEqual({ targetCxos: null, pilotsRunning: adminDashboard.activePilots, launchTarget: null });
  });

  it("stores the admin's target and launch date, and measures the pilots against it", async () => {
    for (const email of ["a@example.in", "A@example.in", "b@example.in"]) {
      await app.db.prisma.contactSubmission.create({
        data: {
          name: "N",
          email,
          company: "C",
          title: "CEO",
          phone: "+919800000000",
          planInterest: "Pro",
          message: "m",
          urgency: "Low",
          dedupeKey: email,
        },
      });
    }
    // One executive's own account is a pilot; the demo account and a browser's demo sandbox are not.
    await app.db.prisma.user.create({
      data: {
        email: "cxo@pilot.example.in",
        name: "Pilot",
        role: "CLIENT",
        passwordHash: "x",
        client: { create: { company: "P", planId: "monthly", status: "active" } },
      },
    });
    await app.db.prisma.user.create({
      data: {
        email: "sandbox-1@demo.ria.example",
        name: "Demo",
        role: "CLIENT",
        passwordHash: "x",
        sandboxOf: "template",
        client: { create: { company: "D", planId: "demo", status: "active" } },
      },
    });
    const launchDay = dayFromToday(120);
    const result = await setTarget({ targetCxos: 4, launchDay });
    expect(result.body.errors).toBeUndefined();
    const saved = (result.body.data as { setLaunchTarget: { __typename: string; data: Figures["adminDashboard"] } }).setLaunchTarget;
    expect(saved.__typename).toBe("MutationSetLaunchTargetSuccess");
    // The target is the admin's number, no longer a copy of the submissions count.
    expect(saved.data).toEqual({
      targetCxos: 4,
      cxosReached: 2,
      contactSubmissions: 3,
      activePilots: 1,
      launchDay,
      launchProgressPercent: 25,
    });
    expect((await figures()).adminDashboard).toMatchObject({ targetCxos: 4, launchDay, launchProgressPercent: 25 });
    expect(await publicStats()).toEqual({ targetCxos: 4, pilotsRunning: 1, launchTarget: launchDay });
    expect(await app.db.prisma.launchTarget.count()).toBe(1);

    await setTarget({ targetCxos: 1000, launchDay: dayFromToday(0) });
    expect((await figures()).adminDashboard).toMatchObject({ targetCxos: 1000, launchDay: dayFromToday(0), launchProgressPercent: 0 });
    expect(await app.db.prisma.launchTarget.count()).toBe(1);
  });

  it("refuses a bad target or date with a typed error and a message per field, and keeps the last good one", async () => {
    const before = (await figures()).adminDashboard;
    const result = await setTarget({ targetCxos: 0, launchDay: dayFromToday(-1) });
    expect(result.body.data).toEqual({
      setLaunchTarget: {
        __typename: "ValidationError",
        message: "Some fields need attention",
        fields: [
          { field: "targetCxos", message: "Enter a whole number of CXOs from 1 to 1,00,000" },
          { field: "launchDay", message: "Choose a launch date from today onwards" },
        ],
      },
    });
    const malformed = await setTarget({ targetCxos: 10, launchDay: "31/03/2027" });
    expect(malformed.body.data).toMatchObject({
      setLaunchTarget: { fields: [{ field: "launchDay", message: "Enter the launch date as a calendar date" }] },
    });
    expect((await figures()).adminDashboard).toEqual(before);
  });

  it("lets no client or visitor set the target, and shows them no admin figures", async () => {
    const before = (await figures()).adminDashboard;
    const client = await signIn(app.baseUrl, "CLIENT");
    const asClient = await setTarget({ targetCxos: 7, launchDay: dayFromToday(30) }, client.cookie);
    expect(asClient.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asVisitor = await graphql(app.baseUrl, SET_TARGET, { input: { targetCxos: 7, launchDay: dayFromToday(30) } });
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await figures()).adminDashboard).toEqual(before);
  });

  it("counts live integrations from the same states the Integration Status tab shows: none while in demo mode", async () => {
    const { adminDashboard, integrations } = await figures();
    expect(adminDashboard.integrations).toBe(integrations.length);
    expect(integrations.find((integration) => integration.id === "whatsapp")).toMatchObject({ status: "pending", demoMode: true });
    expect(adminDashboard.liveIntegrations).toBe(integrations.filter((each) => each.status === "connected" && !each.demoMode).length);
    expect(adminDashboard.liveIntegrations).toBe(1);
  });
});

describe.each(databaseTargets)("the client's upgrade path and calendar feed on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, ADMIN_ENV)));
  afterAll(() => app.close());

  it("offers the demo client Unlimited (the elite plan), with its price and four features the demo lacks", async () => {
    const client = await signIn(app.baseUrl, "CLIENT");
    const result = await graphql<{
      viewer: {
        client: { plan: { id: string; upgradeToId: string; upgradeTo: { displayName: string; priceInr: number; billing: string } } };
      };
    }>(
      app.baseUrl,
      `
        {
          viewer {
            client {
              plan {
                id
                upgradeToId
                upgradeTo {
                  displayName
                  priceInr
                  billing
                }
              }
              availableFeatures {
                id
              }
              lockedFeatures {
                id
                name
              }
            }
          }
        }
      `,
      {},
      { cookie: client.cookie },
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.viewer.client).toEqual({
      plan: { id: "demo", upgradeToId: "elite", upgradeTo: { displayName: "Unlimited", priceInr: 4999, billing: "lifetime" } },
      availableFeatures: expect.arrayContaining([{ id: "email_integration" }, { id: "calendar_sync" }]),
      lockedFeatures: [
        { id: "voice_automation", name: "Voice Automation" },
        { id: "smart_email_drafts", name: "Smart Email Drafts" },
        { id: "crm_integration", name: "CRM Integration" },
        { id: "team_delegation", name: "Team Delegation" },
      ],
    });
  });

  it("follows the spec's path for the paid plans: weekly to monthly, monthly to elite, elite to none", async () => {
    const result = await graphql<{ plans: Array<{ id: string; upgradeTo: { id: string } | null }> }>(
      app.baseUrl,
      `
        {
          plans {
            id
            upgradeTo {
              id
            }
          }
        }
      `,
    );
    expect(result.body.data?.plans).toEqual([
      { id: "weekly", upgradeTo: { id: "monthly" } },
      { id: "monthly", upgradeTo: { id: "elite" } },
      { id: "elite", upgradeTo: null },
    ]);
  });

  const FEED = `{ viewer { id client { calendarFeed { url includeReminders } } } }`;
  type Feed = { viewer: { id: string; client: { calendarFeed: { url: string; includeReminders: boolean } } } };

  it("gives each client a private calendar feed of its meetings, reminders when chosen, and a reset that ends the old link", async () => {
    const client = await signIn(app.baseUrl, "CLIENT");
    // The demo account is shared by this file's tests: start without a feed or a diary, so a second run starts afresh.
    const { id: ownerId } = await app.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_CLIENT.email } });
    await app.db.prisma.calendarFeed.deleteMany({ where: { userId: ownerId } });
    await app.db.prisma.calendarEvent.deleteMany({ where: { ownerId } });
    await app.db.prisma.reminder.deleteMany({ where: { ownerId } });
    const me = await (await fetch(`${app.baseUrl}/api/client/me`, { headers: { cookie: client.cookie } })).json();
    expect(me.calendarFeedUrl).toMatch(new RegExp(`^${app.baseUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const { viewer } = (await graphql<Feed>(app.baseUrl, FEED, {}, { cookie: client.cookie })).body.data!;
    expect(viewer.client.calendarFeed).toEqual({ url: me.calendarFeedUrl, includeReminders: false });

    const say = (message: string) =>
      fetch(`${app.baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: client.cookie },
        body: JSON.stringify({ message }),
      }).then((response) => response.json());
    const booked = await say("Book a meeting with Kavita Shah tomorrow at 11 am");
    const reminded = await say("Remind me to sign the GST return tomorrow at 5 pm");
    const feed = await fetch(me.calendarFeedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    expect(text).toContain(`UID:${booked.actions[0].id}@ria`);
    expect(text).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T110000/);
    expect(text).not.toContain("sign the GST return");

    const included = await graphql(
      app.baseUrl,
      `
        mutation {
          setCalendarFeedReminders(include: true) {
            includeReminders
          }
        }
      `,
      {},
      { cookie: client.cookie },
    );
    expect(included.body.data).toEqual({ setCalendarFeedReminders: { includeReminders: true } });
    const withReminders = await (await fetch(me.calendarFeedUrl)).text();
    expect(withReminders).toContain(`UID:${reminded.actions[0].id}@ria`);
    expect(withReminders).toMatch(/SUMMARY:Reminder: Sign the GST return/i);

    const reset = await fetch(`${app.baseUrl}/api/client/calendar-feed/reset`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: client.cookie },
      body: "{}",
    });
    const { calendarFeedUrl } = await reset.json();
    expect(calendarFeedUrl).not.toBe(me.calendarFeedUrl);
    expect((await fetch(me.calendarFeedUrl)).status).toBe(404);
    expect((await fetch(calendarFeedUrl)).status).toBe(200);
  });

  it("says connecting a calendar is unavailable on a server without CALDAV_ENCRYPTION_KEY, and refuses to store one", async () => {
    const client = await signIn(app.baseUrl, "CLIENT");
    const connection = await graphql(
      app.baseUrl,
      "{ viewer { client { calendarConnection { canConnect account { calendarName } } } } }",
      {},
      { cookie: client.cookie },
    );
    expect(connection.body.data).toEqual({ viewer: { client: { calendarConnection: { canConnect: false, account: null } } } });
    const connect = await fetch(`${app.baseUrl}/api/client/calendar-account`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: client.cookie },
      body: JSON.stringify({ serverUrl: "https://caldav.example.com", username: "exec", password: "app password" }),
    });
    expect([connect.status, (await connect.json()).error]).toEqual([403, { code: "FORBIDDEN", message: CONNECTING_UNAVAILABLE }]);
    expect(await app.db.prisma.calDavAccount.count()).toBe(0);
  });

  it("lets only a signed-in client reset a feed, and finds nothing at an address that is not a feed", async () => {
    const reset = (headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}/api/client/calendar-feed/reset`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: "{}",
      });
    expect((await fetch(`${app.baseUrl}/api/client/me`)).status).toBe(401);
    expect((await reset()).status).toBe(401);
    expect((await reset({ cookie: (await signIn(app.baseUrl, "ADMIN")).cookie })).status).toBe(403);
    const unknown = await fetch(`${app.baseUrl}/api/calendar/${"A".repeat(43)}.ics`);
    expect([unknown.status, (await unknown.json()).error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await fetch(`${app.baseUrl}/api/calendar/not-a-feed`)).status).toBe(404);
  });
});
