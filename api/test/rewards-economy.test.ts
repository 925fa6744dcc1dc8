import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRewardsService, type RewardsService } from "../src/modules/rewards/rewards.service.ts";
import { seededRng } from "../src/modules/rewards/rewards.rules.ts";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

/** The service on the app's real database with a clock the test moves (heartbeat abuse needs time travel). */
describe.each(databaseTargets)("rewards economy on $name", (target) => {
  let app: TestApp;
  let rewards: RewardsService;
  let clock = new Date("2026-11-24T06:00:00Z");
  let ipCount = 0;
  const caller = (guestId: string) => ({ identity: { guestId }, ip: `192.0.2.${++ipCount % 250}` });
  const guest = () => crypto.randomUUID();
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  const ledgerSum = async (playerId: string) =>
    (await app.db.prisma.rewardLedger.aggregate({ where: { playerId }, _sum: { amount: true } }))._sum.amount ?? 0;

  beforeAll(async () => {
    app = await startTestApp(target);
    rewards = createRewardsService({
      prisma: app.db.prisma,
      pubsub: app.pubsub.pubsub,
      limits: {},
      logger: app.logger,
      production: false,
      rateLimited: false,
      now: () => clock,
      rng: seededRng(9),
    });
  });
  afterAll(async () => {
    await rewards.stop();
    await app.close();
  });

  it("keeps balance = sum(ledger) through a storm of parallel awards of every kind", async () => {
    const id = guest();
    await rewards.heartbeat(caller(id));
    const bubbles = await rewards.bubbles(caller(id));
    await Promise.all([
      ...Array.from({ length: 20 }, () => rewards.orderCard(caller(id))),
      ...Array.from({ length: 20 }, () => rewards.spin(caller(id)).catch(() => null)),
      ...Array.from({ length: 20 }, () => rewards.claimBubble(caller(id), bubbles[0]!.id)),
      ...Array.from({ length: 20 }, () => rewards.heartbeat(caller(id))),
      ...["team-ai", "team-dev", "tool-crm", "team-ai"].map((item) => rewards.buyStartupItem(caller(id), item).catch(() => null)),
    ]);
    const player = await rewards.player({ guestId: id });
    expect(player.riko).toBe(await ledgerSum(player.id));
    expect(player.cardOrders).toBe(20);
    expect(await app.db.prisma.rewardLedger.count({ where: { playerId: player.id, reason: "card-ordered" } })).toBe(1);
    expect(player.startup.owned.sort()).toEqual(["team-ai", "team-dev", "tool-crm"]);
  });

  it("pays one-time awards once however many guests merge into an account", async () => {
    const userId = crypto.randomUUID();
    const account = { identity: { userId }, ip: "192.0.2.251" };
    await rewards.heartbeat(account);
    await rewards.orderCard(account);
    await rewards.buyStartupItem(account, "team-ai");
    const before = await rewards.player({ userId });
    // The attack: each round a fresh guest cookie collects the one-time awards, then signing in merges it.
    for (let round = 0; round < 2; round++) {
      const guestId = guest();
      await rewards.heartbeat(caller(guestId));
      await rewards.orderCard(caller(guestId));
      await rewards.buyStartupItem(caller(guestId), "team-ai");
      await rewards.heartbeat({ identity: { userId, guestId }, ip: "192.0.2.252" });
    }
    const after = await rewards.player({ userId });
    expect(after.riko).toBe(before.riko);
    expect(after.riko).toBe(await ledgerSum(after.id));
    expect(after.cardOrders).toBe(3);
    const net = await app.db.prisma.rewardLedger.groupBy({
      by: ["reason"],
      where: { playerId: after.id, reason: { in: ["card-ordered", "merge:duplicate:card-ordered"] } },
      _sum: { amount: true },
    });
    expect(net.reduce((total, row) => total + (row._sum.amount ?? 0), 0)).toBe(100);
  });

  it("credits real time only: 1 Riko a minute, fast heartbeats gain nothing", async () => {
    const id = guest();
    await rewards.heartbeat(caller(id));
    for (let i = 0; i < 10; i++) await rewards.heartbeat(caller(id)); // ten beats within the same second
    expect((await rewards.player({ guestId: id })).timeSpent).toBe(0);
    for (let i = 0; i < 4; i++) {
      advance(30);
      await rewards.heartbeat(caller(id));
    }
    const player = await rewards.player({ guestId: id });
    expect(player.timeSpent).toBe(120);
    expect(player.riko).toBe(50 + 2); // first visit + two minutes
  });

  it("two tabs beating in turn earn as one", async () => {
    const id = guest();
    await rewards.heartbeat(caller(id));
    for (let i = 0; i < 8; i++) {
      advance(15); // tab A and tab B each beat every 30 s, 15 s apart
      await rewards.heartbeat(caller(id));
    }
    expect((await rewards.player({ guestId: id })).timeSpent).toBe(120);
  });

  it("a clock that jumps credits at most 75 s forward and nothing backwards; a long gap starts a new session", async () => {
    const id = guest();
    await rewards.heartbeat(caller(id));
    advance(300);
    expect((await rewards.heartbeat(caller(id))).player.timeSpent).toBe(75);
    advance(-3600);
    expect((await rewards.heartbeat(caller(id))).player.timeSpent).toBe(75);
    advance(30);
    expect((await rewards.heartbeat(caller(id))).player.timeSpent).toBe(105);
    advance(3600);
    const afterGap = (await rewards.heartbeat(caller(id))).player;
    expect([afterGap.timeSpent, afterGap.sessionSeconds]).toEqual([105, 0]);
  });

  it("pays session milestones at 600 s (+5) and the time-master achievement", async () => {
    const id = guest();
    await rewards.heartbeat(caller(id));
    let result;
    for (let i = 0; i < 20; i++) {
      advance(30);
      result = await rewards.heartbeat(caller(id));
    }
    expect(result!.player.sessionSeconds).toBe(600);
    expect(result!.unlocked).toEqual(["time-master"]);
    // first visit 50 + 10 minutes + milestone 5 + time-master 200
    expect(result!.player.riko).toBe(265);
    expect(result!.player.riko).toBe(await ledgerSum(result!.player.id));
  });

  it("keeps the streak across IST midnight and pays 10 x the previous streak", async () => {
    const id = guest();
    clock = new Date("2026-11-24T18:29:00Z"); // 23:59 IST
    await rewards.heartbeat(caller(id));
    advance(120); // 00:01 IST the next day
    const next = await rewards.heartbeat(caller(id));
    expect(next.player.streak).toBe(2);
    expect(await app.db.prisma.rewardLedger.count({ where: { playerId: next.player.id, reason: "streak", amount: 10 } })).toBe(1);
    advance(3 * 86_400);
    expect((await rewards.heartbeat(caller(id))).player.streak).toBe(1);
  });

  it("lets the wheel spin again only after 15 minutes", async () => {
    const id = guest();
    await rewards.spin(caller(id));
    advance(899);
    await expect(rewards.spin(caller(id))).rejects.toThrow("The wheel is cooling down. Spin again in 0:01.");
    advance(1);
    expect((await rewards.spin(caller(id))).awarded).toBeGreaterThan(0);
  });
});

