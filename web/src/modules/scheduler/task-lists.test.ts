import { describe, expect, it } from "vitest";
import { belongsInUpcoming, insertByLaunch } from "./task-lists";

const task = (id: string, launchTime: string) => ({ id, launchTime });

describe("insertByLaunch", () => {
  const list = [task("a", "2026-11-21T10:00:00Z"), task("b", "2026-11-21T12:00:00Z")];

  it("keeps Upcoming soonest first", () => {
    expect(insertByLaunch(list, task("c", "2026-11-21T11:00:00Z"), "soonest-first").map((item) => item.id)).toEqual(["a", "c", "b"]);
    expect(insertByLaunch(list, task("d", "2026-11-21T13:00:00Z"), "soonest-first").map((item) => item.id)).toEqual(["a", "b", "d"]);
  });

  it("keeps the history latest first", () => {
    const history = [...list].reverse();
    expect(insertByLaunch(history, task("c", "2026-11-21T11:00:00Z"), "latest-first").map((item) => item.id)).toEqual(["b", "c", "a"]);
    expect(insertByLaunch(history, task("d", "2026-11-21T13:00:00Z"), "latest-first").map((item) => item.id)).toEqual(["d", "b", "a"]);
  });

  it("never lists a task twice", () => {
    expect(insertByLaunch(list, task("a", "2026-11-21T13:00:00Z"), "soonest-first").map((item) => item.id)).toEqual(["b", "a"]);
  });
});

describe("belongsInUpcoming", () => {
  it("holds scheduled tasks only", () => {
    expect(belongsInUpcoming("scheduled")).toBe(true);
    for (const status of ["completed", "failed", "cancelled"]) expect(belongsInUpcoming(status)).toBe(false);
  });
});
