import { calendarMultiGet, createAccount, deleteObject, fetchCalendars, getBasicAuthHeaders, propfind, updateObject } from "tsdav";
import type { CalendarProblemKind } from "./calendar-account.rules.ts";
import { PrivateAddressError } from "./caldav-fetch.ts";

type Fetch = typeof globalThis.fetch;

export interface CalDavLogin {
  serverUrl: string;
  username: string;
  password: string;
}

/** A calendar of the account, as offered to choose from. */
export interface CalendarChoice {
  url: string;
  name: string;
}

/** A calendar object on the server: its path and etag, and its iCalendar text when fetched. */
export interface RemoteObject {
  href: string;
  etag: string;
  data?: string;
}

/** A CalDAV conversation that failed, said in words a client can act on. */
export class CalDavProblem extends Error {
  constructor(
    readonly kind: CalendarProblemKind,
    message: string,
  ) {
    super(message);
  }
}

/** Objects asked for in one calendar-multiget. */
const MULTIGET_BATCH = 100;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE"]);

/** The chain of causes of an error (fetch wraps the socket's error in "fetch failed"). */
function causes(error: unknown): Array<Error & { code?: string }> {
  const chain: Array<Error & { code?: string }> = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** Names what went wrong, from the error and the statuses the server answered on the way. */
function problemOf(error: unknown, statuses: number[], url: string): CalDavProblem {
  if (error instanceof CalDavProblem) return error;
  const host = hostOf(url);
  for (const cause of causes(error)) {
    if (cause instanceof PrivateAddressError)
      return new CalDavProblem("private-address", `${host} is on a private network, which this server does not connect to.`);
    const code = cause.code ?? "";
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new CalDavProblem("unreachable", `Ria couldn't find the server ${host}.`);
    if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
      return new CalDavProblem("unreachable", `${host}'s security certificate isn't valid, so Ria didn't send the password.`);
    if (NETWORK_CODES.has(code) || code.startsWith("UND_ERR") || cause.name === "TimeoutError" || cause.name === "AbortError")
      return new CalDavProblem("unreachable", `Ria couldn't reach ${host}: it did not answer.`);
  }
  if (statuses.includes(401) || statuses.includes(403))
    return new CalDavProblem("wrong-password", "The server refused this username and app password.");
  const failing = statuses.find((status) => status >= 500);
  if (failing) return new CalDavProblem("server-error", `The calendar server answered with an error (HTTP ${failing}).`);
  return new CalDavProblem("not-caldav", `${url} doesn't answer as a CalDAV calendar server.`);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : value && typeof value === "object" && "_cdata" in value ? String(value._cdata) : undefined;

/** The path of an href (servers answer with paths or whole addresses). */
const pathOf = (href: string, base: string) => new URL(href, base).pathname;

/** CalDAV through tsdav, every request through the given (guarded) fetch, every failure a CalDavProblem. */
export function createCalDavClient(baseFetch: Fetch) {
  /** Runs a conversation, noting each status the server gave, and names the failure if one comes. */
  async function converse<T>(url: string, work: (fetch: Fetch) => Promise<T>): Promise<T> {
    const statuses: number[] = [];
    const fetch = (async (input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
      const response = await baseFetch(input, init);
      statuses.push(response.status);
      return response;
    }) as Fetch;
    try {
      return await work(fetch);
    } catch (error) {
      throw problemOf(error, statuses, url);
    }
  }

  const headersOf = (login: CalDavLogin) => getBasicAuthHeaders({ username: login.username, password: login.password });

  /** Fails on the first answer that is neither a success nor an object's 404. */
  function check(responses: Array<{ ok: boolean; status: number }>, url: string): void {
    const failed = responses.find((response) => !response.ok && response.status !== 404);
    if (failed) throw problemOf(null, [failed.status], url);
  }

  return {
    /** Finds the account's event calendars, its default first; a problem when it has none or the login fails. */
    discover(login: CalDavLogin): Promise<CalendarChoice[]> {
      return converse(login.serverUrl, async (fetch) => {
        const headers = headersOf(login);
        const account = await createAccount({
          account: { serverUrl: login.serverUrl, accountType: "caldav", credentials: login },
          headers,
          fetch,
        });
        const calendars = await fetchCalendars({ account, headers, fetch });
        const events = calendars.filter((calendar) => !calendar.components?.length || calendar.components.includes("VEVENT"));
        if (events.length === 0) throw new CalDavProblem("no-calendar", "This account has no calendar yet.");
        return events.map((calendar) => ({
          url: calendar.url,
          name: (typeof calendar.displayName === "string" && calendar.displayName.trim()) || pathOf(calendar.url, calendar.url),
        }));
      });
    },

    /** The calendar's ctag (null when the server keeps none). */
    ctag(login: CalDavLogin, calendarUrl: string): Promise<string | null> {
      return converse(calendarUrl, async (fetch) => {
        const responses = await propfind({ url: calendarUrl, props: { "cs:getctag": {} }, depth: "0", headers: headersOf(login), fetch });
        if (responses[0]?.status === 404) throw new CalDavProblem("calendar-gone", "The calendar is no longer on the server.");
        check(responses, calendarUrl);
        const ctag = responses[0]?.props?.getctag;
        return ctag == null ? null : String(ctag);
      });
    },

    /** Every object's path and etag, without their contents. */
    etags(login: CalDavLogin, calendarUrl: string): Promise<RemoteObject[]> {
      return converse(calendarUrl, async (fetch) => {
        const responses = await propfind({
          url: calendarUrl,
          props: { "d:getetag": {}, "d:resourcetype": {} },
          depth: "1",
          headers: headersOf(login),
          fetch,
        });
        check(responses, calendarUrl);
        const own = pathOf(calendarUrl, calendarUrl);
        return responses
          .filter((response) => response.href && response.ok && response.props?.getetag != null)
          .filter((response) => !("collection" in (response.props?.resourcetype ?? {})))
          .map((response) => ({ href: pathOf(response.href!, calendarUrl), etag: String(response.props!.getetag) }))
          .filter((object) => object.href !== own);
      });
    },

    /** The named objects with their text; ones deleted meanwhile are left out. */
    objects(login: CalDavLogin, calendarUrl: string, hrefs: string[]): Promise<RemoteObject[]> {
      return converse(calendarUrl, async (fetch) => {
        const found: RemoteObject[] = [];
        for (let start = 0; start < hrefs.length; start += MULTIGET_BATCH) {
          const responses = await calendarMultiGet({
            url: calendarUrl,
            props: { "d:getetag": {}, "c:calendar-data": {} },
            objectUrls: hrefs.slice(start, start + MULTIGET_BATCH),
            depth: "1",
            headers: headersOf(login),
            fetch,
          });
          check(responses, calendarUrl);
          for (const response of responses) {
            const data = text(response.props?.calendarData);
            if (response.ok && response.href && data && response.props?.getetag != null)
              found.push({ href: pathOf(response.href, calendarUrl), etag: String(response.props.getetag), data });
          }
        }
        return found;
      });
    },

    /** Writes an object (created or replaced). */
    put(login: CalDavLogin, url: string, data: string): Promise<void> {
      return converse(url, async (fetch) => {
        const response = await updateObject({
          url,
          data,
          headers: { ...headersOf(login), "content-type": "text/calendar; charset=utf-8" },
          fetch,
        });
        if (response.status === 403) throw new CalDavProblem("read-only", "The server doesn't let Ria write to this calendar.");
        if (!response.ok) throw problemOf(null, [response.status], url);
      });
    },

    /** Deletes an object; one already gone is fine. */
    remove(login: CalDavLogin, url: string): Promise<void> {
      return converse(url, async (fetch) => {
        const response = await deleteObject({ url, headers: headersOf(login), fetch });
        if (!response.ok && response.status !== 404) throw problemOf(null, [response.status], url);
      });
    },
  };
}

export type CalDavClient = ReturnType<typeof createCalDavClient>;
