import { describe, expect, it } from "vitest";
import { meetingTopic } from "./meeting-topic.ts";

describe("what a meeting is about", () => {
  it.each([
    ["Set up a 45-minute call with Harini and Joel next Monday at 10 am about the pricing revamp.", "the pricing revamp"],
    ["Fix one meeting with Thomas Kurian tomorrow 5 pm regarding the Kerala expansion.", "the Kerala expansion"],
    ["Book a meeting with Arvind about the Q3 plan tomorrow at 4 pm", "the Q3 plan"],
    ["Schedule a call with Meera to discuss the audit findings on Friday", "the audit findings"],
    ["Kal dopahar 3 baje Rakesh aur Sunita ke saath meeting rakh do, budget discuss karna hai", "budget"],
    ["kal Nitin ke saath meeting rakh do, pricing pe baat karni hai", "pricing"],
    ["Monday 11 baje Iyer sir ke saath call rakh do, GST notice ke liye", "GST notice"],
  ])("%s is about %s", (message, topic) => {
    expect(meetingTopic(message)).toBe(topic);
  });

  it("finds none in a time said with 'about', or a pointer", () => {
    expect(meetingTopic("Book a call with Ravi tomorrow at about 4 pm")).toBeUndefined();
    expect(meetingTopic("Set up a meeting with Priya about it on Monday at 3")).toBeUndefined();
    expect(meetingTopic("Book a meeting with Arvind tomorrow at 11 am")).toBeUndefined();
    // "kal ke liye", "1 ghante ke liye": a time or a length, not what it is about.
    expect(meetingTopic("Sonal ke saath meeting rakh do 4 baje, kal ke liye")).toBeUndefined();
    expect(meetingTopic("Friday 3 baje Rohit ke saath 1 ghante ke liye")).toBeUndefined();
  });
});
