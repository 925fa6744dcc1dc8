// "End it, we don't need these anymore", "stop it", "Skip December's", "skip the next one": a cancel or a skip said
// outright at the start of a message, which the model has read as small talk or as outside what Ria does.
const CANCELS =
  /^(?:(?:please|pls|ok|okay|actually)[\s,]+)*(?:end|stop|kill|scrap|cancel)\s+(?:it|this|that|them|these|those|(?:this|that)\s+one)\b/i;
const SKIPS = /^(?:(?:please|pls|ok|okay|actually)[\s,]+)*skip\s+(?:it|this|that|the\s+next|next|[a-z]+'s)\b/i;

// "Kindly do the needful.", "Can you handle that for me?", "can you set something up": a request that names nothing.
const NAMES_NOTHING = new RegExp(
  String.raw`^(?:(?:please|pls|kindly|ria|hey|hi|ok|okay)[\s,]+)*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|kindly\s+)?` +
    String.raw`(?:do\s+the\s+needful|handle\s+(?:it|that|this)|take\s+care\s+of\s+(?:it|that|this)|set\s+(?:something|it|that)\s+up|` +
    String.raw`sort\s+(?:it|that|this)\s+out|do\s+(?:it|that|this)|schedule|book|remind\s+me|set\s+(?:a\s+)?reminder)` +
    String.raw`(?:\s+for\s+me)?(?:\s+please)?[\s.?!]*$`,
  "i",
);

/** Whether a message asks for something without saying what: Ria asks what, whatever the model read. */
export const namesNothing = (message: string): boolean => NAMES_NOTHING.test(message.trim());

/** The follow-up a message says outright, if it does. */
export function saidOutright(message: string): "action.cancel" | "action.skip" | undefined {
  const text = message.trim();
  return CANCELS.test(text) ? "action.cancel" : SKIPS.test(text) ? "action.skip" : undefined;
}
