import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { freshIp } from "./auth-helpers.ts";

type Reply = {
  response: string;
  actions: Array<{ id: string; type: string; title: string; at?: string; durationMinutes?: number; status: string }>;
};

describe.each(databaseTargets)("follow-ups over REST on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, { TRUST_PROXY: "1" })));
  afterAll(() => app.close());

  /** A REST caller: keeps the guest cookie the first reply sets, like a browser would, from an address of its own. */
  function caller() {
    let cookie = "";
    const ip = freshIp();
    return async (message: string, extra: Record<string, unknown> = {}): Promise<Reply> => {
      const response = await fetch(`${app.baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ message, ...extra }),
      });
      expect(response.status).toBe(200);
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      return (await response.json()) as Reply;
    };
  }

  it("applies make it, move it, add too and cancel that to the last meeting", async () => {
    const say = caller();
    const booked = await say("Schedule a meeting with Priya tomorrow at 4 pm");
    const id = booked.actions[0]!.id;
    expect((await say("make it 6 pm")).response).toMatch(/^Moved: Meeting with Priya is now tomorrow at 6:00 pm for 30 minutes\.$/);
    expect((await say("make it an hour")).response).toBe("Done: Meeting with Priya tomorrow at 6:00 pm now runs for 1 hour.");
    const invited = await say("add Rahul too");
    expect(invited.response).toMatch(/^Added Rahul: Meeting with Priya and Rahul tomorrow at 6:00 pm\.$/);
    const event = await app.db.prisma.calendarEvent.findUniqueOrThrow({ where: { id } });
    expect([event.durationMinutes, event.withWhom, event.title]).toEqual([60, "Priya, Rahul", "Meeting with Priya and Rahul"]);
    expect((await say("cancel that")).response).toMatch(/^Cancelled Meeting with Priya and Rahul/);
    expect(await app.db.prisma.calendarEvent.findUnique({ where: { id } })).toBeNull();
  });

  it("lengthens or shortens a meeting by what is said, and adds to the meeting a time names", async () => {
    const say = caller();
    await say("Schedule a call with Farah tomorrow at 3 pm");
    expect((await say("make it half an hour longer")).response).toBe("Done: Call with Farah tomorrow at 3:00 pm now runs for 1 hour.");
    expect((await say("15 minutes shorter please")).response).toBe("Done: Call with Farah tomorrow at 3:00 pm now runs for 45 minutes.");
    const added = await say("Please add Gaurav to my 3 pm tomorrow");
    expect(added.response).toMatch(/^Added Gaurav: Call with Farah and Gaurav tomorrow at 3:00 pm\.$/);
  });

  it("moves a reminder to another day keeping its time, and uses the caller's name", async () => {
    const say = caller();
    const set = await say("Remind me to call the auditor tomorrow at 3:20 pm", {
      userContext: { name: "Anita Rao", company: "Rao Steel" },
    });
    expect(set.response).toMatch(/call the auditor tomorrow at 3:20 pm/);
    // A weekday three days out in IST: never today or tomorrow, which the reply would name as such.
    const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "Asia/Kolkata" }).format(Date.now() + 3 * 86_400_000);
    const moved = await say(`move it to ${weekday}`);
    expect(moved.response).toMatch(
      new RegExp(`^Moved: I'll remind you to call the auditor on ${weekday.slice(0, 3)}, \\d+ \\w+, 3:20 pm\\.$`),
    );
    const reminder = await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: set.actions[0]!.id } });
    expect(reminder.dueAt.toISOString()).toBe(moved.actions[0]!.at && new Date(moved.actions[0]!.at).toISOString());
    expect((await say("thanks", { userContext: { name: "Anita Rao" } })).response).toMatch(/^You're welcome, Anita!/);
  });

  it("asks for what is missing, keeps the rest, and completes the request from the answer", async () => {
    const say = caller();
    const asked = await say("Remind me to call the bank");
    expect(asked.actions).toEqual([]);
    expect(asked.response).toBe("When should I remind you to call the bank?");
    const done = await say("tomorrow at 5 pm");
    expect(done.actions).toMatchObject([
      { type: "reminder", title: "Call the bank", status: "scheduled", at: expect.stringMatching(/T17:00:00\+05:30$/) },
    ]);
    // A meeting gets no silent default time; a 7 or 8 that nothing settles is asked about.
    expect((await say("Book lunch with Tarun on Friday")).response).toMatch(
      /^What time on \w{3}, \d{1,2} \w{3} should I book lunch with Tarun\?$/,
    );
    expect((await say("Remind me to water the plants tomorrow at 8")).response).toMatch(
      /^Is that 8:00 am or 8:00 pm, \w{3}, \d{1,2} \w{3}\?$/,
    );
    const evening = await say("evening");
    expect(evening.actions).toMatchObject([{ type: "reminder", at: expect.stringMatching(/T20:00:00\+05:30$/) }]);
  });

  it("repeats a reminder by a rule, skips its next occurrence and stops it, and knows the same reminder twice", async () => {
    const say = caller();
    const set = await say("Remind me every weekday at 9 am to check the cash position");
    const id = set.actions[0]!.id;
    expect(set.response).toMatch(
      /^Done\. I'll remind you to check the cash position, every weekday, starting (?:tomorrow|on \w{3}, \d{1,2} \w{3},) /,
    );
    const first = (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id } })).dueAt;
    expect((await say("Remind me every weekday at 9 am to check the cash position")).response).toMatch(/^You already have that reminder/);
    const skipped = await say("skip the next one");
    expect(skipped.response).toMatch(/^Skipped Check the cash position/);
    const after = await app.db.prisma.reminder.findUniqueOrThrow({ where: { id } });
    expect(after.skipped.map((d) => d.getTime())).toEqual([first.getTime()]);
    expect(after.dueAt.getTime()).toBeGreaterThan(first.getTime());
    expect((await say("stop the cash position reminder")).response).toMatch(
      /^Stopped the repeating reminder to check the cash position\.$/,
    );
    expect((await app.db.prisma.reminder.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
  });

  it("asks which of two calls 'my call' means, and never takes a name like Sunil for a Sunday", async () => {
    const say = caller();
    await say("Book a call with Arvind tomorrow at 11 am");
    await say("Book a call with Meena tomorrow at 3 pm");
    const which = await say("Move my call to 5 pm");
    expect(which.actions).toEqual([]);
    expect(which.response).toMatch(/^Which one do you mean\?\n1\. Call with Arvind .*\n2\. Call with Meena /);
    const sunil = await say("Sunil wali call cancel kar do");
    expect(sunil.actions).toEqual([]);
    expect(sunil.response).toContain("“sunil”");
    const calls = await app.db.prisma.calendarEvent.count({
      where: { title: { in: ["Call with Arvind", "Call with Meena"] }, startsAt: { gt: new Date() } },
    });
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("asks which thing a description fits twice, and moves the one a day names to the clock said after 'to'", async () => {
    const say = caller();
    await say("Remind me on Thursday at 11 am to pay the electricity bill");
    await say("Remind me on Thursday at 5 pm to pay the school fees");
    const which = await say("Please shift the payment reminder to Friday");
    expect(which.actions).toEqual([]);
    expect(which.response).toMatch(/^Which one do you mean\?\n1\. Pay the electricity bill .*\n2\. Pay the school fees /);
    await say("Book a meeting with Ankit tomorrow at 2 pm");
    const moved = await say("move my meeting tomorrow to four thirty pm");
    expect(moved.response).toMatch(/^Moved: Meeting with Ankit is now tomorrow at 4:30 pm/);
  });

  it("asks instead of guessing: a person said only by a role, a day left open, a 6 on a later day", async () => {
    const say = caller();
    for (const [message, question] of [
      ["Schedule a call with the vendor on Monday at 2 pm", /^Who is the vendor\?/],
      ["Remind me this weekend at 10 am to get the car serviced", /^Which day should I remind you/],
      ["Book a call with Karan on Monday at 6", /^Is that 6:00 am or 6:00 pm/],
    ] as const) {
      const reply = await say(message);
      expect(reply.actions, message).toEqual([]);
      expect(reply.response, message).toMatch(question);
    }
  });

  it("reads words that point at nothing as a new request: items for a list, a meeting with the person named", async () => {
    const say = caller();
    const added = await say("add toothpaste + shaving cream to groceries");
    expect(added.actions.map((action) => [action.type, action.title])).toEqual([
      ["list", "Toothpaste"],
      ["list", "Shaving cream"],
    ]);
    const items = await app.db.prisma.listItem.findMany({ where: { id: { in: added.actions.map((action) => action.id) } } });
    expect(items.map((item) => item.list)).toEqual(["groceries", "groceries"]);
    const met = await say("Need to see Nitin day after tomorrow, 11:30 works");
    expect(met.actions.map((action) => [action.type, action.title])).toEqual([["calendar", "Meeting with Nitin"]]);
    expect((await say("Add to groceries")).response).toBe("What should I add to your groceries list?");
    const answered = await say("lemons and mint");
    expect(answered.actions.map((action) => action.title)).toEqual(["Lemons", "Mint"]);
  });

  it("ticks off an item by its words when the list it names does not exist, or when its news is told", async () => {
    const say = caller();
    await say("Add follow up with the auditors to my to do list");
    const done = await say("auditors wala follow up complete ho gaya, mark done kar do");
    expect(done.response).toBe("Marked “Follow up with the auditors” as done.");
    await say("To-do mein GST filing daal do");
    expect((await say("GST filing ho gaya")).response).toBe("Marked “GST filing” as done.");
    // News that names nothing on a list stays news.
    expect((await say("Series A ho gaya!")).actions).toEqual([]);
  });

  it("without an earlier action a follow-up is a question, not a guess", async () => {
    const say = caller();
    const reply = await say("cancel that");
    expect(reply.actions).toEqual([]);
    expect(reply.response).not.toMatch(/^Cancelled/);
  });
});
