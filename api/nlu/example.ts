import { type IntentName, type SlotName, isIntent, isSlot } from "../src/modules/assistant/understanding/labels.ts";
import { tokenize } from "../src/modules/assistant/understanding/tokens.ts";

/** A marked part of an example's text, by character offsets. */
export interface Span {
  slot: SlotName;
  start: number;
  end: number;
}

/** One labelled message: what it asks and where its slots are. `source` says where it came from, for the data record. */
export interface Example {
  intent: IntentName;
  text: string;
  spans: Span[];
  source: string;
}

const SPAN = /\[([A-Z]+) ([^[\]]+?)\s*\]/g;

/** Reads `remind me to [TASK call Rahul] [TIME at 5]` into text and spans; throws on an unknown intent or label. */
export function parseBracketed(intent: string, annotated: string, source: string): Example {
  if (!isIntent(intent)) throw new Error(`${source}: unknown intent "${intent}"`);
  const spans: Span[] = [];
  let text = "";
  let last = 0;
  for (const match of annotated.matchAll(SPAN)) {
    const slot = match[1]!;
    if (!isSlot(slot)) throw new Error(`${source}: unknown slot "${slot}" in ${annotated}`);
    text += annotated.slice(last, match.index);
    spans.push({ slot, start: text.length, end: text.length + match[2]!.length });
    text += match[2]!;
    last = match.index + match[0].length;
  }
  text += annotated.slice(last);
  if (/[[\]]/.test(text)) throw new Error(`${source}: unbalanced brackets in ${annotated}`);
  return { intent, text, spans, source };
}

/** The bracketed form of an example (the inverse of parseBracketed). */
export function toBracketed(example: Example): string {
  let out = "";
  let last = 0;
  for (const span of [...example.spans].sort((a, b) => a.start - b.start)) {
    out += `${example.text.slice(last, span.start)}[${span.slot} ${example.text.slice(span.start, span.end)}]`;
    last = span.end;
  }
  return out + example.text.slice(last);
}

/** Tokens and their BIO tags, as the model is trained on them; a token belongs to a span when it starts inside it. */
export function toTagged(example: Example): { tokens: string[]; tags: string[] } {
  const tokens = tokenize(example.text);
  const tags = tokens.map(() => "O");
  for (const span of example.spans) {
    let first = true;
    tokens.forEach((token, i) => {
      if (token.start >= span.start && token.start < span.end) {
        tags[i] = `${first ? "B" : "I"}-${span.slot}`;
        first = false;
      }
    });
  }
  return { tokens: tokens.map((t) => t.text), tags };
}

/** Reads a phrasings file: `intent<TAB>bracketed text` per line; blank lines and # comments are skipped. */
export function parsePhrasings(content: string, source: string): Example[] {
  const examples: Example[] = [];
  content.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.startsWith("#")) return;
    const [intent, annotated, ...rest] = line.split("\t");
    if (annotated === undefined || rest.length) throw new Error(`${source}:${index + 1}: expected "intent<TAB>text"`);
    examples.push(parseBracketed(intent!.trim(), annotated.trim(), `${source}:${index + 1}`));
  });
  return examples;
}
