import { describe, expect, it } from "vitest";
import {
  conditionInputsFor,
  draftOfRule,
  EMPTY_RULE_DRAFT,
  fieldErrorsOf,
  lacksRequiredFields,
  parseKeywords,
  ruleChangesOf,
  ruleInputOf,
} from "./rule-form";

describe("EMPTY_RULE_DRAFT", () => {
  it("is a keyword rule, active, with empty conditions and no actions (spec section 5)", () => {
    expect(EMPTY_RULE_DRAFT).toMatchObject({ trigger: "keyword", active: true, keywords: "", cronExpression: "", actions: [] });
  });
});

describe("parseKeywords", () => {
  it("splits on commas, trims each and drops empty ones", () => {
    expect(parseKeywords(" urgent, asap ,, board meeting ,")).toEqual(["urgent", "asap", "board meeting"]);
    expect(parseKeywords("   ")).toEqual([]);
  });
});

describe("lacksRequiredFields", () => {
  const complete = { ...EMPTY_RULE_DRAFT, id: "urgent", name: "Urgent", description: "Reply fast" };
  it("wants id, name and description, not just whitespace", () => {
    expect(lacksRequiredFields(complete)).toBe(false);
    expect(lacksRequiredFields({ ...complete, id: "  " })).toBe(true);
    expect(lacksRequiredFields({ ...complete, name: "" })).toBe(true);
    expect(lacksRequiredFields({ ...complete, description: " " })).toBe(true);
  });
});

describe("conditionInputsFor", () => {
  it("shows keywords for keyword (and email) rules, cron for cron rules, minutes for calendar rules", () => {
    expect(conditionInputsFor("keyword")).toEqual({ keywords: true, cron: false, minutesBefore: false });
    expect(conditionInputsFor("email")).toEqual({ keywords: true, cron: false, minutesBefore: false });
    expect(conditionInputsFor("cron")).toEqual({ keywords: false, cron: true, minutesBefore: false });
    expect(conditionInputsFor("calendar")).toEqual({ keywords: false, cron: false, minutesBefore: true });
  });
});

describe("ruleInputOf", () => {
  it("sends only the conditions of the chosen trigger, and numbers as numbers", () => {
    const draft = {
      ...EMPTY_RULE_DRAFT,
      id: " nightly ",
      name: "Nightly",
      description: "Every night",
      trigger: "cron" as const,
      keywords: "ignored",
      cronExpression: " 0 22 * * * ",
      actions: [{ type: "schedule_task" as const, input: "Prepare the brief", inMinutes: "30" }],
    };
    expect(ruleInputOf(draft)).toEqual({
      id: "nightly",
      name: "Nightly",
      description: "Every night",
      trigger: "cron",
      active: true,
      conditions: { keywords: [], cronExpression: "0 22 * * *" },
      actions: [{ type: "schedule_task", input: "Prepare the brief", inMinutes: 30 }],
    });
  });

  it("leaves minutes before out when empty (the server's default applies)", () => {
    const draft = { ...EMPTY_RULE_DRAFT, trigger: "calendar" as const };
    expect(ruleChangesOf(draft).conditions).toEqual({ keywords: [] });
    expect(ruleChangesOf({ ...draft, minutesBefore: "10" }).conditions).toEqual({ keywords: [], minutesBefore: 10 });
  });
});

describe("draftOfRule", () => {
  it("turns a saved rule back into the form's values", () => {
    const draft = draftOfRule({
      ruleId: "urgent",
      name: "Urgent",
      description: "Reply fast",
      trigger: "keyword",
      active: false,
      keywords: ["urgent", "asap"],
      cronExpression: null,
      minutesBefore: null,
      actions: [{ type: "reply", text: "We are on it" }, { type: "mystery" }],
    });
    expect(draft).toEqual({
      ...EMPTY_RULE_DRAFT,
      id: "urgent",
      name: "Urgent",
      description: "Reply fast",
      active: false,
      keywords: "urgent, asap",
      actions: [{ type: "reply", text: "We are on it" }],
    });
  });
});

describe("fieldErrorsOf", () => {
  it("keys the server's messages as the form's inputs, first message per input", () => {
    expect(
      fieldErrorsOf([
        { field: "id", message: "This id is taken" },
        { field: "conditions.keywords.1", message: "Keywords cannot be empty" },
        { field: "conditions.cronExpression", message: "A cron expression has 5 fields" },
        { field: "actions.0.text", message: "Reply text is required" },
        { field: "id", message: "second" },
      ]),
    ).toEqual({
      id: "This id is taken",
      "conditions.keywords": "Keywords cannot be empty",
      "conditions.cronExpression": "A cron expression has 5 fields",
      "actions.0.text": "Reply text is required",
    });
  });
});
