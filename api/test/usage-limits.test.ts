import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_MESSAGES_PER_ADDRESS_PER_DAY } from "../src/modules/assistant/chat.service.ts";
import { createInstructionService } from "../src/modules/assistant/instruction.service.ts";
import { runScheduledTasks } from "../src/modules/scheduler/task-runner.ts";
import { ADMIN_ENV, freshIp, signIn } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  __typename ... on Error { code } } }`;

/** Distinct everyday tasks, one per unit of the quota. */
const PEOPLE = ["Priya", "Rahul", "Anita", "Vikram", "Meera", "Sanjay", "Kavya", "Arjun", "Nisha", "Rohan"];
const SURNAMES = ["Shah", "Iyer", "Menon", "Gupta", "Rao"];

describe.each(databaseTargets)("usage limits under concurrency on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, ADMIN_ENV)));
  afterAll(() => app?.close());

  it("accepts exactly 5 of 15 concurrent sends on a 5-a-day plan", async () => {
    const { token } = await signIn(app.baseUrl, "CLIENT");
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        graphql<{ sendChatMessage: { __typename: string; code?: string } }>(
          app.baseUrl,
          SEND,
          { input: { text: `What is on my list? (${index})` } },
          { authorization: `Bearer ${token}` },
        ),
      ),
    );
    const outcomes = results.map(
      (result) => result.body.data?.sendChatMessage.code ?? result.body.data?.sendChatMessage.__typename ?? JSON.stringify(result.body),
    );
    expect(outcomes.filter((outcome) => outcome === "MutationSendChatMessageSuccess").length).toBe(5);
    expect(outcomes.filter((outcome) => outcome === "PLAN_LIMIT_REACHED").length).toBe(10);
  });

  it("enforces the demo plan's 20 tasks a month, also when 25 are scheduled at once", async () => {
    const client = await app.db.prisma.user.findUniqueOrThrow({ where: { email: "demo@ria.example" } });
    const launchTime = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, (_, index) => app.services.scheduler.schedule(client.id, { input: `Task ${index}`, launchTime })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBe(20);
    const refusals = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(refusals.map((refusal) => (refusal.reason as { code: string }).code)).toEqual(Array(5).fill("PLAN_LIMIT_REACHED"));
    expect((refusals[0]!.reason as Error).message).toBe("You've used all 20 of this month's tasks. Upgrade your plan for more.");
    expect(await app.db.prisma.scheduledTask.count({ where: { ownerId: client.id } })).toBe(20);
  });

  it("runs every task of a quota of N: each is charged once, when scheduled", async () => {
    const owner = await app.db.prisma.user.create({
      data: {
        email: "quota@client.example",
        name: "Quota",
        role: "CLIENT",
        passwordHash: "x",
        client: { create: { company: "Q", planId: "demo" } },
      },
    });
    const quota = (await app.db.prisma.plan.findUniqueOrThrow({ where: { id: "demo" } })).monthlyTasks;
    const launchTime = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
    const tasks = [];
    for (let index = 0; index < quota; index++) {
      const input = `Add call ${PEOPLE[index % PEOPLE.length]} ${SURNAMES[Math.floor(index / PEOPLE.length)]} to my task list`;
      tasks.push((await app.services.scheduler.schedule(owner.id, { input, launchTime })).task);
    }
    await expect(
      app.services.scheduler.schedule(owner.id, { input: "Add one too many to my task list", launchTime }),
    ).rejects.toMatchObject({
      code: "PLAN_LIMIT_REACHED",
    });
    // The runner, as the job engine calls it at launch time.
    const deps = {
      prisma: app.db.prisma,
      instructions: { ...createInstructionService({ prisma: app.db.prisma, jobs: app.jobs }), scheduleReminder: async () => {} },
      now: () => new Date(),
    };
    await runScheduledTasks(
      tasks.map((task) => task.id),
      deps,
    );
    const statuses = await app.db.prisma.scheduledTask.groupBy({ by: ["status"], where: { ownerId: owner.id }, _count: true });
    expect(statuses).toEqual([{ status: "completed", _count: quota }]);
    expect(await app.db.prisma.listItem.count({ where: { ownerId: owner.id } })).toBe(quota);
    const usage = await app.services.assistant.usage.usageOf({
      kind: "user",
      id: owner.id,
      userId: owner.id,
      planId: "demo",
      name: "Quota",
      company: "Q",
    });
    expect([usage.monthlyTasksUsed, usage.monthlyTasksLimit]).toEqual([quota, quota]);
  });

  it("limits guest messages per address, so dropping the cookie does not reset the allowance", async () => {
    const ip = freshIp();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < GUEST_MESSAGES_PER_ADDRESS_PER_DAY + 5; attempt++) {
      // No cookie: every send starts a new guest.
      const { body } = await graphql<{ sendChatMessage: { __typename: string; code?: string } }>(
        app.baseUrl,
        SEND,
        { input: { text: "Hello Ria" } },
        { "x-forwarded-for": ip },
      );
      outcomes.push(body.data?.sendChatMessage.code ?? body.data!.sendChatMessage.__typename);
    }
    expect(outcomes.filter((outcome) => outcome === "MutationSendChatMessageSuccess").length).toBe(GUEST_MESSAGES_PER_ADDRESS_PER_DAY);
    expect(outcomes.slice(-5)).toEqual(Array(5).fill("RATE_LIMITED"));
  });
});
