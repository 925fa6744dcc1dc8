import { describe, expect, it } from "vitest";
import { smallTalkOnly } from "./small-talk.ts";

describe("small talk and nothing else", () => {
  it("is a greeting or a goodbye, in English or Hinglish", () => {
    expect(smallTalkOnly("good morning! chai pi li?")).toBe("chat.greet");
    expect(smallTalkOnly("Namaste ji")).toBe("chat.greet");
    expect(smallTalkOnly("Good night, will talk tomorrow.")).toBe("chat.bye");
  });

  it("is not one when the greeting asks Ria for something or about herself", () => {
    for (const message of ["Good morning, remind me at 5 to call Raj", "Hey, what's on today?", "hi 5 pm"])
      expect(smallTalkOnly(message), message).toBeUndefined();
  });

  it("is news or a mood shared that asks for nothing", () => {
    for (const message of ["We just closed our Series A! 🎉", "badhai do mujhe! beti ka admission ho gaya", "Long day. Three board calls."])
      expect(smallTalkOnly(message), message).toBe("chat.ack");
    const addMilk = { intent: "fragment", slots: [{ slot: "ITEM" as const, text: "milk", start: 4, end: 8, confidence: 1 }] };
    expect(smallTalkOnly("Add milk!", addMilk)).toBeUndefined();
    expect(smallTalkOnly("Reply to Faisal: congrats on the baby!!", { intent: "message.send", slots: [] })).toBeUndefined();
    expect(smallTalkOnly("Great news! Remind me at 5 to call Raj")).toBeUndefined();
  });

  it("is where one has arrived and how it feels, and news the model took for ticking something off", () => {
    expect(smallTalkOnly("Just landed in Bangalore, traffic is insane as usual", { intent: "out_of_scope", slots: [] })).toBe("chat.ack");
    const series = { slot: "ITEM" as const, text: "Series", start: 20, end: 26, confidence: 0.5 };
    expect(smallTalkOnly("We just closed our Series A!! 🎉", { intent: "list.complete", slots: [series] })).toBe("chat.ack");
    const gst = { slot: "ITEM" as const, text: "GST filing", start: 12, end: 22, confidence: 0.9 };
    expect(smallTalkOnly("Finally done with GST filing! cross it off", { intent: "list.complete", slots: [gst] })).toBeUndefined();
  });

  it("asks whether Ria works, however the model read it", () => {
    const outside = { intent: "out_of_scope", slots: [] };
    expect(smallTalkOnly("Is the system working? My previous message is not going", outside)).toBe("health");
    expect(smallTalkOnly("whatsapp pe message nahi ja raha, app chal rahi hai?", outside)).toBe("health");
    expect(smallTalkOnly("hello are you working")).toBe("health");
    expect(smallTalkOnly("Is the stock market down today?", outside)).toBeUndefined();
  });

  it("is a day or a party that went well or wore one out", () => {
    const outside = { intent: "out_of_scope", slots: [] };
    for (const message of ["Diwali party was a blast btw", "Diwali party ekdum mast thi", "aaj ka din bahut hectic tha yaar"])
      expect(smallTalkOnly(message, outside), message).toBe("chat.ack");
    const party = { slot: "ITEM" as const, text: "Diwali party", start: 0, end: 12, confidence: 0.5 };
    expect(smallTalkOnly("Diwali party ekdum mast thi", { intent: "out_of_scope", slots: [party] })).toBe("chat.ack");
    const today = { slot: "TIME" as const, text: "aaj", start: 0, end: 3, confidence: 0.5 };
    expect(smallTalkOnly("aaj ka din bahut hectic tha yaar", { intent: "out_of_scope", slots: [today] })).toBe("chat.ack");
  });
});
