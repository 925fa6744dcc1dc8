import { describe, expect, it } from "vitest";
import { topicHashtags } from "./content-topic.ts";
import { readDraftRequest } from "./draft-request.ts";
import { composeReply } from "./replies.ts";
import { NOW } from "./test-table.ts";
import { understand } from "./understand.ts";

const reply = (text: string) => composeReply(understand(text, NOW), { now: NOW });

describe("draft grammar: purpose, recipient, subject", () => {
  it.each([
    ["Write an email to the team thanking them for the launch", { purpose: "thank", recipient: "the team", subject: "the launch" }],
    ["Draft an email congratulating Priya on her promotion", { purpose: "congratulate", recipient: "Priya", subject: "her promotion" }],
    [
      "Draft an email inviting the leadership team to the offsite",
      { purpose: "invite", recipient: "the leadership team", subject: "the offsite" },
    ],
    ["Write an email to the client apologising for the delay", { purpose: "apologise", recipient: "the client", subject: "the delay" }],
    ["Draft a mail to Rohan following up on the proposal", { purpose: "follow-up", recipient: "Rohan", subject: "the proposal" }],
    [
      "Draft an email to the vendor requesting the revised quote",
      { purpose: "request", recipient: "the vendor", subject: "the revised quote" },
    ],
    [
      "Draft an email declining the partnership offer from Acme",
      { purpose: "decline", recipient: "Acme", subject: "the partnership offer" },
    ],
    ["Write an email reminding the team about the town hall", { purpose: "remind", recipient: "the team", subject: "the town hall" }],
    ["Write a thank you note to the team for the Q3 results", { purpose: "thank", recipient: "the team", subject: "the Q3 results" }],
    ["Draft an invitation for the annual day", { purpose: "invite", subject: "the annual day" }],
    ["Write Diwali wishes for all our clients", { purpose: "wish", recipient: "all our clients", subject: "Diwali" }],
    ["Write a LinkedIn post welcoming our new CTO", { purpose: "welcome", recipient: "our new CTO", subject: "" }],
    ["Draft a LinkedIn post announcing our Series B", { purpose: "announce", subject: "our Series B" }],
    ["Write a tweet about AI in healthcare", { purpose: "share", subject: "AI in healthcare" }],
    [
      "Write a message to the team reminding them to submit timesheets",
      { purpose: "remind", recipient: "the team", subject: "to submit timesheets" },
    ],
    ["draft a farewell email for Suresh", { purpose: "farewell", recipient: "Suresh", subject: "" }],
    ["draft an email to rahul thanking him for his help", { purpose: "thank", recipient: "Rahul", subject: "his help" }],
    ["team ko thank you email likho launch ke liye", { purpose: "thank", recipient: "the team", subject: "the launch" }],
    ["Diwali ke liye clients ko wishes ka email likh do", { purpose: "wish", recipient: "the clients", subject: "Diwali" }],
    ["linkedin post likho hamari Series A funding pe", { purpose: "share", subject: "our Series A funding" }],
  ])("%s", (text, expected) => expect(readDraftRequest(text)).toEqual(expected));
});

describe("drafts say what was asked", () => {
  it("thanks the team in an email asked to thank the team, and announces nothing", () => {
    const text = reply("Write an email to the team thanking them for the launch");
    expect(text).toMatch(/^Here's a draft email thanking the team for the launch:\n\nSubject: Thank you for the launch\n\nHi team,\n\n/);
    expect(text).toContain("I want to say a big thank you for the launch.");
    expect(text).not.toMatch(/launching|changes|announce/i);
  });

  it("speaks to the person an email is for, and about them in a public post", () => {
    expect(reply("Draft an email congratulating Priya on her promotion")).toMatch(/Hi Priya,\n\nCongratulations on your promotion!/);
    expect(reply("Write a LinkedIn post congratulating Priya on her promotion")).toMatch(/Congratulations to Priya on her promotion!/);
  });

  it("composes each purpose in its own words", () => {
    expect(reply("Write an email to the client apologising for the delay")).toContain("I'm sorry for the delay.");
    expect(reply("Draft a mail to Rohan following up on the proposal")).toContain("I'm following up on the proposal.");
    expect(reply("Draft an email inviting the leadership team to the offsite on Friday")).toContain(
      "I'd like to invite you to the offsite on Friday.",
    );
    expect(reply("Draft an email declining the partnership offer from Acme")).toMatch(
      /Dear Acme team,\n\nThank you for the partnership offer/,
    );
    expect(reply("Draft a post wishing everyone a happy Diwali")).toMatch(
      /^Here's a draft post to everyone with Diwali wishes:\n\nWishing everyone a very happy Diwali!/,
    );
  });

  it("never pastes a purpose into a sentence as if it were a topic", () => {
    const text = reply("Write a linkedin post thanking my team for a great quarter");
    expect(text).toMatch(
      /^Here's a draft LinkedIn post thanking your team for a great quarter:\n\nA big thank you to my team for a great quarter\./,
    );
    expect(text).not.toMatch(/Thanking my team for a great quarter is|#Thanking/);
  });
});

describe("hashtags", () => {
  it("come from whole meaningful words of the topic, in CamelCase, at most three", () => {
    expect(topicHashtags("our team's Diwali celebrations")).toEqual(["#DiwaliCelebrations", "#Diwali", "#Celebrations"]);
    expect(topicHashtags("the new leave policy")).toEqual(["#LeavePolicy"]);
    expect(topicHashtags("work-life balance")).toEqual(["#WorkLifeBalance", "#Balance"]);
    expect(topicHashtags("our Series B")).toEqual(["#SeriesB"]);
    expect(topicHashtags("a great quarter")).toEqual([]);
    expect(topicHashtags("women in leadership at Indian startups")).toHaveLength(3);
  });

  it("are the only tags a social draft carries", () => {
    const caption = reply("Draft an instagram caption about our team's Diwali celebrations");
    expect(caption.match(/#\w+/g)).toEqual(["#DiwaliCelebrations", "#Diwali", "#Celebrations"]);
  });
});
