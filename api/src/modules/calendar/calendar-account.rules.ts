import { z } from "zod";

/** Why a connected calendar is not syncing (or could not be connected), each with what the client can do about it. */
export type CalendarProblemKind =
  | "wrong-password"
  | "unreachable"
  | "not-caldav"
  | "private-address"
  | "no-calendar"
  | "calendar-gone"
  | "key-changed"
  | "read-only"
  | "server-error";

/** What to do, per problem: shown under the message on the integrations page and the client dashboard. */
export const CALENDAR_PROBLEM_ADVICE: Record<CalendarProblemKind, string> = {
  "wrong-password": "Check the username, make a new app password in your account's security settings, then connect again with it.",
  unreachable: "Check the server address. If it is right, the server may be down: Ria tries again at the next sync.",
  "not-caldav":
    "Use your provider's CalDAV address, for example https://caldav.icloud.com (iCloud), " +
    "https://caldav.fastmail.com (Fastmail) or https://your-cloud/remote.php/dav (Nextcloud).",
  "private-address": "Use the server's public address, or ask Ria's administrators to allow calendar servers on private networks.",
  "no-calendar": "Create a calendar in your calendar app, then connect again.",
  "calendar-gone": "Disconnect, then connect again and choose another calendar.",
  "key-changed": "Disconnect, then connect again with your app password.",
  "read-only": "Choose a calendar you can write to on the Integrations page, or connect another account.",
  "server-error": "Ria tries again at the next sync. If it keeps failing, check the calendar service's status page.",
};

/** The form's one message when connecting is switched off on this server. */
export const CONNECTING_UNAVAILABLE =
  "Connecting a calendar is unavailable on this server: its administrators have not set an encryption key for calendar passwords.";

const httpAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The connect form: a CalDAV server's address, the account's username and an app password (shared with the browser). */
export const connectCalendarSchema = z.object({
  serverUrl: z
    .string()
    .trim()
    .min(1, "Enter your calendar server's address")
    .max(500, "The address is too long")
    .refine(httpAddress, "Enter the address starting with https://"),
  username: z.string().trim().min(1, "Enter your username").max(200, "The username is too long"),
  password: z.string().min(1, "Enter the app password").max(500, "The app password is too long"),
  /** One of the account's calendars; the first (its default) when left out. */
  calendarUrl: z.string().trim().max(1000).optional(),
});

export type ConnectCalendarInput = z.infer<typeof connectCalendarSchema>;
