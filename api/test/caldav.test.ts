import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { hashPassword, TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { CALDAV_SYNC_QUEUE } from "../src/modules/calendar/caldav.jobs.ts";
import { createCalDavFetch, PrivateAddressError } from "../src/modules/calendar/caldav-fetch.ts";
import { fromIst, istDay } from "../src/rules/ist.rules.ts";
import { freshIp } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { freePort, startRadicale, type Radicale } from "./radicale.ts";
import { startTestApp, testEnv, type TestApp } from "./test-app.ts";

const CALDAV_ENV = { CALDAV_ENCRYPTION_KEY: randomBytes(32).toString("base64"), CALDAV_ALLOW_PRIVATE_HOSTS: "true", TRUST_PROXY: "1" };

const CONNECT = `mutation ($input: ConnectCalendarInput!) {
  connectCalendar(input: $input) {
    __typename
    ... on MutationConnectCalendarSuccess { data { canConnect account { calendarName lastSyncAt lastFetched events problem { kind } } } }
    ... on ValidationError { message fields { field message } }
    ... on ForbiddenError { message }
  }
}`;
const SYNC = `mutation {
  syncCalendar {
    __typename
    ... on MutationSyncCalendarSuccess {
      data { account { lastSyncAt lastFetched lastRemoved events problem { kind message advice } } }
    }
  }
}`;

interface Account {
  calendarName: string;
  lastSyncAt: string | null;
  lastFetched: number;
  lastRemoved: number;
  events: number;
  problem: { kind: string; message: string; advice: string } | null;
}

/** Tomorrow in IST, as [year, month, day]. */
function tomorrow(): [number, number, number] {
  const [year, month, day] = istDay(new Date(Date.now() + 86_400_000))
    .split("-")
    .map(Number) as [number, number, number];
  return [year, month, day];
}

/** "20261125T093000" for an IST wall-clock time `days` after tomorrow. */
function wall(days: number, hour: number, minute = 0): string {
  const [year, month, day] = tomorrow();
  const at = new Date(fromIst(year, month, day + days, hour, minute).getTime() + 330 * 60_000);
  return at.toISOString().slice(0, 19).replace(/[-:]/g, "");
}

/** An event as the executive's own calendar app would write it. */
function ownEvent(uid: string, summary: string, start: string, end: string, ...extra: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Their calendar app//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261101T000000Z",
    `SUMMARY:${summary}`,
    `DTSTART;TZID=Asia/Kolkata:${start}`,
    `DTEND;TZID=Asia/Kolkata:${end}`,
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

describe.each(databaseTargets)("a client's own calendar over CalDAV (Radicale) on $name", (target) => {
  let app: TestApp;
  let radicale: Radicale;
  let clients = 0;
  beforeAll(async () => {
    radicale = await startRadicale();
    app = await startTestApp(target, CALDAV_ENV);
  });
  afterAll(async () => {
    await app?.close();
    await radicale?.stop();
  });

  /** A new client on the Elite plan, signed in, with a calendar of its own on the Radicale account. */
  async function newClient() {
    clients += 1;
    const email = `caldav-${clients}-${Date.now()}@example.in`;
    const user = await app.db.prisma.user.create({
      data: {
        email,
        name: "Anita Rao",
        role: "CLIENT",
        passwordHash: await hashPassword("client password", TEST_SCRYPT_COST),
        client: { create: { company: "Rao Steel", planId: "elite", status: "active" } },
      },
    });
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ username: email, password: "client password", accountType: "CLIENT" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const calendarUrl = await radicale.makeCalendar(`work-${clients}`, `Work ${clients}`);
    const rest = (method: string, suffix = "", body?: unknown) =>
      fetch(`${app.baseUrl}/api/client/calendar-account${suffix}`, {
        method,
        headers: { "content-type": "application/json", cookie },
        body: body === undefined ? (method === "POST" ? "{}" : undefined) : JSON.stringify(body),
      });
    const say = async (message: string) => {
      const response = await fetch(`${app.baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ message }),
      });
      return (await response.json()) as { response: string; actions: Array<{ id: string }> };
    };
    const sync = async () => {
      const { body } = await graphql<{ syncCalendar: { data: { account: Account } } }>(app.baseUrl, SYNC, {}, { cookie });
      return body.data!.syncCalendar.data.account;
    };
    const connect = async () => {
      const response = await rest("POST", "", {
        serverUrl: radicale.url,
        username: radicale.username,
        password: radicale.password,
        calendarUrl,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { canConnect: boolean; account: Account };
    };
    return { user, cookie, calendarUrl, rest, say, sync, connect };
  }

  it("refuses a wrong password, an unreachable server and one that is not CalDAV, each saying what to do", async () => {
    const { cookie } = await newClient();
    const connect = async (input: Record<string, string>) =>
      (
        await graphql<{ connectCalendar: { __typename: string; message: string; fields: Array<{ field: string; message: string }> } }>(
          app.baseUrl,
          CONNECT,
          { input: { serverUrl: radicale.url, username: radicale.username, password: radicale.password, ...input } },
          { cookie },
        )
      ).body.data!.connectCalendar;

    const wrong = await connect({ password: "not-the-app-password" });
    expect(wrong.__typename).toBe("ValidationError");
    expect(wrong.fields).toEqual([{ field: "password", message: "The server refused this username and app password." }]);
    expect(wrong.message).toMatch(/make a new app password/);

    const closed = `http://127.0.0.1:${await freePort()}/`;
    const unreachable = await connect({ serverUrl: closed });
    expect(unreachable.fields).toEqual([{ field: "serverUrl", message: `Ria couldn't reach ${new URL(closed).host}: it did not answer.` }]);

    // An ordinary web site: every address answers with a page.
    const site = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>Welcome</h1>"));
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    const notCalDav = await connect({ serverUrl: siteUrl }).finally(() => site.close());
    expect(notCalDav.fields).toEqual([{ field: "serverUrl", message: `${siteUrl} doesn't answer as a CalDAV calendar server.` }]);
    expect(notCalDav.message).toMatch(/caldav\.icloud\.com/);

    const bad = await connect({ serverUrl: "ftp://example.com", username: "" });
    expect(bad.fields.map((field) => field.field).sort()).toEqual(["serverUrl", "username"]);
    expect(await app.db.prisma.calDavAccount.count({ where: { user: { email: { startsWith: "caldav-" } } } })).toBe(0);
  });

  it("reaches only public addresses unless private servers are allowed, also through a name that resolves to loopback", async () => {
    const { fetch: guarded, close } = createCalDavFetch({ allowPrivate: false });
    try {
      for (const url of [radicale.url, radicale.url.replace("127.0.0.1", "localhost"), radicale.url.replace("127.0.0.1", "[::1]")]) {
        const refused = await guarded(url).catch((error: Error) => error);
        expect(refused).toBeInstanceOf(Error);
        expect((refused as Error).cause).toBeInstanceOf(PrivateAddressError);
      }
    } finally {
      await close();
    }
  });

  it("connects with the password sealed, writes the meetings Ria books there, and follows a change and a cancel", async () => {
    const client = await newClient();
    const connected = await client.connect();
    expect(connected).toMatchObject({ canConnect: true, account: { calendarName: `Work ${clients}`, problem: null, events: 0 } });
    expect(connected.account.lastSyncAt).not.toBeNull();
    const stored = await app.db.prisma.calDavAccount.findUniqueOrThrow({ where: { userId: client.user.id } });
    expect(stored.passwordSealed).toMatch(/^v1\./);
    expect(stored.passwordSealed).not.toContain(radicale.password);
    const viewer = await graphql<{ viewer: { client: { calendarConnection: { account: { calendarName: string } } } } }>(
      app.baseUrl,
      "{ viewer { client { calendarConnection { account { calendarName } } } } }",
      {},
      { cookie: client.cookie },
    );
    expect(viewer.body.data!.viewer.client.calendarConnection.account.calendarName).toBe(`Work ${clients}`);

    const booked = await client.say("Book a meeting with Kavita Shah tomorrow at 11 am");
    const id = booked.actions[0]!.id;
    const written = () => radicale.get(client.calendarUrl, `${id}.ics`);
    await expect.poll(written, { timeout: 20_000 }).toContain(`UID:${id}@ria`);
    expect(await written()).toContain(`DTSTART;TZID=Asia/Kolkata:${wall(0, 11)}`);
    expect(await written()).not.toMatch(/ATTENDEE|ORGANIZER/);

    expect((await client.say("make it 12 pm")).response).toMatch(/^Moved: Meeting with Kavita Shah is now tomorrow at 12:00 pm/);
    await expect.poll(written, { timeout: 20_000 }).toContain(`DTSTART;TZID=Asia/Kolkata:${wall(0, 12)}`);
    // Ria's own meeting, read back from the calendar, is not taken for one of the executive's.
    expect(await client.sync()).toMatchObject({ events: 0, problem: null });
    const agenda = (await client.say("What's on my schedule tomorrow?")).response;
    expect(agenda).toContain("12:00 pm: Meeting with Kavita Shah (30 minutes)");
    expect(agenda).not.toContain("your calendar");

    expect((await client.say("cancel that")).response).toMatch(/^Cancelled Meeting with Kavita Shah/);
    await expect.poll(written, { timeout: 20_000 }).toBeNull();
  });

  it("reads the executive's own events, a weekly one expanded in code, into agenda answers, free/busy and clash warnings", async () => {
    const client = await newClient();
    await client.connect();
    await radicale.put(client.calendarUrl, "board.ics", ownEvent("board@their-app", "Board review", wall(0, 15), wall(0, 16)));
    // A weekly stand-up that began a week before tomorrow: only the rule puts it on tomorrow.
    await radicale.put(
      client.calendarUrl,
      "standup.ics",
      ownEvent("standup@their-app", "Leadership stand-up", wall(-7, 9, 30), wall(-7, 10), "RRULE:FREQ=WEEKLY"),
    );
    expect(await client.sync()).toMatchObject({ lastFetched: 2, lastRemoved: 0, events: 2, problem: null });

    const agenda = (await client.say("What's on my schedule tomorrow?")).response;
    expect(agenda).toContain("• 9:30 am: Leadership stand-up (30 minutes, your calendar)\n• 3:00 pm: Board review (1 hour, your calendar)");
    const busy = (await client.say("Am I free tomorrow morning?")).response;
    expect(busy).toMatch(/^No, you have a meeting tomorrow in the morning/);
    expect(busy).toContain("9:30 am: Leadership stand-up");
    const clash = (await client.say("Book a call with Rahul tomorrow at 3:30 pm")).response;
    expect(clash).toMatch(/^Booked: Call with Rahul tomorrow at 3:30 pm/);
    expect(clash).toMatch(/Heads up: it clashes with “Board review” at \w{3}, \d{1,2} \w{3}, 3:00 pm\./);
  });

  it("syncs incrementally: an unchanged calendar costs a ctag, a change fetches only what changed; the durable job runs it", async () => {
    const client = await newClient();
    for (const n of [1, 2, 3])
      await radicale.put(client.calendarUrl, `e${n}.ics`, ownEvent(`e${n}@their-app`, `Event ${n}`, wall(n, 10), wall(n, 11)));
    const first = await client.connect();
    expect(first.account).toMatchObject({ lastFetched: 3, events: 3 });
    expect(await client.sync()).toMatchObject({ lastFetched: 0, lastRemoved: 0, events: 3 });

    await radicale.put(client.calendarUrl, "e2.ics", ownEvent("e2@their-app", "Event 2 (moved)", wall(2, 12), wall(2, 13)));
    await radicale.remove(client.calendarUrl, "e3.ics");
    await radicale.put(client.calendarUrl, "e4.ics", ownEvent("e4@their-app", "Event 4", wall(4, 10), wall(4, 11)));
    const before = (await app.db.prisma.calDavAccount.findUniqueOrThrow({ where: { userId: client.user.id } })).lastSyncAt!;
    await app.jobs.send(CALDAV_SYNC_QUEUE, { userId: client.user.id }, { singletonKey: client.user.id });
    await expect
      .poll(
        async () => (await app.db.prisma.calDavAccount.findUniqueOrThrow({ where: { userId: client.user.id } })).lastSyncAt!.getTime(),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(before.getTime());
    const after = await app.db.prisma.calDavAccount.findUniqueOrThrow({ where: { userId: client.user.id } });
    expect([after.lastFetched, after.lastRemoved]).toEqual([2, 1]);
    const titles = await app.db.prisma.calDavEvent.findMany({ where: { userId: client.user.id }, orderBy: { title: "asc" } });
    expect(titles.map((event) => event.title)).toEqual(["Event 1", "Event 2 (moved)", "Event 4"]);
    expect(await app.services.calendarAccounts.dueForSync(5)).not.toContain(client.user.id);
  });

  it("shows a rejected password as the error and what to do, and disconnecting deletes the stored login and events", async () => {
    const client = await newClient();
    await radicale.put(client.calendarUrl, "x.ics", ownEvent("x@their-app", "Offsite", wall(1, 10), wall(1, 11)));
    await client.connect();
    // The app password is revoked on the server.
    const password = radicale.password;
    radicale.setPassword("a-new-app-password");
    const failed = await client.sync().finally(() => radicale.setPassword(password));
    expect(failed.problem).toEqual({
      kind: "WRONG_PASSWORD",
      message: "The server refused this username and app password.",
      advice: "Check the username, make a new app password in your account's security settings, then connect again with it.",
    });
    expect(failed.lastSyncAt).not.toBeNull();

    const gone = await client.rest("DELETE");
    expect(await gone.json()).toEqual({ canConnect: true, account: null });
    expect(await app.db.prisma.calDavAccount.count({ where: { userId: client.user.id } })).toBe(0);
    expect(await app.db.prisma.calDavEvent.count({ where: { userId: client.user.id } })).toBe(0);
    expect((await client.rest("POST", "/sync")).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/client/calendar-account`)).status).toBe(401);
  });

  it("syncs a calendar of 500 events (the time is printed, not asserted)", async () => {
    const client = await newClient();
    const seeded = Date.now();
    // One import of 500 events, as a calendar app's "import" does (50 of them weekly for 12 weeks).
    const events = Array.from({ length: 500 }, (_, n) =>
      ownEvent(
        `bulk-${n}@their-app`,
        `Meeting ${n}`,
        wall(n % 60, 9 + (n % 8)),
        wall(n % 60, 10 + (n % 8)),
        ...(n % 10 ? [] : ["RRULE:FREQ=WEEKLY;COUNT=12"]),
      )
        .split("\r\n")
        .slice(3, -1),
    );
    await radicale.importAll(
      client.calendarUrl,
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Their calendar app//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n"),
    );
    const seedMs = Date.now() - seeded;
    await client.connect();
    await app.db.prisma.calDavEvent.deleteMany({ where: { userId: client.user.id } });
    await app.db.prisma.calDavAccount.update({ where: { userId: client.user.id }, data: { ctag: null } });
    const full = Date.now();
    expect(await client.sync()).toMatchObject({ lastFetched: 500, events: 500, problem: null });
    const fullMs = Date.now() - full;
    await radicale.put(
      client.calendarUrl,
      "bulk-7@their-app.ics",
      ownEvent("bulk-7@their-app", "Meeting 7 (moved)", wall(3, 18), wall(3, 19)),
    );
    const one = Date.now();
    expect(await client.sync()).toMatchObject({ lastFetched: 1, events: 500 });
    const oneMs = Date.now() - one;
    const idle = Date.now();
    expect(await client.sync()).toMatchObject({ lastFetched: 0 });
    const idleMs = Date.now() - idle;
    const agenda = Date.now();
    await client.say("What's on my schedule this week?");
    console.info(
      `caldav (${target.name}): 500 events imported into Radicale in ${seedMs} ms; full sync ${fullMs} ms, one change ${oneMs} ms, ` +
        `unchanged ${idleMs} ms; an agenda answer over them ${Date.now() - agenda} ms`,
    );
  });
});

describe("a connected calendar across a restart", () => {
  it("keeps its sealed login and sync state: after the restart the sync fetches nothing and the events are still read", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ria-caldav-restart-"));
    const radicale = await startRadicale();
    const env = testEnv({ DATA_DIR: dir, ...CALDAV_ENV });
    const boot = async () => {
      const app = await buildApp(env);
      return { app, baseUrl: await app.start() };
    };
    let { app, baseUrl } = await boot();
    try {
      await app.db.prisma.user.create({
        data: {
          email: "restart@example.in",
          name: "Restart Exec",
          role: "CLIENT",
          passwordHash: await hashPassword("client password", TEST_SCRYPT_COST),
          client: { create: { company: "R Ltd", planId: "elite", status: "active" } },
        },
      });
      const signIn = async () => {
        const login = await fetch(`${baseUrl}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
          body: JSON.stringify({ username: "restart@example.in", password: "client password", accountType: "CLIENT" }),
        });
        return login.headers.get("set-cookie")!.split(";")[0]!;
      };
      let cookie = await signIn();
      const calendarUrl = await radicale.makeCalendar("restart", "Restart");
      await radicale.put(calendarUrl, "offsite.ics", ownEvent("offsite@their-app", "Offsite", wall(0, 10), wall(0, 12)));
      const post = (suffix: string, body: unknown) =>
        fetch(`${baseUrl}/api/client/calendar-account${suffix}`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        }).then((response) => response.json());
      expect((await post("", { serverUrl: radicale.url, username: radicale.username, password: radicale.password })).account).toMatchObject(
        {
          lastFetched: 1,
        },
      );
      await app.stop();
      ({ app, baseUrl } = await boot());
      cookie = await signIn();
      expect((await post("/sync", {})).account).toMatchObject({ lastFetched: 0, events: 1, problem: null });
      const reply = await fetch(`${baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ message: "What's on my schedule tomorrow?" }),
      }).then((response) => response.json());
      expect(reply.response).toContain("10:00 am: Offsite (2 hours, your calendar)");
    } finally {
      await app.stop();
      await radicale.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
