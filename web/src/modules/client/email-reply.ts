/** How much of a received email the approvals card shows: enough to recall it, not to read it there. */
export const EXCERPT_LENGTH = 200;

/** The start of an email on one line, cut at a word with an ellipsis when it runs longer than `length`. */
export function emailExcerpt(text: string, length = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a card says when the server could not be reached. */
export const UNREACHABLE = "Ria could not be reached. Please try again.";
