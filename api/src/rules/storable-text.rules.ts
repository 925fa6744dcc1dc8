/**
 * Text PostgreSQL can store: well-formed UTF-16 (no lone surrogate halves, which have no UTF-8 form)
 * and no NUL character (text columns refuse it). Checked at every boundary so bad input is a 400,
 * never a database error.
 */
export function isStorableText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !value.includes("\u0000");
}

// A high half not followed by a low half, or a low half not preceded by a high half (code units, no `u` flag).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether every string anywhere inside a parsed JSON value is storable. */
export function hasOnlyStorableText(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(hasOnlyStorableText);
  if (value && typeof value === "object")
    return Object.entries(value).every(([key, item]) => isStorableText(key) && hasOnlyStorableText(item));
  return true;
}

/** Makes text storable: lone surrogates become U+FFFD, NULs are dropped (for deliveries we must accept). */
export function toStorableText(value: string): string {
  return value.replace(new RegExp(LONE_SURROGATE.source, "g"), "\ufffd").replaceAll("\u0000", "");
}

export const UNSTORABLE_TEXT_MESSAGE = "Text must be valid Unicode without NUL characters";
