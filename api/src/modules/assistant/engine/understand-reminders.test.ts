import { describe, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { understand } from "./understand.ts";

// now = Sat 21 Nov 2026, 10:00 IST
const CASES: Case[] = [
  { text: "Remind me to call Rahul tomorrow at 5pm", kind: "reminder", title: "Call Rahul", at: "2026-11-22 17:00" },
  { text: "remind me in 2 hours to review the Q3 numbers", kind: "reminder", title: "Review the Q3 numbers", at: "2026-11-21 12:00" },
  { text: "Ping me in 30 minutes to join the call", kind: "reminder", title: "Join the call", at: "2026-11-21 10:30" },
  { text: "remind me in an hour to stretch", kind: "reminder", title: "Stretch", at: "2026-11-21 11:00" },
  { text: "Remind me tomorrow to call Rahul", kind: "reminder", title: "Call Rahul", at: "2026-11-22 09:00" },
  {
    text: "remind me day after tomorrow at 4 to follow up with Infosys",
    kind: "reminder",
    title: "Follow up with Infosys",
    at: "2026-11-23 16:00",
  },
  { text: "remind me next Friday to send the board deck", kind: "reminder", title: "Send the board deck", at: "2026-11-27 09:00" },
  { text: "remind me tonight to check the Q3 numbers", kind: "reminder", title: "Check the Q3 numbers", at: "2026-11-21 21:00" },
  { text: "remind me this evening to call Mom", kind: "reminder", title: "Call Mom", at: "2026-11-21 18:00" },
  {
    text: "remind me tomorrow morning to book flights to Mumbai",
    kind: "reminder",
    title: "Book flights to Mumbai",
    at: "2026-11-22 09:00",
  },
  // Indian date order: day first.
  { text: "set a reminder for 5/12 at 10 to renew the lease", kind: "reminder", title: "Renew the lease", at: "2026-12-05 10:00" },
  { text: "remind me on 5th Dec to file GST", kind: "reminder", title: "File GST", at: "2026-12-05 09:00" },
  { text: "remind me Dec 5 to file GST", kind: "reminder", title: "File GST", at: "2026-12-05 09:00" },
  { text: "remind me on 3/1 to pay advance tax", kind: "reminder", title: "Pay advance tax", at: "2027-01-03 09:00" },
  { text: "remind me on 15 Jan 2027 at 3.30 pm to renew insurance", kind: "reminder", title: "Renew insurance", at: "2027-01-15 15:30" },
  // am/pm defaults: 1-7 without am/pm are afternoon/evening, 8-11 morning; a bare time is the next one ahead.
  { text: "remind me at 5 to leave for the airport", kind: "reminder", title: "Leave for the airport", at: "2026-11-21 17:00" },
  {
    text: "Remind me at 8 to prepare for the board meeting",
    kind: "reminder",
    title: "Prepare for the board meeting",
    at: "2026-11-22 08:00",
  },
  { text: "remind me at 11 to call the bank", kind: "reminder", title: "Call the bank", at: "2026-11-21 11:00" },
  { text: "remind me at 9:30 am to sign the cheques", kind: "reminder", title: "Sign the cheques", at: "2026-11-22 09:30" },
  { text: "Remind me to approve payroll by EOD", kind: "reminder", title: "Approve payroll", at: "2026-11-21 18:00" },
  { text: "Hi Ria, can you please remind me to call Rahul at 5?", kind: "reminder", title: "Call Rahul", at: "2026-11-21 17:00" },
  { text: "Call the auditor tomorrow at 4, remind me", kind: "reminder", title: "Call the auditor", at: "2026-11-22 16:00" },
  { text: "remind me on Saturday at 9am to go to the gym", kind: "reminder", title: "Go to the gym", at: "2026-11-28 09:00" },
  { text: "remind me to submit the report before Friday", kind: "reminder", title: "Submit the report", at: "2026-11-27 09:00" },
  { text: "remind me to write a LinkedIn post tomorrow at 10", kind: "reminder", title: "Write a LinkedIn post", at: "2026-11-22 10:00" },
];

describe("understand: reminders", () => {
  it.each(CASES)("$text", (c) => expectCase(understand(c.text, NOW), c));
});