describe("idle guest players", () => {
  it("are deleted after 30 idle days with their rows; accounts and active guests stay", async () => {
    const app = await startTestApp();
    try {
      const { purgeIdleGuestPlayers } = await import("../src/modules/rewards/guest-players.jobs.ts");
      const prisma = app.db.prisma;
      const old = new Date(Date.now() - 31 * 86_400_000);
      const idle = await prisma.rewardPlayer.create({
        data: { guestId: crypto.randomUUID(), displayName: "Idle", lastSeenAt: old, balance: 5 },
      });
      await prisma.rewardLedger.create({ data: { playerId: idle.id, amount: 5, reason: "bubble", idempotencyKey: `k:${idle.id}` } });
      const active = await prisma.rewardPlayer.create({ data: { guestId: crypto.randomUUID(), displayName: "Active" } });
      const account = await prisma.rewardPlayer.create({ data: { userId: crypto.randomUUID(), displayName: "Account", lastSeenAt: old } });
      expect(await purgeIdleGuestPlayers(prisma)).toBe(1);
      expect((await prisma.rewardPlayer.findMany()).map((player) => player.id).sort()).toEqual([active.id, account.id].sort());
      expect(await prisma.rewardLedger.count({ where: { playerId: idle.id } })).toBe(0);
    } finally {
      await app.close();
    }
  });
});
