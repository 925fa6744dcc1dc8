/** One word or punctuation mark of a message, with where it sits in the original text. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// Words keep inner apostrophes ("don't", "Sharma's"); digits and letters run together ("11am", "1:1" splits at ":").
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;

/**
 * Splits a message into tokens the way the understanding model was trained: words, numbers and single punctuation
 * marks. The training data goes through this same function, so model and runtime never disagree about a token.
 */
export function tokenize(text: string): Token[] {
  return [...text.normalize("NFC").matchAll(TOKEN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The key a token is looked up by in the word vocabulary: lower case, every digit 0, so "5" and "7" share one entry. */
export function wordKey(token: string): string {
  return token.toLowerCase().replace(/\p{N}/gu, "0");
}
