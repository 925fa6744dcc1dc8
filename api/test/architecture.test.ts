import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The import graph of api/src, read from the sources: dependencies point one way.
 * Transport (GraphQL, REST, HTTP, the request context) may call domain code; domain code never
 * reaches back; a domain reaches another only through its service, pure rules, errors or types.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "src");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => path.relative(src, file));
const imports = new Map(
  files.map((file) => {
    const text = readFileSync(path.join(src, file), "utf8");
    const targets = [...text.matchAll(/^(?:import|export)[^;]*?from "(\.[^"]+)"/gm)].map((match) =>
      path.relative(src, path.resolve(path.dirname(path.join(src, file)), match[1]!)),
    );
    return [file, targets];
  }),
);

/** The transport layer: GraphQL, REST, HTTP and WebSocket handling, the per-request context. */
function isTransport(file: string): boolean {
  return /^(http|rest|schema)\//.test(file) || ["context.ts", "app.ts", "main.ts"].includes(file) || /\.(rest|schema)\.ts$/.test(file);
}

/** What another domain may import: its service, its pure rules, its errors, its types. */
function isDomainFace(file: string): boolean {
  return /\.(service|rules|errors|types)\.ts$/.test(file);
}

const domainOf = (file: string) => (file.startsWith("modules/") ? file.split("/")[1] : undefined);

function violations(rule: (from: string, to: string) => boolean): string[] {
  return [...imports].flatMap(([from, targets]) => targets.filter((to) => rule(from, to)).map((to) => `${from} -> ${to}`));
}

describe("the api's import graph", () => {
  it("reads a real graph", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.get("app.ts")!.length).toBeGreaterThan(5);
  });

  it("has no domain code importing the transport layer", () => {
    expect(violations((from, to) => !isTransport(from) && from !== "services.ts" && isTransport(to))).toEqual([]);
  });

  it("has domains reach each other only through a service, rules, errors or types (schemas may share GraphQL types)", () => {
    const crossing = (from: string, to: string) => {
      const [a, b] = [domainOf(from), domainOf(to)];
      if (!a || !b || a === b || isDomainFace(to)) return false;
      return !(from.endsWith(".schema.ts") && to.endsWith(".schema.ts"));
    };
    expect(violations(crossing)).toEqual([]);
  });

  it("keeps rules files pure, so the browser can import them", () => {
    const pure = /(^rules\/|\.rules\.ts$|\.types\.ts$)/;
    expect(violations((from, to) => pure.test(from) && !pure.test(to))).toEqual([]);
  });

  it("has no import circles, type-only imports included", () => {
    const circles: string[][] = [];
    const state = new Map<string, "open" | "done">();
    const trail: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      trail.push(file);
      for (const next of imports.get(file) ?? []) {
        if (state.get(next) === "open") circles.push(trail.slice(trail.indexOf(next)).sort());
        else if (!state.has(next) && imports.has(next)) visit(next);
      }
      trail.pop();
      state.set(file, "done");
    };
    for (const file of imports.keys()) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it("keeps the viewer a leaf every layer can import", () => {
    expect(imports.get("viewer.ts")).toEqual([]);
  });
});

/**
 * Each table has one owning module; other modules go through the owner's service. The map is printed in the
 * README's architecture section; keep both in step.
 */
const OWNERS: Record<string, string> = {
  User: "auth",
  Session: "auth",
  ClientProfile: "client",
  Feature: "client",
  Plan: "client",
  QuickLink: "client",
  ContactSubmission: "contact",
  LaunchTarget: "dashboard",
  Conversation: "assistant",
  ChatMessage: "assistant",
  Reminder: "assistant",
  CalendarEvent: "assistant",
  ListItem: "assistant",
  UsageCounter: "assistant",
  CalendarFeed: "calendar",
  CalDavAccount: "calendar",
  CalDavEvent: "calendar",
  ScheduledTask: "scheduler",
  AutomationRule: "automation",
  RuleRun: "automation",
  AdminNotification: "notifications",
  OutboxMessage: "messaging",
  WhatsAppMessage: "whatsapp",
  WhatsAppOptOut: "whatsapp",
  WhatsAppPace: "whatsapp",
  WhatsAppRecipient: "whatsapp",
  WhatsAppContact: "whatsapp",
  InboundEmail: "email",
  EmailVip: "email",
  EmailReply: "email",
  Integration: "integrations",
  HealthRound: "health",
  HealthCheck: "health",
  HealthUptimeDay: "health",
  ReadinessProbe: "health",
  ServerSecret: "auth",
  HealthEvent: "health",
  RewardPlayer: "rewards",
  RewardLedger: "rewards",
  RewardBubble: "rewards",
  RewardSpin: "rewards",
  RewardAchievement: "rewards",
  RewardPurchase: "rewards",
};

const models = [...readFileSync(path.join(src, "..", "prisma", "schema.prisma"), "utf8").matchAll(/^model (\w+) \{/gm)].map(
  (match) => match[1]!,
);
const delegateOf = (model: string) => model[0]!.toLowerCase() + model.slice(1);

/** Which tables a file touches: Prisma delegates (prisma.user., tx.user., db.user.), raw SQL, Pothos Prisma types. */
function tablesTouchedBy(text: string): Set<string> {
  const byDelegate = new Map(models.map((model) => [delegateOf(model), model]));
  const touched = new Set<string>();
  const delegate = new RegExp(`\\b(?:prisma|tx|db|client)\\s*\\??\\.\\s*(${[...byDelegate.keys()].join("|")})\\s*\\.`, "g");
  for (const match of text.matchAll(delegate)) touched.add(byDelegate.get(match[1]!)!);
  for (const match of text.matchAll(/\b(?:FROM|INTO|UPDATE|JOIN)\s+"(\w+)"/g)) if (models.includes(match[1]!)) touched.add(match[1]!);
  for (const match of text.matchAll(/builder\.prisma(?:Object|Node)\(\s*"(\w+)"/g)) touched.add(match[1]!);
  return touched;
}

const tableAccess = files.flatMap((file) =>
  [...tablesTouchedBy(readFileSync(path.join(src, file), "utf8"))].map((model) => ({ file, model })),
);

describe("table ownership", () => {
  it("gives every Prisma model one owning module that exists", () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...models].sort());
    const modules = new Set(files.map(domainOf).filter(Boolean));
    expect(Object.values(OWNERS).filter((owner) => !modules.has(owner))).toEqual([]);
  });

  it("reads real table access", () => {
    expect(tableAccess.length).toBeGreaterThan(80);
    expect(tableAccess).toContainEqual({ file: "modules/rewards/leaderboard.ts", model: "RewardLedger" });
    expect(tableAccess).toContainEqual({ file: "modules/auth/session.service.ts", model: "Session" });
  });

  it("has no module touching another module's tables", () => {
    const foreign = tableAccess
      .filter(({ file, model }) => domainOf(file) !== OWNERS[model])
      .map(({ file, model }) => `${file} -> ${model}`)
      .sort();
    expect(foreign).toEqual([]);
  });
});
