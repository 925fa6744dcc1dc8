// Builders for the long regexes of the grammar, so each alternative or piece gets a line of its own.

/** `(?:a|b|c)`: a regex source matching any one of the alternatives (each a regex source). */
export const oneOf = (alternatives: readonly string[]): string => `(?:${alternatives.join("|")})`;

/** `\b(?:a|b|c)\b`: any one of the words (each a regex source, such as "posts?"), as a whole word. */
export const anyWord = (words: readonly string[], flags?: string): RegExp => new RegExp(String.raw`\b${oneOf(words)}\b`, flags);

/** A regex written as consecutive pieces of its source (String.raw text), read one piece a line. */
export const pattern = (pieces: readonly string[], flags?: string): RegExp => new RegExp(pieces.join(""), flags);
