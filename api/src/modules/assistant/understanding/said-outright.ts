// "End it, we don't need these anymore", "stop it", "Skip December's", "skip the next one": a cancel or a skip said
// outright at the start of a message, which the model has read as small talk or as outside what Ria does.
const CANCELS =
  /^(?:(?:please|pls|ok|okay|actually)[\s,]+)*(?:end|stop|kill|scrap|cancel)\s+(?:it|this|that|them|these|those|(?:this|that)\s+one)\b/i;
const SKIPS = /^(?:(?:please|pls|ok|okay|actually)[\s,]+)*skip\s+(?:it|this|that|the\s+next|next|[a-z]+'s)\b/i;

/** The follow-up a message says outright, if it does. */
export function saidOutright(message: string): "action.cancel" | "action.skip" | undefined {
  const text = message.trim();
  return CANCELS.test(text) ? "action.cancel" : SKIPS.test(text) ? "action.skip" : undefined;
}
