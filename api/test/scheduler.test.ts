import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromIst, istParts } from "../src/rules/ist.rules.ts";
import { createInstructionService } from "../src/modules/assistant/instruction.service.ts";
import { usagePeriods } from "../src/modules/assistant/usage.service.ts";
import { runScheduledTask, runScheduledTasks, settleScheduledTasks } from "../src/modules/scheduler/task-runner.ts";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql, nextResults, wsClient } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

/** A datetime-local value in IST, `minutes` from now. */
function istLocal(minutes: number): string {
  const parts = istParts(new Date(Date.now() + minutes * 60_000));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

describe.each(databaseTargets)("scheduler on $name", (target) => {
  let app: TestApp;
  let admin: { token: string; cookie: string };
  let client: { token: string; cookie: string };
  beforeAll(async () => {
    app = await startTestApp(target, ADMIN_ENV);
    admin = await signIn(app.baseUrl, "ADMIN");
    client = await signIn(app.baseUrl, "CLIENT");
  });
  afterAll(() => app.close());

  const call = (method: string, path: string, who?: { token: string }, body?: unknown) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("refuses a visitor", async () => {
    expect((await call("GET", "/api/scheduler/tasks")).status).toBe(401);
    expect((await call("POST", "/api/scheduler/schedule", undefined, { input: "x", launchTime: istLocal(60) })).status).toBe(401);
  });

  it("schedules a task for a local IST time and says when", async () => {
    const launchTime = istLocal(90);
    const response = await call("POST", "/api/scheduler/schedule", admin, {
      input: "Add review vendor contracts to my task list",
      launchTime,
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toMatch(/^Task scheduled for .+ IST$/);
    const [date, time] = launchTime.split("T");
    const [year, month, day] = date!.split("-").map(Number);
    const [hour, minute] = time!.split(":").map(Number);
    expect(new Date(body.task.launchTime).getTime()).toBe(fromIst(year!, month!, day!, hour!, minute!).getTime());
    const upcoming = await (await call("GET", "/api/scheduler/upcoming", admin)).json();
    expect(upcoming.map((task: { id: string }) => task.id)).toContain(body.task.id);
  });

  it.each([
    [{ input: "  ", launchTime: "" }, "Please provide both task input and launch time"],
    [{ input: "Call Rahul", launchTime: "2020-01-01T10:00" }, "Launch time must be in the future (IST)"],
    [{ input: "Call Rahul", launchTime: "2026-02-30T10:00" }, "Launch time is not a valid date"],
    [{ input: "Call Rahul", launchTime: "tomorrow-ish" }, "Launch time is not a valid date"],
    [{ input: "Call Rahul", launchTime: "9999-01-01T10:00" }, "Launch time must be within a year from now"],
    [{ input: "x".repeat(1001), launchTime: "" }, "Please provide both task input and launch time"],
  ])("refuses %j with “%s” and stores nothing", async (input, message) => {
    const before = await app.db.prisma.scheduledTask.count();
    const response = await call("POST", "/api/scheduler/schedule", admin, input);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await app.db.prisma.scheduledTask.count()).toBe(before);
  });

  it("cancels only a scheduled task, only its owner's: 404 for others, 409 once it is not scheduled", async () => {
    const { task } = await (
      await call("POST", "/api/scheduler/schedule", admin, { input: "Add prepare board pack to my task list", launchTime: istLocal(120) })
    ).json();
    expect((await call("DELETE", `/api/scheduler/tasks/${task.id}`, client)).status).toBe(404);
    const cancelled = await call("DELETE", `/api/scheduler/tasks/${task.id}`, admin);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ message: "Task has been cancelled successfully" });
    const again = await call("DELETE", `/api/scheduler/tasks/${task.id}`, admin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("This task is already cancelled and can no longer be cancelled");
    const theirs = await (await call("GET", "/api/scheduler/tasks", client)).json();
    expect(theirs.map((row: { id: string }) => row.id)).not.toContain(task.id);
  });

  describe("the task lists as GraphQL connections", () => {
    interface TaskPage {
      edges: Array<{ cursor: string; node: { id: string; launchTime: string; status: string } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    }
    const page = "edges { cursor node { id launchTime status } } pageInfo { hasNextPage endCursor }";
    // Page sizes go in variables: graphql-armor prices a literal `first: 200` as 200 copies of the selection.
    const lists = async (who: { cookie: string }, variables: { first?: number; after?: string | null } = {}) => {
      const args = "(first: $first, after: $after)";
      const query = `query ($first: Int, $after: String) { upcomingTasks${args} { ${page} } scheduledTasks${args} { ${page} } }`;
      const { body } = await graphql<{ upcomingTasks: TaskPage; scheduledTasks: TaskPage }>(app.baseUrl, query, variables, {
        cookie: who.cookie,
      });
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    /** The tasks' database ids (a node id is base64 of `ScheduledTask:<id>`). */
    const databaseId = (nodeId: string) => Buffer.from(nodeId, "base64").toString().split(":")[1];
    const ids = (connection: TaskPage) => connection.edges.map((edge) => databaseId(edge.node.id));
    const launches = (connection: TaskPage) => connection.edges.map((edge) => Date.parse(edge.node.launchTime));
    const schedule = async (input: string, minutes: number) =>
      (await (await call("POST", "/api/scheduler/schedule", admin, { input, launchTime: istLocal(minutes) })).json()).task as {
        id: string;
      };

    it("lists upcoming soonest first (scheduled only) and the history latest first, as the REST paths do", async () => {
      const later = await schedule("Add renew the lease to my task list", 400);
      const sooner = await schedule("Add call the auditor to my task list", 300);
      const dropped = await schedule("Add book the offsite to my task list", 350);
      await call("DELETE", `/api/scheduler/tasks/${dropped.id}`, admin);

      const { upcomingTasks, scheduledTasks } = await lists(admin);
      expect(ids(upcomingTasks)).toEqual(expect.arrayContaining([sooner.id, later.id]));
      expect(ids(upcomingTasks).indexOf(sooner.id)).toBeLessThan(ids(upcomingTasks).indexOf(later.id));
      expect(ids(upcomingTasks)).not.toContain(dropped.id);
      expect(upcomingTasks.edges.every((edge) => edge.node.status === "scheduled")).toBe(true);
      expect(launches(upcomingTasks)).toEqual([...launches(upcomingTasks)].sort((a, b) => a - b));
      expect(ids(scheduledTasks)).toEqual(expect.arrayContaining([sooner.id, later.id, dropped.id]));
      expect(launches(scheduledTasks)).toEqual([...launches(scheduledTasks)].sort((a, b) => b - a));

      const rest = async (path: string) => (await (await call("GET", path, admin)).json()).map((task: { id: string }) => task.id);
      expect(ids(upcomingTasks)).toEqual(await rest("/api/scheduler/upcoming"));
      expect(ids(scheduledTasks)).toEqual(await rest("/api/scheduler/tasks"));
      expect(ids((await lists(client)).scheduledTasks)).not.toContain(sooner.id);
    });

    it("pages on in the same order from a cursor", async () => {
      const whole = await lists(admin);
      const first = await lists(admin, { first: 1 });
      expect(first.upcomingTasks.pageInfo.hasNextPage).toBe(true);
      const rest = await lists(admin, { first: 200, after: first.upcomingTasks.pageInfo.endCursor });
      expect([...ids(first.upcomingTasks), ...ids(rest.upcomingTasks)]).toEqual(ids(whole.upcomingTasks));
    });

    it("holds at most 200 tasks a list, as before", async () => {
      const mine = await schedule("Add file GST to my task list", 500);
      const { ownerId } = await app.db.prisma.scheduledTask.findUniqueOrThrow({ where: { id: mine.id } });
      const far = Date.now() + 200 * 86_400_000;
      const filler = Array.from({ length: 201 }, (_, index) => ({
        ownerId,
        input: `Filler ${index}`,
        launchTime: new Date(far + index * 60_000),
      }));
      await app.db.prisma.scheduledTask.createMany({ data: filler });
      try {
        const { upcomingTasks, scheduledTasks } = await lists(admin, { first: 500 });
        expect(upcomingTasks.edges).toHaveLength(200);
        expect(upcomingTasks.pageInfo.hasNextPage).toBe(true);
        expect(scheduledTasks.edges).toHaveLength(200);
        expect((await lists(admin)).upcomingTasks.edges).toHaveLength(200);
        expect(await (await call("GET", "/api/scheduler/upcoming", admin)).json()).toHaveLength(200);
      } finally {
        await app.db.prisma.scheduledTask.deleteMany({ where: { input: { startsWith: "Filler " } } });
      }
    });

    it("refuses a visitor", async () => {
      const { body } = await graphql(app.baseUrl, "{ upcomingTasks { edges { node { id } } } }");
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  it("carries a task out at its launch time, once, and pushes each change to its owner", async () => {
    const ws = wsClient(app.baseUrl, { cookie: admin.cookie });
    const { ready, results } = nextResults<{ taskUpdated: { input: string; status: string; result: string | null } }>(
      ws,
      "subscription { taskUpdated { input status result } }",
      2,
      30_000,
    );
    await ready;
    const { task } = await (
      await call("POST", "/api/scheduler/schedule", admin, { input: "Add approve travel policy to my task list", launchTime: istLocal(60) })
    ).json();
    // Bring the job forward instead of waiting an hour.
    await app.db.prisma.scheduledTask.update({ where: { id: task.id }, data: { launchTime: new Date() } });
    await app.db.sql.query(`UPDATE pgboss.job SET start_after = now() WHERE singleton_key = $1`, [task.id]);
    const [scheduled, completed] = await results;
    expect(scheduled!.taskUpdated.status).toBe("scheduled");
    expect(completed!.taskUpdated).toMatchObject({ status: "completed", result: "Added “Approve travel policy” to your task list." });
    await ws.dispose();
    expect(await runScheduledTask(task.id, runDeps())).toBeNull();
    expect(await app.db.prisma.listItem.count({ where: { title: "Approve travel policy" } })).toBe(1);
  });

  /** What the task worker passes: the database, usage counting and reminder jobs that are never queued. */
  const runDeps = (published: string[] = []) => ({
    prisma: app.db.prisma,
    instructions: { ...createInstructionService({ prisma: app.db.prisma, jobs: app.jobs }), scheduleReminder: async () => {} },
    now: () => new Date(),
    publishMessage: (_ownerId: string, messageId: string) => void published.push(messageId),
  });

  /** The seeded demo client: a real user on the demo plan. */
  const demoClientId = async () => (await app.db.prisma.user.findFirstOrThrow({ where: { role: "CLIENT" }, include: { client: true } })).id;

  it("runs a task it charged when scheduling, even once the month's allowance is used up", async () => {
    const clientId = await demoClientId();
    const month = usagePeriods(new Date()).month;
    const plan = await app.db.prisma.plan.findUniqueOrThrow({ where: { id: "demo" } });
    await app.db.prisma.usageCounter.upsert({
      where: { ownerId_period: { ownerId: clientId, period: month } },
      create: { ownerId: clientId, period: month, tasks: plan.monthlyTasks },
      update: { tasks: plan.monthlyTasks },
    });
    const task = await app.db.prisma.scheduledTask.create({
      data: { ownerId: clientId, input: "Add renew the lease to my list", launchTime: new Date() },
    });
    await runScheduledTask(task.id, runDeps());
    const stored = await app.db.prisma.scheduledTask.findUniqueOrThrow({ where: { id: task.id } });
    expect([stored.status, stored.error]).toEqual(["completed", null]);
    const counter = await app.db.prisma.usageCounter.findUniqueOrThrow({ where: { ownerId_period: { ownerId: clientId, period: month } } });
    expect(counter.tasks).toBe(plan.monthlyTasks);
    await app.db.prisma.usageCounter.delete({ where: { ownerId_period: { ownerId: clientId, period: month } } });
  });

  it("delivers a reminder task at launch, in the chat and on WhatsApp", async () => {
    const published: string[] = [];
    const clientId = await demoClientId();
    const task = await app.db.prisma.scheduledTask.create({
      data: { ownerId: clientId, input: "Remind me to call Priya", launchTime: new Date() },
    });
    await runScheduledTask(task.id, runDeps(published));
    const stored = await app.db.prisma.scheduledTask.findUniqueOrThrow({ where: { id: task.id } });
    expect([stored.status, stored.result]).toEqual(["completed", "Reminded you to call Priya in the chat and on WhatsApp."]);
    const message = await app.db.prisma.chatMessage.findUniqueOrThrow({ where: { id: published[0]! } });
    expect(message.content).toBe("⏰ Reminder: Call Priya");
    expect(await app.db.prisma.outboxMessage.count({ where: { ownerId: clientId, body: "⏰ Reminder from Ria: Call Priya" } })).toBe(1);
  });

  it("carries a batch out together, each task once, in launch order", async () => {
    const clientId = await demoClientId();
    let launched = Date.now() - 60_000;
    const create = (ownerId: string, input: string) =>
      app.db.prisma.scheduledTask.create({ data: { ownerId, input, launchTime: new Date((launched += 1000)) } });
    const first = await create(clientId, "Add batch item one to my task list");
    const second = await create(clientId, "Add batch item two to my task list");
    const guest = await create("someone", "Add batch item three to my task list");
    const cancelled = await create(clientId, "Add batch item four to my task list");
    await app.db.prisma.scheduledTask.update({ where: { id: cancelled.id }, data: { status: "cancelled" } });

    const ran = await runScheduledTasks([first.id, second.id, guest.id, first.id, cancelled.id], runDeps());
    expect(ran.map((task) => task.taskId).sort()).toEqual([first.id, second.id, guest.id].sort());
    const stored = await app.db.prisma.scheduledTask.findMany({
      where: { id: { in: [first.id, second.id, guest.id, cancelled.id] } },
      select: { id: true, status: true, error: true, finishedAt: true },
    });
    const byId = new Map(stored.map((task) => [task.id, task]));
    expect(byId.get(first.id)).toMatchObject({ status: "completed", error: null });
    expect(byId.get(second.id)).toMatchObject({ status: "completed", error: null });
    expect(byId.get(guest.id)).toMatchObject({ status: "completed" });
    expect(byId.get(cancelled.id)).toMatchObject({ status: "cancelled", finishedAt: null });
    expect(await app.db.prisma.listItem.count({ where: { title: { startsWith: "Batch item" } } })).toBe(3);
    expect(await runScheduledTasks([first.id, second.id, guest.id], runDeps())).toEqual([]);
  });

  it("runs a batch that fails one task at a time, so only the task that cannot run is held back", async () => {
    const inputs = [
      "Add order new letterheads to my task list",
      "Add call the auditor to my task list",
      "Add book the offsite venue to my task list",
    ];
    const tasks = await Promise.all(
      inputs.map((input) => app.db.prisma.scheduledTask.create({ data: { ownerId: "someone", input, launchTime: new Date() } })),
    );
    const deps = runDeps();
    const broken = {
      ...deps,
      instructions: {
        ...deps.instructions,
        carryOut: (db: Parameters<typeof deps.instructions.carryOut>[0], input: Parameters<typeof deps.instructions.carryOut>[1]) =>
          input.text.includes("auditor") ? Promise.reject(new Error("storage hiccup")) : deps.instructions.carryOut(db, input),
      },
    };
    const failures: unknown[] = [];
    const settled = await settleScheduledTasks(
      tasks.map((task) => task.id),
      broken,
      (error) => failures.push(error),
    );
    expect(failures).toHaveLength(1);
    expect(settled).toEqual([
      { taskId: tasks[0]!.id, ownerId: "someone" },
      { taskId: tasks[1]!.id, error: expect.objectContaining({ message: "storage hiccup" }) },
      { taskId: tasks[2]!.id, ownerId: "someone" },
    ]);
    const statuses = await app.db.prisma.scheduledTask.findMany({ where: { id: { in: tasks.map((task) => task.id) } } });
    expect(new Map(statuses.map((task) => [task.id, task.status]))).toEqual(
      new Map([
        [tasks[0]!.id, "completed"],
        [tasks[1]!.id, "scheduled"],
        [tasks[2]!.id, "completed"],
      ]),
    );
    const added = await app.db.prisma.listItem.findMany({
      where: { ownerId: "someone", title: { in: ["Order new letterheads", "Call the auditor", "Book the offsite venue"] } },
    });
    expect(added.map((item) => item.title).sort()).toEqual(["Book the offsite venue", "Order new letterheads"]);
  });

  it.each([
    // Gibberish is either unreadable or outside what can be done at a set time, as the model reads it: a clear refusal.
    [
      "asdf qwerty zxcv",
      /^(?:I couldn't tell what to do with “asdf qwerty zxcv”|“asdf qwerty zxcv” isn't something I can do at a set time)\. Try/,
    ],
    ["#8802", /^I couldn't tell what to do with “#8802”\. Try/],
    ["thanks", /isn't something I can do at a set time/],
  ])("fails %j with a clear error, never “Noted”", async (input, error) => {
    const clientId = await demoClientId();
    const task = await app.db.prisma.scheduledTask.create({ data: { ownerId: clientId, input, launchTime: new Date() } });
    await runScheduledTask(task.id, runDeps());
    const stored = await app.db.prisma.scheduledTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(stored.status).toBe("failed");
    expect(stored.error).toMatch(error);
  });

  it("records why a task could not be carried out", async () => {
    const task = await app.db.prisma.scheduledTask.create({
      data: { ownerId: "someone", input: "Remind me yesterday at 5pm to file taxes", launchTime: new Date() },
    });
    await runScheduledTask(task.id, runDeps());
    const stored = await app.db.prisma.scheduledTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(stored.status).toBe("failed");
    expect(stored.error).toMatch(/\?$/);
  });

  it("queues a message to send at launch, with an idempotency key", async () => {
    const task = await app.db.prisma.scheduledTask.create({
      data: { ownerId: "someone", input: "Send a WhatsApp to Priya saying the deck is ready", launchTime: new Date() },
    });
    const deps = runDeps();
    await Promise.all([runScheduledTask(task.id, deps), runScheduledTask(task.id, deps)]);
    expect(await app.db.prisma.outboxMessage.findMany({ where: { idempotencyKey: `task:${task.id}` } })).toMatchObject([
      { recipient: "Priya", body: "the deck is ready" },
    ]);
    expect((await app.db.prisma.scheduledTask.findUniqueOrThrow({ where: { id: task.id } })).result).toBe(
      "WhatsApp to Priya queued: “the deck is ready”",
    );
  });
});
