import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

describe.each(databaseTargets)("questions about the schedule over REST on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target)));
  afterAll(() => app.close());

  /** A REST caller: keeps the guest cookie the first reply sets, like a browser would. */
  function caller() {
    let cookie = "";
    return async (message: string): Promise<{ response: string; actions: Array<Record<string, unknown>> }> => {
      const response = await fetch(`${app.baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ message }),
      });
      expect(response.status).toBe(200);
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      return response.json();
    };
  }

  it("answers yes when the span is clear, and no with each clashing meeting on its own line", async () => {
    const say = caller();
    // A guest has five answers a day: enough for two meetings and three questions.
    await say("Schedule a meeting with Priya tomorrow at 4 pm");
    const one = (await say("Am I free tomorrow afternoon?")).response;
    expect(one).toMatch(
      new RegExp(
        String.raw`^No, you have a meeting tomorrow in the afternoon \(\w{3}, \d{1,2} \w{3}\):\n` +
          String.raw`• 4:00 pm: Meeting with Priya \(30 minutes\)\n` +
          String.raw`You're free 12:00 pm to 4:00 pm and 4:30 pm to 5:00 pm\.$`,
      ),
    );
    const span = one.slice("No, you have a meeting ".length, one.indexOf(":\n"));
    await say("Schedule a call with Rahul tomorrow at 2 pm for 1 hour");
    expect((await say("Am I free tomorrow afternoon?")).response).toBe(
      `No, you have 2 meetings ${span}:\n• 2:00 pm: Call with Rahul (1 hour)\n• 4:00 pm: Meeting with Priya (30 minutes)\n` +
        "You're free 12:00 pm to 2:00 pm, 3:00 pm to 4:00 pm and 4:30 pm to 5:00 pm.",
    );
    expect((await say("Am I free tomorrow evening?")).response).toBe(`Yes, you're free ${span.replace("afternoon", "evening")}.`);
  });

  it("finds a meeting by person or time, and asks which when two match", async () => {
    const say = caller();
    await say("Schedule a call with Farida Khan tomorrow at 3 pm");
    await say("Schedule a review with Farida Khan tomorrow at 5 pm");
    const which = await say("cancel the meeting with Farida");
    expect(which.actions).toEqual([]);
    expect(which.response).toMatch(
      /^Which one do you mean\?\n1\. Call with Farida Khan \(.+, 3:00 pm\)\n2\. Review with Farida Khan \(.+, 5:00 pm\)$/,
    );
    const cancelled = await say("the second one");
    expect(cancelled.response).toMatch(/^Cancelled Review with Farida Khan/);
    expect(cancelled.actions).toMatchObject([{ type: "calendar", status: "cancelled" }]);
    const moved = await say("move my 3 pm to 4");
    expect(moved.response).toMatch(/^Moved: Call with Farida Khan is now tomorrow at 4:00 pm for 30 minutes\.$/);
  });

  it("answers questions about the schedule from what is stored, naming the day", async () => {
    const say = caller();
    await say("Schedule a call with Lalitha Menon tomorrow at 3 pm");
    expect((await say("When is my call with Lalitha?")).response).toMatch(
      /^Call with Lalitha Menon is on \w{3}, \d{1,2} \w{3}, 3:00 pm\.$/,
    );
    expect((await say("what's my next meeting?")).response).toMatch(
      /^Your next meeting is Call with Lalitha Menon, tomorrow \(\w{3}, \d{1,2} \w{3}\) at 3:00 pm\.$/,
    );
    expect((await say("how many meetings do I have today?")).response).toMatch(/^You have no meetings today \(\w{3}, \d{1,2} \w{3}\)\.$/);
  });
});
