import { bareSubject, contentSubject } from "./content-topic.ts";
import { anyWord, oneOf, pattern } from "./pattern.ts";

/** What kind of post a draft is; each reads differently (an announcement is not an opinion piece). */
export type DraftTheme = "funding" | "launch" | "hiring" | "milestone" | "festive" | "announcement" | "insight";

/** The facts a draft template needs, taken from the topic without inventing any. */
export interface DraftBrief {
  theme: DraftTheme;
  /** e.g. "our Series B", "sustainable leadership" */
  subject: string;
  /** the subject without a possessive, for headings and hashtags, e.g. "Series B" */
  bare: string;
  /** the funding round when one is named, e.g. "Series B", "seed round" */
  round?: string;
}

const FESTIVAL = anyWord(
  [
    "diwali",
    "deepavali",
    "holi",
    "eid",
    "christmas",
    "pongal",
    "onam",
    "navratri",
    String.raw`durga\s+puja`,
    String.raw`ganesh\s+chaturthi`,
    "lohri",
    "baisakhi",
    String.raw`new\s+year`,
    String.raw`independence\s+day`,
    String.raw`republic\s+day`,
    String.raw`annual\s+day`,
    "offsite",
  ],
  "i",
);
// "Our new office", "we're expanding": news about the company.
const ANNOUNCEMENT = pattern(
  [
    String.raw`^(?:our|the\s+new|new)\b|\b`,
    oneOf([
      "new",
      String.raw`announc\w*`,
      "opening",
      "opened",
      "moving",
      "moved",
      "policy",
      "partnership",
      "partnering",
      "acquisition",
      "acquired",
      "appointed",
      String.raw`welcom\w*`,
      String.raw`expan\w*`,
    ]),
    String.raw`\b`,
  ],
  "i",
);

/** Reads the theme of a draft request from its topic words. */
export function draftBrief(topic: string): DraftBrief {
  const subject = contentSubject(topic);
  const bare = bareSubject(topic);
  const round = /\b(series\s+[a-h]\b|pre-series\s+[a-h]\b|seed(?:\s+round)?|pre-seed(?:\s+round)?|bridge\s+round)/i.exec(topic)?.[1];
  if (round || /\b(?:funding|fund-?raise|raised|investment\s+round|investors?)\b/i.test(topic)) {
    return { theme: "funding", subject, bare, round: round ? formatRound(round) : "latest funding round" };
  }
  if (/\b(?:launch|launching|introducing|unveil|new\s+product|release|now\s+live|go-?live)\b/i.test(topic))
    // "our new cafe launch" -> "our new cafe": the template already says "we're launching".
    return { theme: "launch", subject: subject.replace(/^(?:the\s+)?launch\s+of\s+/i, "").replace(/\s+launch$/i, ""), bare };
  if (/\b(?:hiring|we're\s+hiring|job|jobs|openings?|recruit\w*|join\s+(?:us|our\s+team))\b/i.test(topic)) {
    // "hiring senior engineers" -> "senior engineers": the template already says "we're hiring for".
    const roles = subject.replace(/^(?:we're\s+)?(?:hiring|recruiting)\s+(?:for\s+)?/i, "").trim();
    return { theme: "hiring", subject: roles && !/^(?:hiring|recruiting)$/i.test(roles) ? roles : "several roles", bare };
  }
  if (FESTIVAL.test(topic)) {
    return { theme: "festive", subject, bare };
  }
  if (/\b(?:milestone|anniversary|crossed|celebrat\w*|award|recogni[sz]\w*|\d+\s*(?:years|customers|users|crore))\b/i.test(topic)) {
    return { theme: "milestone", subject, bare };
  }
  if (ANNOUNCEMENT.test(topic)) {
    return { theme: "announcement", subject, bare };
  }
  return { theme: "insight", subject, bare };
}

function formatRound(round: string): string {
  return round
    .replace(/\bseries\s+([a-h])/i, (_m, letter: string) => `Series ${letter.toUpperCase()}`)
    .replace(/^Seed|^Pre-seed/i, (s) => s.toLowerCase());
}
