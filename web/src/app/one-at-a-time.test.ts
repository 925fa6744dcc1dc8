import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("runs a request made meanwhile once, after the run in flight, with the latest start", () => {
    const schedule = oneAtATime();
    const log: string[] = [];
    const finish: Array<() => void> = [];
    const start = (name: string) => (done: () => void) => {
      log.push(`start ${name}`);
      finish.push(() => (log.push(`end ${name}`), done()));
    };
    schedule(start("a"));
    schedule(start("b"));
    schedule(start("c"));
    expect(log).toEqual(["start a"]);
    finish.shift()!();
    expect(log).toEqual(["start a", "end a", "start c"]);
    finish.shift()!();
    expect(log).toEqual(["start a", "end a", "start c", "end c"]);
    schedule(start("d"));
    expect(log.at(-1)).toBe("start d");
  });
});
