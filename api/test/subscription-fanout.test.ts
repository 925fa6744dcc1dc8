import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { SESSION_ENDED_CLOSE_CODE } from "../src/http/socket-sessions.ts";
import type { PlatformStatusSnapshot } from "../src/modules/health/health.types.ts";
import { ADMIN_ENV, freshIp, signIn } from "./auth-helpers.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const STATUS = "subscription { platformStatus { overall metrics { totalServices } } }";
const TASKS = "subscription { taskUpdated { id input status } }";

/** A graphql-transport-ws client that keeps the raw `next` frames, so tests compare the bytes each socket got. */
interface RawSubscriber {
  /** Each `next` frame's payload, exactly as its text arrived (the frame without its own subscription id). */
  payloads: string[];
  /** Resolves once `count` payloads have arrived. */
  received(count: number): Promise<string[]>;
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
  unsubscribe(): void;
  close(): void;
}

async function subscribe(app: TestApp, query: string, headers: Record<string, string> = {}): Promise<RawSubscriber> {
  const socket = new WebSocket(app.baseUrl.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", {
    headers: { "x-forwarded-for": freshIp(), ...headers },
  });
  const id = `sub-${Math.random().toString(36).slice(2)}`;
  const payloads: string[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
    socket.on("message", (data) => {
      const text = data.toString();
      const message = JSON.parse(text) as { type: string; payload?: unknown };
      if (message.type === "connection_ack") {
        socket.send(JSON.stringify({ id, type: "subscribe", payload: { query } }));
        resolve();
      }
      if (message.type === "next") {
        const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
        payloads.push(text.startsWith(head) ? text.slice(head.length, -1) : JSON.stringify(message.payload));
        waiters.forEach((wake) => wake());
      }
    });
  });
  return {
    payloads,
    received: (count) =>
      new Promise((resolve) => {
        const check = () => payloads.length >= count && (waiters.delete(check), resolve(payloads.slice(0, count)));
        waiters.add(check);
        check();
      }),
    closed,
    unsubscribe: () => socket.send(JSON.stringify({ id, type: "complete" })),
    close: () => socket.close(),
  };
}

/** Members the app's fan-out groups hold, once the server has registered every subscription asked for. */
const membersReach = (app: TestApp, members: number) => expect.poll(() => app.fanoutStats().members, { timeout: 10_000 }).toBe(members);

