import { describe, expect, it } from "vitest";
import { createReplyIds } from "./reply-ids.ts";

describe("reply-button ids", () => {
  const ids = createReplyIds("app secret");
  const reminder = "0b9c2f7e-3a54-4d55-9a8e-1f0f4a3c2b1d";

  it("reads back what it signed, for the number it was sent to, within Meta's 256 characters", () => {
    const id = ids.sign("snooze", reminder, "919811100000");
    expect(id).toMatch(/^ria1\.snooze\.0b9c2f7e-3a54-4d55-9a8e-1f0f4a3c2b1d\.[A-Za-z0-9_-]{22}$/);
    expect(id.length).toBeLessThanOrEqual(256);
    expect(ids.read(id, "919811100000")).toEqual({ action: "snooze", subjectId: reminder });
  });

  it("refuses an id from another number, with a changed action or reminder, signed with another secret, or made up", () => {
    const id = ids.sign("snooze", reminder, "919811100000");
    expect(ids.read(id, "919811100001")).toBeNull();
    expect(ids.read(id.replace("snooze", "done"), "919811100000")).toBeNull();
    expect(ids.read(id.replace("0b9c2f7e", "0b9c2f7f"), "919811100000")).toBeNull();
    expect(createReplyIds("another secret").read(id, "919811100000")).toBeNull();
    expect(ids.read(reminder, "919811100000")).toBeNull();
    expect(ids.read(`ria1.done.${reminder}.${"A".repeat(22)}`, "919811100000")).toBeNull();
  });
});
