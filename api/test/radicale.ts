import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A real CalDAV server (Debian's Radicale 3) on loopback, with a throw-away storage folder and one user. */
export interface Radicale {
  /** The server's address, as a client would type it. */
  url: string;
  username: string;
  password: string;
  /** Creates a calendar; returns its address. */
  makeCalendar(slug: string, displayName: string): Promise<string>;
  /** Writes an object (created or replaced) into a calendar. */
  put(calendarUrl: string, file: string, ics: string): Promise<void>;
  remove(calendarUrl: string, file: string): Promise<void>;
  /** Replaces a calendar's contents with a whole iCalendar file in one request (an import; objects split by UID). */
  importAll(calendarUrl: string, ics: string): Promise<void>;
  /** The object's text, or null when there is none. */
  get(calendarUrl: string, file: string): Promise<string | null>;
  /** The objects' file names in a calendar. */
  files(calendarUrl: string): Promise<string[]>;
  /** Changes the user's password on the server (as revoking an app password does); the helpers use the new one. */
  setPassword(password: string): void;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on (at the moment it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** How to run Radicale here: Debian's `radicale` command, or the Python module. CI installs it with apt. */
function radicaleCommand(): [string, string[]] {
  if (spawnSync("radicale", ["--version"]).status === 0) return ["radicale", []];
  if (spawnSync("python3", ["-m", "radicale", "--version"]).status === 0) return ["python3", ["-m", "radicale"]];
  throw new Error("Radicale is not installed: apt-get install radicale (the CalDAV tests run against it)");
}

/** Starts Radicale on a free loopback port with a plain-text htpasswd user; waits until it answers. */
export async function startRadicale(username = "exec", initialPassword = "app-password-2026"): Promise<Radicale> {
  let password = initialPassword;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ria-radicale-"));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, "users"), `${username}:${password}\n`);
  fs.writeFileSync(
    path.join(dir, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(dir, "users")}`,
      "htpasswd_encryption = plain",
      // Radicale slows down failed logins on purpose; the wrong-password test needs no wait.
      "delay = 0",
      "[storage]",
      `filesystem_folder = ${path.join(dir, "collections")}`,
      "[logging]",
      "level = warning",
    ].join("\n"),
  );
  const [command, prefix] = radicaleCommand();
  const child: ChildProcess = spawn(command, [...prefix, "--config", path.join(dir, "config")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const auth = () => `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
  const request = (target: string, init: RequestInit = {}) =>
    fetch(target, { ...init, headers: { authorization: auth(), ...(init.headers as Record<string, string>) } });

  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`Radicale exited: ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (tries > 200) throw new Error(`Radicale did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const ok = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  };

  return {
    url,
    username,
    get password() {
      return password;
    },
    setPassword(next) {
      password = next;
      fs.writeFileSync(path.join(dir, "users"), `${username}:${next}\n`);
    },
    async makeCalendar(slug, displayName) {
      const calendarUrl = `${url}${username}/${slug}/`;
      const body =
        '<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">' +
        `<D:set><D:prop><D:displayname>${displayName}</D:displayname>` +
        '<C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>' +
        "</D:prop></D:set></C:mkcalendar>";
      // The first request as the user makes its principal collection.
      await request(`${url}${username}/`, { method: "PROPFIND", headers: { depth: "0" } });
      await ok(await request(calendarUrl, { method: "MKCALENDAR", body, headers: { "content-type": "application/xml" } }), "MKCALENDAR");
      return calendarUrl;
    },
    async put(calendarUrl, file, ics) {
      await ok(await request(`${calendarUrl}${file}`, { method: "PUT", body: ics, headers: { "content-type": "text/calendar" } }), "PUT");
    },
    async importAll(calendarUrl, ics) {
      await ok(await request(calendarUrl, { method: "PUT", body: ics, headers: { "content-type": "text/calendar" } }), "PUT calendar");
    },
    async remove(calendarUrl, file) {
      await ok(await request(`${calendarUrl}${file}`, { method: "DELETE" }), "DELETE");
    },
    async get(calendarUrl, file) {
      const response = await request(`${calendarUrl}${file}`);
      return response.status === 404 ? null : response.text();
    },
    async files(calendarUrl) {
      const response = await request(calendarUrl, { method: "PROPFIND", headers: { depth: "1" } });
      const hrefs = [...(await response.text()).matchAll(/<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>/g)].map((match) => match[1]!);
      return hrefs.filter((href) => href.endsWith(".ics")).map((href) => decodeURIComponent(href.split("/").pop()!));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
