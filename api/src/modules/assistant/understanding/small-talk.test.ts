import { describe, expect, it } from "vitest";
import { smallTalkOnly } from "./small-talk.ts";

describe("small talk and nothing else", () => {
  it("is a greeting or a goodbye, in English or Hinglish", () => {
    expect(smallTalkOnly("good morning! chai pi li?")).toBe("chat.greet");
    expect(smallTalkOnly("Namaste ji")).toBe("chat.greet");
    expect(smallTalkOnly("Good night, will talk tomorrow.")).toBe("chat.bye");
  });

  it("is not one when the greeting asks Ria for something or about herself", () => {
    for (const message of ["Good morning, remind me at 5 to call Raj", "Hey, what's on today?", "hello are you working", "hi 5 pm"])
      expect(smallTalkOnly(message), message).toBeUndefined();
    expect(smallTalkOnly("Just closed the round!")).toBeUndefined();
  });
});
