import { createRequire } from "node:module";
import type * as RRuleModule from "rrule";

// rrule's ES build imports without file extensions, which Node's loader refuses; its CommonJS build works everywhere.
const require = createRequire(import.meta.url);

/** rrule's RRule class (RFC 5545 recurrence rules), loaded as CommonJS. */
export const { RRule } = require("rrule") as typeof RRuleModule;
export type { Options, Weekday } from "rrule";
