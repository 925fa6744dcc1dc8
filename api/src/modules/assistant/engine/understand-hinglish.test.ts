import { describe, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { understand } from "./understand.ts";

// now = Sat 21 Nov 2026, 10:00 IST. kal = tomorrow, parso = day after; subah 9, dopahar 2, shaam 6, raat 9.
const CASES: Case[] = [
  { text: "kal shaam 6 baje Rahul ko call karna yaad dilana", kind: "reminder", title: "Call Rahul", at: "2026-11-22 18:00" },
  {
    text: "parso subah 10 baje board deck review karna yaad dila dena",
    kind: "reminder",
    title: "Review board deck",
    at: "2026-11-23 10:00",
  },
  { text: "2 ghante mein Priya ko email karna remind karna", kind: "reminder", title: "Email Priya", at: "2026-11-21 12:00" },
  { text: "raat 10 baje dawai lena yaad dilana", kind: "reminder", title: "Take medicine", at: "2026-11-21 22:00" },
  { text: "kal dopahar Anil se milna yaad dilana", kind: "reminder", title: "Meet Anil", at: "2026-11-22 14:00" },
  { text: "aaj shaam saade 7 baje Mom ko call karna yaad dilana", kind: "reminder", title: "Call Mom", at: "2026-11-21 19:30" },
  { text: "remind me kal subah to file GST", kind: "reminder", title: "File GST", at: "2026-11-22 09:00" },
  { text: "kal subah 8 baje gym jaana yaad dilana", kind: "reminder", title: "Go to the gym", at: "2026-11-22 08:00" },
  { text: "Priya ko report bhejna kal yaad dilana", kind: "reminder", title: "Send report to Priya", at: "2026-11-22 09:00" },
  { text: "remind karna kal 5 baje Sharma ji ko payment karna", kind: "reminder", title: "Pay Sharma ji", at: "2026-11-22 17:00" },
  { text: "kal 5 baje remind me to call Rahul", kind: "reminder", title: "Call Rahul", at: "2026-11-22 17:00" },
  {
    text: "kal 11 baje CFO ke saath meeting rakh do",
    kind: "calendar",
    title: "Meeting with CFO",
    with: "CFO",
    at: "2026-11-22 11:00",
    minutes: 30,
  },
  {
    text: "somvar ko 3 baje sales team ke saath 45 minute ki meeting fix karo",
    kind: "calendar",
    title: "Meeting with sales team",
    at: "2026-11-23 15:00",
    minutes: 45,
  },
  {
    text: "agle shukravar dopahar 3 baje investors ke saath call rakh do",
    kind: "calendar",
    title: "Call with investors",
    at: "2026-11-27 15:00",
  },
  {
    text: "kal ka schedule kya hai",
    kind: "agenda",
    what: "calendar",
    from: "2026-11-22 00:00",
    to: "2026-11-23 00:00",
    label: "tomorrow",
  },
  { text: "kal kya meetings thi", kind: "agenda", what: "calendar", from: "2026-11-20 00:00", label: "yesterday" },
  { text: "aaj ke reminders dikhao", kind: "agenda", what: "reminders", from: "2026-11-21 00:00", label: "today" },
  { text: "meri tasks dikhao", kind: "list.show" },
  { text: "budget approve karna list mein add karo", kind: "list.add", items: ["Approve budget"] },
  { text: "budget wala task ho gaya", kind: "list.complete", query: "budget" },
  {
    text: "Instagram ke liye 5 post ideas do sustainable leadership pe",
    kind: "content",
    form: "ideas",
    platform: "instagram",
    topic: "sustainable leadership",
    count: 5,
  },
  { text: "namaste Ria", kind: "smalltalk" },
  { text: "shukriya", kind: "smalltalk" },
];

describe("understand: Hinglish", () => {
  it.each(CASES)("$text", (c) => expectCase(understand(c.text, NOW), c));
});
