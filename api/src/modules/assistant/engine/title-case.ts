import { COMMON } from "./words.ts";

/**
 * Writes a title the way a sentence is written: "Submit The Report" -> "Submit the report", "CALL RAHUL" -> "Call Rahul".
 * Capitals the user gave names and acronyms ("CFO", "Priya", "iPhone") stay; only words that are never names are lowered.
 */
export function sentenceCase(title: string): string {
  const words = title.split(" ");
  const shouting = /[A-Z]{2}/.test(title) && title === title.toUpperCase() && words.length > 1;
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (shouting) {
        // All capitals hide which words are names: common words are lowered, short others read as acronyms ("GST").
        if (COMMON.has(lower)) return lower;
        return word.length <= 3 ? word : word.charAt(0) + lower.slice(1);
      }
      if (index > 0 && /^[A-Z][a-z']*$/.test(word) && COMMON.has(lower)) return lower;
      return word;
    })
    .join(" ");
}
