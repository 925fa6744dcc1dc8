// Which open list item a message about a done thing means: by the words they share, each at its stem.

/** The open items sharing the most words with a phrase; none when no word is shared. */
export function bestMatches<Item extends { title: string }>(open: Item[], phrase: string): Item[] {
  const words = matchWords(phrase).filter((word) => !/^(?:the|and|for|with|has|have|been|done|mark)$/.test(word));
  const score = (title: string) => {
    const own = matchWords(title);
    return words.filter((word) => own.some((other) => other === word || (word.length > 2 && other.includes(word)))).length;
  };
  const best = Math.max(0, ...open.map((item) => score(item.title)));
  return best === 0 ? [] : open.filter((item) => score(item.title) === best);
}

/** The items whose title has every word of a phrase ("GST filing" is "File GST", "GST filing for October"). */
export function wholeMatches<Item extends { title: string }>(open: Item[], phrase: string): Item[] {
  const words = matchWords(phrase).filter((word) => !/^(?:the|and|for|with|has|have|been|done|mark)$/.test(word));
  return words.length === 0 ? [] : open.filter((item) => words.every((word) => matchWords(item.title).includes(word)));
}

// "Sent the deck" ticks off "send the deck": the few past forms a done thing is told in.
const IRREGULAR: Record<string, string> = {
  sent: "send",
  paid: "pay",
  bought: "buy",
  made: "make",
  got: "get",
  gave: "give",
  met: "meet",
  wrote: "write",
  spoke: "speak",
  took: "take",
  told: "tell",
  filed: "file",
};

/**
 * A phrase's words, each at its stem ("called" and "calling" are "call", "invoice" and "invoices" "invoic"), of three
 * letters or more, or shorter when written in capitals ("CA", "HR").
 */
function matchWords(phrase: string): string[] {
  return phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 || (word.length === 2 && word === word.toUpperCase() && /\p{L}/u.test(word)))
    .map((word) => {
      const lower = word.toLowerCase();
      const base = IRREGULAR[lower] ?? lower;
      return base.replace(/(?<=\p{L}{3})(?:ed|ing|es|s)$/u, "").replace(/(?<=\p{L}{3})e$/u, "");
    });
}
