import { describe, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { understand } from "./understand.ts";

describe("understand: dates around today (now = Sat 21 Nov 2026, 10:00 IST)", () => {
  it.each<Case>([
    {
      text: "Remind me to pay the electricity bill on the 25th",
      kind: "reminder",
      title: "Pay the electricity bill",
      at: "2026-11-25 09:00",
    },
    { text: "remind me on the 3rd to pay salaries", kind: "reminder", at: "2026-12-03 09:00" },
    { text: "remind me on 21/11 at 11 to call Rahul", kind: "reminder", at: "2026-11-21 11:00" },
    { text: "remind me on 5th Jan to call Rahul", kind: "reminder", at: "2027-01-05 09:00" },
    { text: "remind me to call Abhi tomorrow at 4", kind: "reminder", title: "Call Abhi", at: "2026-11-22 16:00" },
    { text: "Set a reminder: board call prep, Monday 8:30am", kind: "reminder", title: "Board call prep", at: "2026-11-23 08:30" },
    { text: "What do I have at 3pm?", kind: "agenda", what: "calendar", label: "today" },
    { text: "what's next on my task list", kind: "list.show" },
  ])("$text", (c) => expectCase(understand(c.text, NOW), c));
});

describe("understand: just after midnight IST (Sun 22 Nov 2026, 00:30 IST = Sat 19:00 UTC)", () => {
  const now = new Date("2026-11-22T00:30:00+05:30");
  it.each<Case>([
    { text: "remind me tomorrow at 9 to call", kind: "reminder", at: "2026-11-23 09:00" },
    { text: "remind me at 9 to call", kind: "reminder", at: "2026-11-22 09:00" },
    { text: "remind me tonight to call", kind: "reminder", at: "2026-11-22 21:00" },
    { text: "what's on my calendar today", kind: "agenda", from: "2026-11-22 00:00", to: "2026-11-23 00:00" },
  ])("$text", (c) => expectCase(understand(c.text, now), c));
});

describe("understand: late at night (Sat 21 Nov 2026, 23:50 IST)", () => {
  const now = new Date("2026-11-21T23:50:00+05:30");
  it.each<Case>([
    { text: "remind me in 20 minutes to sleep", kind: "reminder", at: "2026-11-22 00:10" },
    { text: "raat 12 baje dawai lena yaad dilana", kind: "reminder", title: "Take medicine", at: "2026-11-22 00:00" },
    { text: "remind me this evening to call Mom", kind: "clarify", reason: "past" },
  ])("$text", (c) => expectCase(understand(c.text, now), c));
});
