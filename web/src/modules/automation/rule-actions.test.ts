import { describe, expect, it } from "vitest";
import { actionPayload, describeAction, newAction, readActions } from "./rule-actions";

describe("newAction", () => {
  it("starts each type empty, a task an hour out", () => {
    expect(newAction("reply")).toEqual({ type: "reply", text: "" });
    expect(newAction("send_whatsapp")).toEqual({ type: "send_whatsapp", to: "", text: "" });
    expect(newAction("schedule_task")).toEqual({ type: "schedule_task", input: "", inMinutes: "60" });
    expect(newAction("add_list_item")).toEqual({ type: "add_list_item", title: "" });
    expect(newAction("notify_admin")).toEqual({ type: "notify_admin", text: "" });
  });

  it("keeps the text when the type changes", () => {
    expect(newAction("add_list_item", { type: "reply", text: "Call back" })).toEqual({ type: "add_list_item", title: "Call back" });
    expect(newAction("send_whatsapp", { type: "schedule_task", input: "Ping", inMinutes: "5" })).toEqual({
      type: "send_whatsapp",
      to: "",
      text: "Ping",
    });
  });
});

describe("readActions and actionPayload", () => {
  it("round-trip the api's JSON", () => {
    const stored = [
      { type: "reply", text: "We are on it" },
      { type: "send_whatsapp", to: "919812345678", text: "Heads up" },
      { type: "schedule_task", input: "Follow up", inMinutes: 30 },
      { type: "add_list_item", title: "Review" },
      { type: "notify_admin", text: "Escalate" },
    ];
    expect(readActions(stored).map(actionPayload)).toEqual(stored);
  });

  it("ignores what it does not know", () => {
    expect(readActions(null)).toEqual([]);
    expect(readActions([{ type: "dance" }, 3])).toEqual([]);
  });

  it("leaves a delay that is not a number as typed, for the server to refuse", () => {
    expect(actionPayload({ type: "schedule_task", input: "x", inMinutes: "soon" })).toEqual({
      type: "schedule_task",
      input: "x",
      inMinutes: "soon",
    });
  });
});

describe("describeAction", () => {
  it("says what each action does", () => {
    expect(describeAction({ type: "reply", text: "We are on it" })).toBe("Reply: “We are on it”");
    expect(describeAction({ type: "schedule_task", input: "Follow up", inMinutes: "30" })).toBe("Schedule “Follow up” in 30 min");
  });
});
