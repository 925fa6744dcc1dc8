import { describe, expect, it } from "vitest";
import { cronProblem, firesInMinute, nextRuns } from "./cron.rules.ts";
import { matchesAnyKeyword, parseKeywordList } from "./keywords.ts";
import { ruleInputSchema } from "./rule.rules.ts";

describe("cron expressions", () => {
  it.each(["0 * * * *", "*/15 9-18 * * 1-5", "30 8 * * *", "0 0 1 1 *"])("accepts %s", (expression) => {
    expect(cronProblem(expression)).toBeNull();
  });
  it.each(["* * *", "", "0 * * * * *", "61 * * * *", "0 25 * * *", "every hour"])("refuses %j with a clear message", (expression) => {
    expect(cronProblem(expression)).toMatch(/5 fields|Not a valid cron expression/);
  });
  it("lists the next runs in Asia/Kolkata", () => {
    const from = new Date("2026-11-21T04:00:00Z"); // 09:30 IST
    const runs = nextRuns("0 10 * * *", 3, from).map((at) => at.toISOString());
    expect(runs).toEqual(["2026-11-21T04:30:00.000Z", "2026-11-22T04:30:00.000Z", "2026-11-23T04:30:00.000Z"]);
  });
  it("knows whether it fires in a given minute", () => {
    expect(firesInMinute("30 10 * * *", new Date("2026-11-21T05:00:00Z"))).toBe(true); // 10:30 IST
    expect(firesInMinute("30 10 * * *", new Date("2026-11-21T05:01:00Z"))).toBe(false);
    expect(firesInMinute("* * * * *", new Date("2026-11-21T05:01:00Z"))).toBe(true);
  });
});

describe("keywords", () => {
  it("matches whole words, ignoring case", () => {
    expect(matchesAnyKeyword("This is URGENT!", ["urgent"])).toBe("urgent");
    expect(matchesAnyKeyword("Do it urgently", ["urgent"])).toBeNull();
    expect(matchesAnyKeyword("urgent", ["urgent"])).toBe("urgent");
    expect(matchesAnyKeyword("Need the board deck asap", ["asap", "urgent"])).toBe("asap");
  });
  it("matches phrases and non-Latin scripts", () => {
    expect(matchesAnyKeyword("Please book a  Board Meeting soon", ["board meeting"])).toBe("board meeting");
    expect(matchesAnyKeyword("यह ज़रूरी है", ["ज़रूरी"])).toBe("ज़रूरी");
    expect(matchesAnyKeyword("price? (₹)", ["price"])).toBe("price");
  });
  it("treats keyword text literally", () => {
    expect(matchesAnyKeyword("a+b", ["a+b"])).toBe("a+b");
    expect(matchesAnyKeyword("aab", ["a+b"])).toBeNull();
  });
  it("parses a typed, comma-separated list", () => {
    expect(parseKeywordList(" urgent, asap ,, board meeting ,")).toEqual(["urgent", "asap", "board meeting"]);
  });
});

describe("rule validation", () => {
  const valid = {
    id: "urgent-reply",
    name: "Urgent",
    description: "Reply to urgent messages",
    trigger: "keyword",
    conditions: { keywords: ["urgent"] },
  };
  const problems = (input: object) => {
    const parsed = ruleInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    // The first message per field, as the API reports it.
    for (const issue of parsed.success ? [] : parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
    return found;
  };

  it("fills the spec's defaults: active, no actions", () => {
    expect(ruleInputSchema.parse(valid)).toMatchObject({ active: true, actions: [] });
  });
  it.each([
    [{ id: "has space" }, "id", "Rule id may use letters, digits, - and _ only (no spaces)"],
    [{ id: "x".repeat(500) }, "id", "Rule id must be at most 64 characters"],
    [{ id: "" }, "id", "Rule id is required"],
    [{ name: "  " }, "name", "Name is required"],
    [{ trigger: "sms" }, "trigger", "Trigger must be keyword, email, calendar or cron"],
    [{ conditions: { keywords: [] } }, "conditions.keywords", "A keyword rule needs at least one keyword"],
    [
      { trigger: "cron", conditions: { keywords: [], cronExpression: "* * *" } },
      "conditions.cronExpression",
      expect.stringMatching(/5 fields/),
    ],
    [{ trigger: "cron", conditions: { keywords: [] } }, "conditions.cronExpression", expect.stringMatching(/needs a cron expression/)],
    [{ actions: [{ type: "launch_rocket" }] }, "actions.0.type", expect.stringMatching(/Unknown action type/)],
    [{ actions: [{ type: "send_whatsapp", to: "call me", text: "hi" }] }, "actions.0.to", "A WhatsApp number, digits only"],
  ])("refuses %j", (change, field, message) => {
    expect(problems({ ...valid, ...change })[field]).toEqual(message);
  });
});
