import { randomBytes } from "node:crypto";

/** A feed token: 256 random bits, URL-safe, so the link itself is the secret (as Google Calendar's secret address is). */
export const newFeedToken = () => randomBytes(32).toString("base64url");

/** Whether a path segment can be a feed token at all (anything else is refused before the database is asked). */
export const isFeedToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Where a feed is served, relative to the site. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;