describe("subscription fan-out: one execution per event for each group of subscribers", () => {
  let app: TestApp;
  let status: PlatformStatusSnapshot;
  beforeAll(async () => {
    app = await startTestApp(undefined, ADMIN_ENV);
    status = await app.services.health.snapshot();
  });
  afterAll(() => app?.close());

  /** Publishes a health round whose `overall` counts how often a resolver reads it: once per execution. */
  const publishRound = (seq: number) => {
    const reads = { count: 0 };
    const round = { ...status, metrics: { ...status.metrics, totalServices: seq } };
    Object.defineProperty(round, "overall", { enumerable: true, get: () => (reads.count++, "healthy") });
    app.pubsub.pubsub.publish("health.round", round);
    return reads;
  };

  it("50 subscribers of a public subscription share one execution per event and its bytes; a joiner gets the latest at once", async () => {
    const first = await Promise.all(Array.from({ length: 10 }, () => subscribe(app, STATUS)));
    await membersReach(app, 10);
    expect(app.fanoutStats().groups).toBe(1);
    const before = app.fanoutStats().executions;
    const one = publishRound(1);
    await Promise.all(first.map((subscriber) => subscriber.received(1)));
    expect(one.count).toBe(1);

    const joiners = await Promise.all(Array.from({ length: 40 }, () => subscribe(app, STATUS)));
    await membersReach(app, 50);
    expect(app.fanoutStats().groups).toBe(1);
    const two = publishRound(2);
    const three = publishRound(3);
    const everyone = [...first, ...joiners];
    await Promise.all(everyone.map((subscriber) => subscriber.received(3)));
    expect([one.count, two.count, three.count]).toEqual([1, 1, 1]);
    expect(app.fanoutStats().executions - before).toBe(3);

    const frame = (seq: number) => JSON.stringify({ data: { platformStatus: { overall: "healthy", metrics: { totalServices: seq } } } });
    for (const subscriber of first) expect(subscriber.payloads).toEqual([frame(1), frame(2), frame(3)]);
    // Each event is a whole snapshot: a joiner is sent the group's latest as it joins, then every later one.
    for (const subscriber of joiners) expect(subscriber.payloads).toEqual([frame(1), frame(2), frame(3)]);

    everyone.forEach((subscriber) => subscriber.close());
    await membersReach(app, 0);
  });

  it("stops the group's source when its last member unsubscribes", async () => {
    const leaving = await Promise.all(Array.from({ length: 3 }, () => subscribe(app, STATUS)));
    // Another operation (its own group) stays, to know when an event has been through every live source.
    const staying = await subscribe(app, "subscription { platformStatus { overall } }");
    await membersReach(app, 4);
    expect(app.fanoutStats().groups).toBe(2);
    const both = publishRound(10);
    await Promise.all([...leaving, staying].map((subscriber) => subscriber.received(1)));
    expect(both.count).toBe(2);

    leaving.forEach((subscriber) => subscriber.unsubscribe());
    await membersReach(app, 1);
    expect(app.fanoutStats().groups).toBe(1);
    const after = publishRound(11);
    await staying.received(2);
    expect(after.count).toBe(1);
    expect(leaving.map((subscriber) => subscriber.payloads.length)).toEqual([1, 1, 1]);
    [...leaving, staying].forEach((subscriber) => subscriber.close());
    await membersReach(app, 0);
  });

  it("groups per owner: an owner's sockets share one execution, another owner never sees it, errors are masked alike", async () => {
    const client = await Promise.all([signIn(app.baseUrl, "CLIENT"), signIn(app.baseUrl, "CLIENT")]);
    const admin = await signIn(app.baseUrl, "ADMIN");
    const clientSockets = await Promise.all(client.map(({ cookie }) => subscribe(app, TASKS, { cookie })));
    const adminSocket = await subscribe(app, TASKS, { cookie: admin.cookie });
    await membersReach(app, 3);
    expect(app.fanoutStats().groups).toBe(2);

    const owners = await app.db.prisma.user.findMany({ select: { id: true, role: true } });
    const clientId = owners.find((owner) => owner.role === "CLIENT")!.id;
    const adminId = owners.find((owner) => owner.role === "ADMIN")!.id;
    const task = await app.db.prisma.scheduledTask.create({
      data: { ownerId: clientId, input: "send the report", launchTime: new Date() },
    });
    const reads = { count: 0 };
    app.pubsub.pubsub.publish("task.updated", clientId, {
      get taskId() {
        reads.count++;
        return task.id;
      },
    });
    // A task that does not exist: the resolver fails, and the admin sees only the masked error.
    app.pubsub.pubsub.publish("task.updated", adminId, { taskId: "missing" });
    const [mine, again] = await Promise.all(clientSockets.map((socket) => socket.received(1)));
    const [theirs] = await adminSocket.received(1);
    expect(reads.count).toBe(1);
    expect(mine).toEqual(again);
    expect(JSON.parse(mine![0]!)).toEqual({
      data: { taskUpdated: { id: expect.any(String), input: "send the report", status: "scheduled" } },
    });
    expect(JSON.parse(theirs!)).toMatchObject({ errors: [{ message: "Unexpected error." }] });
    expect(theirs).not.toContain("send the report");
    expect(theirs).not.toContain("missing");

    // Signing out ends that session's socket with 4401; the owner's other socket keeps its group.
    const logout = await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: client[0]!.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(204);
    expect(await clientSockets[0]!.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    await membersReach(app, 2);
    app.pubsub.pubsub.publish("task.updated", clientId, { taskId: task.id });
    await clientSockets[1]!.received(2);
    expect(clientSockets[0]!.payloads).toHaveLength(1);
    expect(adminSocket.payloads).toHaveLength(1);
    [...clientSockets, adminSocket].forEach((socket) => socket.close());
    await membersReach(app, 0);
  });

  it("still refuses a subscription its viewer may not have, without joining anyone's group", async () => {
    const admin = await signIn(app.baseUrl, "ADMIN");
    const allowed = await subscribe(app, "subscription { contactSubmitted { __typename } }", { cookie: admin.cookie });
    await membersReach(app, 1);
    const refusal = new Promise<string>((resolve) => {
      const socket = new WebSocket(app.baseUrl.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws");
      socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
      socket.on("message", (data) => {
        const message = JSON.parse(data.toString()) as { type: string };
        if (message.type === "connection_ack") {
          socket.send(
            JSON.stringify({ id: "1", type: "subscribe", payload: { query: "subscription { contactSubmitted { __typename } }" } }),
          );
        }
        if (message.type === "next" || message.type === "error") {
          resolve(data.toString());
          socket.close();
        }
      });
    });
    expect(await refusal).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect(app.fanoutStats()).toMatchObject({ groups: 1, members: 1 });
    allowed.close();
    await membersReach(app, 0);
  });
});
