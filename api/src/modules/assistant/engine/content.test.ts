import { describe, expect, it } from "vitest";
import { generateDraft as generate } from "./content-draft.ts";
import { readDraftRequest } from "./draft-request.ts";
import { generateIdeas } from "./content-ideas.ts";
import type { Platform } from "./intent.ts";

const PLATFORMS: Platform[] = ["instagram", "linkedin", "twitter", "email", "general"];
const generateDraft = (platform: Platform, request: string) => generate(platform, readDraftRequest(request));
const words = (text: string) => text.split(/\s+/).filter((w) => w && !w.startsWith("#")).length;

describe("content ideas", () => {
  it("returns exactly the count asked for, all distinct, on every platform", () => {
    for (const platform of PLATFORMS) {
      for (const count of [1, 3, 7, 10]) {
        const ideas = generateIdeas(platform, "sustainable leadership", count);
        expect(ideas).toHaveLength(count);
        expect(new Set(ideas).size).toBe(count);
        for (const idea of ideas) expect(idea).toContain("sustainable leadership");
      }
    }
  });

  it("caps the count at 10 and floors it at 1", () => {
    expect(generateIdeas("linkedin", "hiring", 50)).toHaveLength(10);
    expect(generateIdeas("linkedin", "hiring", 0)).toHaveLength(1);
  });

  it("is deterministic for the same input and varies with the topic", () => {
    expect(generateIdeas("instagram", "Diwali", 5)).toEqual(generateIdeas("instagram", "Diwali", 5));
    const first = (topic: string) => generateIdeas("linkedin", topic, 1)[0]!.replace(topic, "T");
    const openings = new Set(["Diwali", "hiring", "AI in healthcare", "our Q3 results", "remote work"].map(first));
    expect(openings.size).toBeGreaterThan(1);
  });

  it("gives Instagram ideas a format, a hook and hashtags", () => {
    for (const idea of generateIdeas("instagram", "sustainable leadership", 10)) {
      expect(idea).toMatch(/Hashtags: #SustainableLeadership #Leadership$/);
      expect(idea).toMatch(/carousel|reel|story|photo|quote card|poll|post/i);
    }
  });
});

describe("content drafts", () => {
  it("writes a LinkedIn Series B announcement that reads like one", () => {
    const draft = generateDraft("linkedin", "announcing our Series B");
    expect(draft).toMatch(/closed our Series B/);
    expect(words(draft)).toBeGreaterThanOrEqual(120);
    expect(words(draft)).toBeLessThanOrEqual(200);
    expect(draft).toMatch(/message|comment/i);
    expect(draft).toMatch(/#SeriesB/);
    expect(draft).not.toMatch(/\[|\]|undefined/);
  });

  it("keeps every LinkedIn theme professional and 120-200 words with a call to action", () => {
    const topics = [
      "our Series B",
      "the launch of our new app",
      "hiring senior engineers",
      "10 years of the company",
      "our team's Diwali celebrations",
      "our new office in Bengaluru",
      "sustainable leadership",
    ];
    for (const topic of topics) {
      const draft = generateDraft("linkedin", topic);
      expect(words(draft), topic).toBeGreaterThanOrEqual(120);
      expect(words(draft), topic).toBeLessThanOrEqual(200);
      expect(draft, topic).toMatch(/comment|message|let's talk|tell us/i);
    }
  });

  it("keeps an X post within 280 characters and gives an email a subject line", () => {
    expect(generateDraft("twitter", "announcing our Series B").length).toBeLessThanOrEqual(280);
    expect(generateDraft("twitter", "a very long topic ".repeat(30)).length).toBeLessThanOrEqual(280);
    expect(generateDraft("email", "the new leave policy")).toMatch(/^Subject: New leave policy\n/);
    expect(generateDraft("instagram", "Diwali at the office")).toMatch(/#Diwali/);
  });
});
