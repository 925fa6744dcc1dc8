import type { Example } from "../example.ts";
import { person } from "./lexicon-people.ts";
import { LISTS, TASKS_EN, TASKS_HI } from "./lexicon-things.ts";
import { DURATIONS, TIMES_EN, TIMES_HI, TIMES_VOICE } from "./lexicon-time.ts";
import { parseBracketed } from "../example.ts";

type Rand = () => number;

const CHOICES = ["the first one", "the second one", "the last one", "pehla wala", "doosra", "the one with {p}", "{p} wala", "the 3 pm one"];
const PARTS = ["morning", "evening", "pm", "am", "subah", "shaam", "raat", "in the evening", "in the morning", "night", "afternoon"];

/** Bare answers to Ria's questions ("5 pm", "with Priya", "the second one"), tagged, for the fragment intent. */
export function fragments(rand: Rand, count: number): Example[] {
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)]!;
  const makers: Array<() => string> = [
    () => `[TIME ${pick(TIMES_EN)}]`,
    () => `[TIME ${pick(TIMES_HI)}]`,
    () => `[TIME ${pick(TIMES_VOICE)}]`,
    () => `[TIME ${pick(PARTS)}]`,
    () => `[DURATION ${pick(DURATIONS)}]`,
    () => `with [PERSON ${person(rand)}]`,
    () => `[PERSON ${person(rand)}] ke saath`,
    () => `[LIST ${pick(LISTS)}] list`,
    () => `[REF ${pick(CHOICES).replace("{p}", () => person(rand))}]`,
    () => `[TASK ${pick(TASKS_EN).replace("{p}", () => person(rand))}]`,
    () => `[TASK ${pick(TASKS_HI).replace("{p}", () => person(rand))}]`,
    () => `${pick(["let's say ", "", "", "ok ", "umm "])}[TIME ${pick(TIMES_EN)}]`,
  ];
  return Array.from({ length: count }, (_, i) =>
    parseBracketed("fragment", makers[Math.floor(rand() * makers.length)]!(), `fragments/${i}`),
  );
}
