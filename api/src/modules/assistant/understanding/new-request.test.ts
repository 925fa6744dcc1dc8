import { describe, expect, it } from "vitest";
import { interpret } from "./interpret.ts";
import { NOW, reading } from "./follow-up-readings.ts";

describe("a change whose words may point at nothing", () => {
  it("adds to the list a sentence names when nothing matches", () => {
    const request = interpret(
      reading("action.change", "add dhaniya pudina and lemons to groceries", [
        ["PERSON", "dhaniya pudina"],
        ["ITEM", "lemons"],
        ["REF", "groceries"],
      ]),
      NOW,
    );
    expect(request).toMatchObject({
      kind: "change",
      ifNoneMatch: { kind: "list.add", items: ["Dhaniya pudina", "Lemons"], list: "groceries" },
    });
  });

  it("books a meeting with the person named when no word moves anything", () => {
    const seeing = interpret(
      reading("action.change", "Need to see Nitin day after tomorrow, 11:30 works", [
        ["REF", "Nitin"],
        ["TIME", "day after tomorrow, 11:30"],
      ]),
      NOW,
    );
    expect(seeing).toMatchObject({ kind: "change", ifNoneMatch: { kind: "meeting", title: "Meeting with Nitin", people: ["Nitin"] } });
    const moving = interpret(
      reading("action.change", "Move Nitin to day after tomorrow, 11:30", [
        ["REF", "Nitin"],
        ["TIME", "day after tomorrow, 11:30"],
      ]),
      NOW,
    );
    expect(moving).toMatchObject({ kind: "change" });
    expect(moving).not.toHaveProperty("ifNoneMatch");
  });

  it("adds to a list when no change can be read and the sentence names the list", () => {
    const request = interpret(reading("action.change", "groceries mein 2 kg aloo add karo", [["PLACE", "groceries"]]), NOW);
    expect(request).toEqual({ kind: "list.add", items: ["2 kg aloo"], list: "groceries" });
  });

  it("carries news of something done, to tick it off when it is on a list", () => {
    expect(interpret(reading("chat.ack", "GST filing ho gaya", []), NOW)).toEqual({ kind: "chat", what: "ack", done: "GST filing" });
    expect(interpret(reading("out_of_scope", "Electricity bill paid.", []), NOW)).toEqual({
      kind: "chat",
      what: "decline",
      done: "Electricity bill",
    });
    expect(interpret(reading("chat.ack", "Long day today", []), NOW)).toEqual({ kind: "chat", what: "ack" });
  });

  it("asks who someone known only through someone else is, and which day a month means", () => {
    const cousin = interpret(
      reading("meeting.create", "Set up lunch with my wife's cousin on Saturday at 1 pm", [["TIME", "on Saturday at 1 pm"]]),
      NOW,
    );
    expect(cousin).toMatchObject({ kind: "ask", question: "Who is your wife's cousin? Tell me their name and I'll book it." });
    const early = interpret(
      reading("reminder.create", "Remind me in early December at 9 am to renew the policy", [
        ["TIME", "at 9 am"],
        ["TASK", "renew the policy"],
      ]),
      NOW,
    );
    expect(early).toMatchObject({ kind: "ask", pending: { missing: "day" } });
    const hinglish = "Papa ka birthday December mein hai, 10 baje gift order karne ka reminder laga do";
    expect(
      interpret(
        reading("reminder.create", hinglish, [
          ["TIME", "10 baje"],
          ["TASK", "gift order karne"],
        ]),
        NOW,
      ),
    ).toMatchObject({
      kind: "ask",
      pending: { missing: "day" },
    });
  });

  it("sets a repeating reminder a change named, when there is none yet", () => {
    const yoga = interpret(
      reading("action.change", "Yoga reminder every Tuesday and Thursday at 6:30 am please.", [
        ["REF", "Yoga reminder"],
        ["RECUR", "every Tuesday and Thursday"],
        ["TIME", "at 6:30 am"],
      ]),
      NOW,
    );
    expect(yoga).toMatchObject({
      kind: "change",
      ifNoneMatch: { kind: "reminder", title: "Yoga", repeat: { rule: "FREQ=WEEKLY;BYDAY=TU,TH" } },
    });
  });

  it("repeats a daily or weekday standup, whose kind says when", () => {
    const daily = interpret(
      reading("meeting.create", "Set up a daily standup with the product team at 9:30, 15 minutes", [
        ["TASK", "daily standup"],
        ["PERSON", "the product team"],
        ["TIME", "at 9:30"],
        ["DURATION", "15 minutes"],
      ]),
      NOW,
    );
    expect(daily).toMatchObject({ kind: "meeting", minutes: 15, repeat: { rule: "FREQ=DAILY" } });
    const weekday = interpret(
      reading("meeting.create", "Book a weekday standup at 10:30 with Karan and Meera", [
        ["TASK", "weekday standup"],
        ["TIME", "at 10:30"],
        ["PERSON", "Karan and Meera"],
      ]),
      NOW,
    );
    expect(weekday).toMatchObject({ kind: "meeting", repeat: { rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" } });
  });

  it("keeps adding a person to a meeting a pronoun or a kind names", () => {
    const request = interpret(
      reading("action.change", "add Sunil to it", [
        ["PERSON", "Sunil"],
        ["REF", "it"],
      ]),
      NOW,
    );
    expect(request).not.toHaveProperty("ifNoneMatch");
  });
});
