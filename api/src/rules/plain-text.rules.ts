const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Drops control characters (tabs and line breaks stay). No person types them, and PostgreSQL
 * text cannot hold NUL. Pure and dependency-free: the browser's form rules use it too.
 */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** Text to match as it is inside a regular expression: "Dr. Rao (CFO)" matches only itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
