import { escapeRegExp } from "../../rules/plain-text.rules.ts";

/**
 * Whether any keyword occurs in the text as a whole word (or phrase), ignoring case:
 * "urgent" matches "This is URGENT!" but not "urgently". Works for any script, not just ASCII.
 */
export function matchesAnyKeyword(text: string, keywords: readonly string[]): string | null {
  for (const keyword of keywords) {
    const trimmed = keyword.trim();
    if (!trimmed) continue;
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}_])${escapeRegExp(trimmed).replace(/\s+/g, "\\s+")}(?=$|[^\\p{L}\\p{N}_])`, "iu");
    if (pattern.test(text)) return trimmed;
  }
  return null;
}

/** Spec section 5: keywords are typed comma-separated; each is trimmed and empty ones dropped. */
export function parseKeywordList(typed: string): string[] {
  return typed
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
