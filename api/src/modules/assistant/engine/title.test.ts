import { describe, expect, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { sentenceCase } from "./title-case.ts";
import { toSpokenTitle, toTitle } from "./title.ts";
import { understand } from "./understand.ts";

describe("titles: what Ria writes in the reminder or the calendar", () => {
  it("turns the user's pronouns, so the title speaks to them", () => {
    expect(toSpokenTitle("take my medicine")).toBe("Take your medicine");
    expect(toSpokenTitle("my passport expires")).toBe("Your passport expires");
    expect(toSpokenTitle("tell Rahul I'm late")).toBe("Tell Rahul you're late");
    expect(toSpokenTitle("call the US office")).toBe("Call the US office");
    // Task lists keep the user's own words: a note to self.
    expect(toTitle("ask my CA about the audit")).toBe("Ask my CA about the audit");
  });

  it("strips urgency and reminder filler, which say how, not what", () => {
    expect(toTitle("asap to call the lawyer")).toBe("Call the lawyer");
    expect(toTitle("call the lawyer, it's urgent")).toBe("Call the lawyer");
    expect(toTitle("call the lawyer urgently")).toBe("Call the lawyer");
    expect(toTitle("remember to pay rent")).toBe("Pay rent");
  });

  it("keeps capitals only for names and acronyms", () => {
    expect(sentenceCase("Submit The Report To Priya")).toBe("Submit the report to Priya");
    expect(sentenceCase("CALL RAHUL ABOUT THE GST")).toBe("call Rahul about the GST");
    expect(sentenceCase("Call the CFO about the iPhone order")).toBe("Call the CFO about the iPhone order");
  });

  it.each<Case>([
    { text: "remind me to take my medicine at 9 pm", kind: "reminder", title: "Take your medicine" },
    { text: "This is urgent, please remind me to call the CFO at 4", kind: "reminder", title: "Call the CFO" },
    { text: "Urgent: schedule a call with the CEO tomorrow at 3", kind: "calendar", title: "Call with the CEO" },
    { text: "Important - remind me to pay the GST tomorrow", kind: "reminder", title: "Pay the GST" },
    { text: "remind me asap to call the lawyer at 5", kind: "reminder", title: "Call the lawyer" },
    { text: "Please remind me to Submit The Report by Friday", kind: "reminder", title: "Submit the report" },
    { text: "REMIND ME TO CALL RAHUL AT 5 PM", kind: "reminder", title: "Call Rahul" },
    { text: "Schedule A Meeting With Priya Tomorrow At 4", kind: "calendar", title: "Meeting with Priya" },
    { text: "Book dinner with my wife on Friday", kind: "calendar", title: "Dinner with your wife", minutes: 90 },
    { text: "Book lunch with the Tata team on Monday", kind: "calendar", title: "Lunch with the Tata team", minutes: 60 },
  ])("$text", (c) => expectCase(understand(c.text, NOW), c));
});
