import type { BadgeTone } from "../../ui/Badge";
import { formatIstDateTime } from "../../lib/format-ist";

/** What the status of a client's own calendar is read from (the CalendarConnection the api returns). */
export interface CalendarStatusFacts {
  canConnect: boolean;
  account:
    | {
        calendarName: string;
        lastSyncAt: string | null | undefined;
        events: number;
        problem: { message: string; advice: string } | null | undefined;
      }
    | null
    | undefined;
}

export interface CalendarStatus {
  label: string;
  tone: BadgeTone;
  /** One line under the name: the calendar and its last sync, or what is wrong. */
  line: string;
  /** The last sync alone ("Last sync 24 Nov, 10:00 am IST · 12 events"), for a connected calendar. */
  synced?: string;
  /** What to do about a problem. */
  advice?: string;
  /** The link to the integrations page, when there is something to do there. */
  action?: string;
}

const eventsText = (count: number) => `${count} event${count === 1 ? "" : "s"}`;

/** A client's own calendar as the dashboard and the integrations page say it: connected and when it last synced, or the error. */
export function calendarStatus({ canConnect, account }: CalendarStatusFacts): CalendarStatus {
  if (account?.problem)
    return {
      label: "Error",
      tone: "danger",
      line: account.problem.message,
      advice: account.problem.advice,
      action: "Fix it on Integrations",
    };
  if (account) {
    const synced = account.lastSyncAt
      ? `Last sync ${formatIstDateTime(account.lastSyncAt)} · ${eventsText(account.events)}`
      : "Not synced yet";
    return { label: "Connected", tone: "success", line: `${account.calendarName} · ${synced}`, synced, action: "Manage" };
  }
  if (canConnect)
    return {
      label: "Not connected",
      tone: "neutral",
      line: "Ria's calendar feed works now. Connect your own calendar so Ria writes meetings there and reads your events.",
      action: "Connect your calendar",
    };
  return {
    label: "Feed only",
    tone: "neutral",
    line: "Subscribe to Ria's calendar feed below. Connecting your own calendar is unavailable on this server.",
  };
}
