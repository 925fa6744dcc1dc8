import { describe, expect, it } from "vitest";
import { LiveOperations } from "./live-operations.ts";

describe("a socket's live operations", () => {
  it("keeps operations by id, forgets one at a time, and hands back those that started when cleared", () => {
    const operations = new LiveOperations();
    const stopped: string[] = [];
    const running = (name: string) => ({ stop: () => void stopped.push(name) });
    operations.set("a", null);
    operations.set("b", running("b"));
    operations.set("a", running("a"));
    operations.set("c", null);
    expect([operations.size, operations.has("a"), operations.has("z"), operations.get("z")]).toEqual([3, true, false, undefined]);
    expect(operations.delete("b")).toBe(true);
    expect(operations.delete("b")).toBe(false);
    for (const operation of operations.clear()) operation.stop();
    expect([stopped, operations.size]).toEqual([["a"], 0]);
  });
});
