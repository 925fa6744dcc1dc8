import { describe, expect, it } from "vitest";
import { repairSpans } from "./repair-spans.ts";

const span = (text: string, slot: string, part: string) => {
  const start = text.indexOf(part);
  return { slot, text: part, start, end: start + part.length, confidence: 1 } as Parameters<typeof repairSpans>[1][number];
};

describe("repairing the model's spans", () => {
  it("gives a time the day word just before it, so the day is never lost", () => {
    const text = "Remind me yesterday at 5pm to file taxes";
    expect(repairSpans(text, [span(text, "TIME", "at 5pm"), span(text, "TASK", "file taxes")])[0]!.text).toBe("yesterday at 5pm");
  });

  it("gives a run of days the weekday it starts on, and nothing else the weekday before a move", () => {
    const run = "Show my calendar Wed through Fri";
    expect(repairSpans(run, [span(run, "TIME", "through Fri")])[0]!.text).toBe("Wed through Fri");
    const move = "Move Monday's meeting to Tuesday";
    expect(repairSpans(move, [span(move, "TIME", "to Tuesday")])[0]!.text).toBe("to Tuesday");
  });

  it("gives a day the clock said right after it, and a range cut at its dash its end", () => {
    const day = "Coffee with Anjali tomorrow 11am";
    expect(repairSpans(day, [span(day, "TIME", "tomorrow")]).map((s) => s.text)).toEqual(["tomorrow 11am"]);
    const range = "Monday 2-4pm - am I clear?";
    expect(repairSpans(range, [span(range, "TIME", "Monday 2-"), span(range, "REF", "4pm")]).map((s) => s.text)).toEqual(["Monday 2-4pm"]);
    const length = "Board prep on Thursday 2:30 pm - 90 mins";
    expect(repairSpans(length, [span(length, "TIME", "on Thursday 2:30 pm -")]).map((s) => s.text)).toEqual(["on Thursday 2:30 pm -"]);
    const clocked = "Call at 3 pm 4pm is taken";
    expect(repairSpans(clocked, [span(clocked, "TIME", "at 3 pm")]).map((s) => s.text)).toEqual(["at 3 pm"]);
  });

  it("takes months for a time, never for a name", () => {
    const text = "Quarterly review on the first Monday of Jan, Apr, Jul and Oct at 11 am";
    expect(repairSpans(text, [span(text, "PERSON", "Jul and Oct")])[0]!.slot).toBe("TIME");
    const name = "Lunch with June at 1";
    expect(repairSpans(name, [span(name, "PERSON", "June at")])[0]!.slot).toBe("PERSON");
  });

  it("gives a reference the name said between its article and it", () => {
    const text = "What time's the Acme demo again?";
    expect(repairSpans(text, [span(text, "REF", "demo")])[0]!.text).toBe("Acme demo");
    const plain = "When is the demo?";
    expect(repairSpans(plain, [span(plain, "REF", "demo")])[0]!.text).toBe("demo");
  });

  it("takes a clock the model marked as content for the time", () => {
    const text = "Set up a daily 8am call with the Singapore office";
    expect(repairSpans(text, [span(text, "TASK", "8am"), span(text, "TASK", "call")]).map((s) => s.slot)).toEqual(["TIME", "TASK"]);
  });

  it("never cuts a code joined by a hyphen or a slash", () => {
    const text = "Add pay invoice crash-759 to my task list";
    expect(repairSpans(text, [span(text, "ITEM", "pay invoice crash-")])[0]!.text).toBe("pay invoice crash-759");
    expect(repairSpans(text, [span(text, "ITEM", "pay invoice crash")])[0]!.text).toBe("pay invoice crash-759");
    const hyphenated = "All-hands on the first Friday of each month at 10 am";
    expect(repairSpans(hyphenated, [span(hyphenated, "TASK", "hands")])[0]!.text).toBe("All-hands");
    const po = "Remind me to chase PO 4471/B/2026 tomorrow";
    expect(repairSpans(po, [span(po, "TASK", "chase PO 4471")])[0]!.text).toBe("chase PO 4471/B/2026");
  });

  it("gives a time the short day word, the decimal and the corrected clock the model cut from it", () => {
    const short = "Sinha ji se kl 11 bje milna hai";
    expect(repairSpans(short, [span(short, "TIME", "11 bje")])[0]!.text).toBe("kl 11 bje");
    const decimal = "report bhejna hai, 2.5 ghante baad yaad dilana";
    const repaired = repairSpans(decimal, [
      span(decimal, "TASK", "report bhejna"),
      span(decimal, "TASK", "2"),
      span(decimal, "TIME", "5 ghante baad"),
    ]);
    expect(repaired.map((s) => s.text)).toEqual(["report bhejna", "2.5 ghante baad"]);
    const voice = "call with dev tomorrow at five no make it seven";
    const clock = repairSpans(voice, [span(voice, "TIME", "tomorrow at five no"), span(voice, "DURATION", "seven")]);
    expect(clock.map((s) => [s.slot, s.text])).toEqual([["TIME", "tomorrow at five no make it seven"]]);
  });

  it("leaves a day word that another part already holds", () => {
    const text = "call kal at 5";
    expect(repairSpans(text, [span(text, "TASK", "call kal"), span(text, "TIME", "at 5")])[1]!.text).toBe("at 5");
  });

  it("gives an honorific the name said before it", () => {
    const text = "Rajiv ji's meeting please make it 4:15 pm.";
    expect(repairSpans(text, [span(text, "REF", "ji's meeting")])[0]!.text).toBe("Rajiv ji's meeting");
  });

  it("joins a time its correction split", () => {
    const text = "at 3 no wait 3:30";
    expect(repairSpans(text, [span(text, "TIME", "at 3"), span(text, "TIME", "3:30")])).toMatchObject([{ text: "at 3 no wait 3:30" }]);
  });

  it("joins a time split by 'no make it'", () => {
    const text = "tomorrow at six pm no make it six thirty";
    const spans = [span(text, "TIME", "tomorrow at six pm"), span(text, "TIME", "six thirty")];
    expect(repairSpans(text, spans)).toMatchObject([{ text }]);
  });

  it("gives the clock's hour from a repeat to the am or pm marked after it", () => {
    const text = "weekly sync every Thursday 5 pm";
    const spans = repairSpans(text, [span(text, "RECUR", "every Thursday 5"), span(text, "TIME", "pm")]);
    expect(spans.map(({ slot, text: part, start, end }) => [slot, part, text.slice(start, end)])).toEqual([
      ["RECUR", "every Thursday", "every Thursday"],
      ["TIME", "5 pm", "5 pm"],
    ]);
  });
  it("reads a time said after a correction as correcting the times before it, whatever was said between", () => {
    const payroll = "Remind me tomorrow at 3 to approve payroll, actually make it 2:30";
    const times = repairSpans(payroll, [
      span(payroll, "TIME", "tomorrow at 3"),
      span(payroll, "TASK", "approve payroll"),
      span(payroll, "TIME", "2:30"),
    ]);
    expect(times.filter((s) => s.slot === "TIME").map((s) => s.text)).toEqual(["tomorrow at 3 no 2:30"]);
    const monday = "Monday ko team ke saath meeting rakho 9:30 pe... nahi, 9:45 kar do";
    const hinglish = repairSpans(monday, [span(monday, "TIME", "Monday ko"), span(monday, "TIME", "9:30"), span(monday, "TIME", "9:45")]);
    expect(hinglish.map((s) => s.text)).toEqual(["Monday ko 9:30 no 9:45"]);
    const two = "Remind me at 3 to call Raj and at 5 to call Sita";
    expect(repairSpans(two, [span(two, "TIME", "at 3"), span(two, "TIME", "at 5")]).map((s) => s.text)).toEqual(["at 3", "at 5"]);
  });
  it("reads a clock after a correction at the end as correcting, when the model left it unmarked", () => {
    const sunil = "Book a call with Sunil on Thursday at 3, actually make it 4";
    const times = repairSpans(sunil, [span(sunil, "PERSON", "Sunil"), span(sunil, "TIME", "on Thursday at 3")]);
    expect(times.filter((s) => s.slot === "TIME").map((s) => s.text)).toEqual(["on Thursday at 3 no 4"]);
    const room = "Book room 4 on Thursday at 3";
    expect(repairSpans(room, [span(room, "TIME", "on Thursday at 3")]).map((s) => s.text)).toEqual(["on Thursday at 3"]);
  });

  it("gives a time the date the model cut from its 'on the'", () => {
    const text = "remind me on the thirtieth at eleven fifteen to renew the domain";
    const repaired = repairSpans(text, [
      span(text, "TIME", "on the"),
      span(text, "TASK", "thirtieth"),
      span(text, "TIME", "at eleven fifteen"),
    ]);
    expect(repaired.map((s) => [s.slot, s.text])).toEqual([
      ["TIME", "on the thirtieth"],
      ["TIME", "at eleven fifteen"],
    ]);
  });

  it("gives an amount the unit the model took for a time", () => {
    const text = "isko 30 min baad kar do";
    expect(repairSpans(text, [span(text, "SHIFT", "30"), span(text, "TIME", "min baad")])).toMatchObject([
      { slot: "SHIFT", text: "30 min baad" },
    ]);
  });
});
