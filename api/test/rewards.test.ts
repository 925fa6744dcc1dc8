import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankAfterMoves, type ScoreMove } from "../src/modules/rewards/leaderboard.rules.ts";
import { signIn, ADMIN_ENV } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { wsClient } from "./graphql-client.ts";
import { BOARD_SUBSCRIPTION, boardWhere, rewardsPlayer } from "./rewards-helpers.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const sumOfLedger = async (app: TestApp, playerId: string) =>
  (await app.db.prisma.rewardLedger.aggregate({ where: { playerId }, _sum: { amount: true } }))._sum.amount ?? 0;
const rowId = (graphqlId: string) => graphqlId.replace("RewardsPlayer:", "");

describe.each(databaseTargets)("rewards through the server on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, ADMIN_ENV)));
  afterAll(() => app.close());

  it("makes a visitor a guest player with a cookie and a default name", async () => {
    const player = rewardsPlayer(app.baseUrl);
    const state = await player.state();
    expect(player.guestCookie).toMatch(/^ria_player=[0-9a-f-]{36}$/);
    expect(state.displayName).toMatch(/^Guest\d{4}$/);
    expect(state).toMatchObject({
      riko: 0,
      level: 1,
      streak: 0,
      sections: [true, false, false, false],
      rank: { allTime: null, thisWeek: null },
    });
    expect((await player.state()).id).toBe(state.id);
  });

  it("sends a watcher both boards as soon as it subscribes, and a late watcher the latest board at once", async () => {
    const player = rewardsPlayer(app.baseUrl);
    const { displayName } = await player.state();
    const listed = (board: { allTime: Array<{ name: string }> }) => board.allTime.some((entry) => entry.name === displayName);
    const first = wsClient(app.baseUrl);
    let markSubscribed: () => void = () => {};
    const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
    const pushed = new Promise<void>((resolve, reject) => {
      first.subscribe<{ leaderboardChanged: { allTime: Array<{ name: string }> } }>(
        { query: BOARD_SUBSCRIPTION },
        {
          next: (value) => {
            markSubscribed(); // the current boards come first, before anything is earned
            if (value.data && listed(value.data.leaderboardChanged)) resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await subscribed;
    await player.orderCard();
    await pushed;
    // Nothing is earned from here on: a watcher joining the running group is sent its latest board.
    const late = wsClient(app.baseUrl);
    expect(listed(await boardWhere(late, () => true, 5_000).board)).toBe(true);
    await Promise.all([first.dispose(), late.dispose()]);
  });

  it("pays first visit and starts the streak on the first heartbeat, once", async () => {
    const player = rewardsPlayer(app.baseUrl);
    const first = await player.heartbeat();
    expect(first).toMatchObject({ awarded: 50, unlocked: [{ id: "first-visit", reward: 50 }], player: { riko: 50, streak: 1, level: 1 } });
    const again = await player.heartbeat();
    expect(again.awarded).toBe(0);
    expect(again.player.riko).toBe(50);
  });

  it("ranks no one for visiting: a guest joins the boards with its first play, however much time earned it", async () => {
    const visitor = rewardsPlayer(app.baseUrl);
    const visit = await visitor.heartbeat();
    expect(visit.player).toMatchObject({ riko: 50, ranked: false, rank: { allTime: null, thisWeek: null } });
    const { id, displayName } = await visitor.state();
    // Hours on the page would make it the richest player; still only a visitor.
    await app.db.prisma.$transaction([
      app.db.prisma.rewardLedger.create({
        data: { playerId: rowId(id), amount: 1_000_000, reason: "time", idempotencyKey: `time:${id}:test` },
      }),
      app.db.prisma.rewardPlayer.update({ where: { id: rowId(id) }, data: { balance: { increment: 1_000_000 } } }),
    ]);
    const names = async () => {
      const { leaderboard } = await visitor.call(`{ leaderboard { allTime { name } thisWeek { name } } }`);
      return [leaderboard.allTime, leaderboard.thisWeek].map((board: Array<{ name: string }>) => board.map((entry) => entry.name));
    };
    expect((await names()).flat()).not.toContain(displayName);
    expect((await visitor.state()).rank).toMatchObject({ allTime: null, thisWeek: null });

    const [bubble] = await visitor.bubbles();
    const caught = await visitor.claim(bubble.id);
    expect(caught.player).toMatchObject({ ranked: true, rank: { allTime: 1, thisWeek: 1 } });
    expect(await names()).toEqual([expect.arrayContaining([displayName]), expect.arrayContaining([displayName])]);
    // The viewer finds itself on the board by id, not by a name others may share.
    const { leaderboard } = await visitor.call(`{ leaderboard { allTime { player name } } }`);
    expect(leaderboard.allTime.find((entry: { player: string }) => entry.player === id)).toMatchObject({ name: displayName });
    // Off the boards again, so the other tests' leaders lead.
    await app.db.prisma.rewardLedger.deleteMany({ where: { playerId: rowId(id) } });
    await app.db.prisma.rewardBubble.deleteMany({ where: { playerId: rowId(id) } });
    await app.db.prisma.rewardAchievement.deleteMany({ where: { playerId: rowId(id) } });
    await app.db.prisma.rewardPlayer.delete({ where: { id: rowId(id) } });
  });

  it("tells a guest the AI Task Scheduler's +50 needs an account, and a signed-in player that it is theirs to earn", async () => {
    expect(await rewardsPlayer(app.baseUrl).state()).toMatchObject({ guest: true });
    const { cookie } = await signIn(app.baseUrl, "CLIENT");
    expect(await rewardsPlayer(app.baseUrl, cookie).state()).toMatchObject({ guest: false });
  });

  it("pays a bubble once: 100 parallel claims of one bubble award it exactly once", async () => {
    const player = rewardsPlayer(app.baseUrl);
    await player.state(); // the page's query: the guest cookie is set before the storm
    const [bubble] = await player.bubbles();
    expect([25, 50, 15, 35]).toContain(bubble.value);
    const results = await Promise.all(Array.from({ length: 100 }, () => player.claim(bubble.id)));
    expect(results.filter((result) => result.awarded > 0).map((result) => result.awarded)).toEqual([bubble.value]);
    const state = await player.state();
    expect(state).toMatchObject({ riko: bubble.value, bubblesCaught: 1 });
    expect(await sumOfLedger(app, rowId(state.id))).toBe(bubble.value);
  });

  it("answers a replayed claim with nothing paid", async () => {
    const player = rewardsPlayer(app.baseUrl);
    const [bubble] = await player.bubbles();
    expect((await player.claim(bubble.id)).awarded).toBe(bubble.value);
    expect(await player.claim(bubble.id)).toMatchObject({ awarded: 0, player: { riko: bubble.value } });
  });

  it("refuses a bubble that does not exist, belongs to someone else or has floated away", async () => {
    const owner = rewardsPlayer(app.baseUrl);
    const other = rewardsPlayer(app.baseUrl);
    const [bubble] = await owner.bubbles();
    expect(await other.claim(bubble.id)).toEqual({ code: "NOT_FOUND", message: "No such bubble" });
    await app.db.prisma.rewardBubble.update({ where: { id: bubble.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await owner.claim(bubble.id)).toEqual({ code: "CONFLICT", message: "This bubble has floated away" });
    expect((await owner.state()).riko).toBe(0);
  });

  it("issues at most one bubble per 5 s", async () => {
    const player = rewardsPlayer(app.baseUrl);
    const calls = await Promise.all(Array.from({ length: 10 }, () => player.bubbles()));
    expect(Math.max(...calls.map((bubbles) => bubbles.length))).toBe(1);
  });

  it("spins once: 100 parallel spins draw one prize, then the 15-minute cooldown", async () => {
    const player = rewardsPlayer(app.baseUrl);
    await player.state();
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 100 }, () => player.spin()));
    const wins = results.filter((result) => "awarded" in result);
    expect(wins).toHaveLength(1);
    expect([5, 10, 25, 50, 100, 250]).toContain(wins[0]!.awarded);
    expect(results.some((result) => result.message?.startsWith("Too many requests."))).toBe(true);
    expect(results.filter((result) => result.message?.startsWith("The wheel"))[0]!.message).toMatch(
      /^The wheel is cooling down\. Spin again in 1[45]:\d\d\.$/,
    );
    const state = await player.state();
    // 15 minutes from the winning spin, less however long the burst and this read took on a busy machine.
    const elapsedSeconds = Math.ceil((Date.now() - started) / 1000);
    expect(state.spinCooldown).toBeLessThanOrEqual(900);
    expect(state.spinCooldown).toBeGreaterThanOrEqual(900 - elapsedSeconds - 1);
    expect(await app.db.prisma.rewardSpin.count({ where: { playerId: rowId(state.id) } })).toBe(1);
  });

  it("pays the card order once and records later orders", async () => {
    const player = rewardsPlayer(app.baseUrl);
    expect((await player.orderCard()).awarded).toBe(100);
    const second = await player.orderCard();
    expect(second).toMatchObject({ awarded: 0, player: { riko: 100, cardOrders: 2, sections: [true, true, true, false] } });
  });

  it("checks startup purchases on the server", async () => {
    const player = rewardsPlayer(app.baseUrl);
    expect((await player.buy("challenge-mvp")).message).toBe("A challenge needs at least 2 team members and 1 tool");
    expect((await player.buy("team-ai")).awarded).toBe(5);
    expect((await player.buy("team-ai")).message).toBe("Already owned");
    await player.buy("team-dev");
    await player.buy("team-design");
    expect((await player.buy("tool-ai")).awarded).toBe(3);
    expect((await player.buy("team-growth")).message).toBe("Not enough Riko");
    expect((await player.buy("challenge-mvp")).awarded).toBe(50);
    expect((await player.buy("challenge-mvp")).message).toBe("This challenge is already completed");
    expect((await player.buy("nope")).code).toBe("NOT_FOUND");
    const state = await player.call(`{ rewards { riko startup { capital owned progress phase } } }`);
    expect(state.rewards).toEqual({
      riko: 68,
      startup: {
        capital: 5,
        owned: ["team-ai", "team-dev", "team-design", "tool-ai", "challenge-mvp"],
        progress: 80,
        phase: "Launch Ready",
      },
    });
  });

  it("validates display names and shows them on the leaderboard", async () => {
    const player = rewardsPlayer(app.baseUrl);
    expect(await player.rename("ceo@corp.in")).toEqual({ code: "VALIDATION_FAILED", message: "Display name cannot be an email address" });
    expect((await player.rename("x")).message).toBe("Display name must be at least 2 characters");
    expect((await player.rename("  Riko Queen ")).player.displayName).toBe("Riko Queen");
    await player.orderCard();
    await player.orderCard();
    const board = await player.call(`{ leaderboard { allTime { name riko level } thisWeek { name riko } } }`);
    expect(board.leaderboard.allTime.length).toBeLessThanOrEqual(3);
    expect(board.leaderboard.allTime.map((entry: { name: string }) => entry.name)).not.toContain("");
  });

  it("pushes the leaderboard to watchers when anyone earns", async () => {
    const earner = rewardsPlayer(app.baseUrl);
    await earner.rename("Top Earner");
    const watcher = wsClient(app.baseUrl);
    const leader = boardWhere(watcher, (board) => board.allTime[0]?.name === "Top Earner" && board.allTime[0].riko >= 268);
    await leader.ready;
    await earner.orderCard();
    await earner.spin();
    for (let i = 0; i < 3; i++) await earner.buy(["team-ai", "team-dev", "tool-crm"][i]!);
    await earner.buy("challenge-scale");
    // Card 100 + spin >= 5 + hires 5 + 5 + tool 3 + challenge 150: only the board after the last award shows >= 268.
    const board = await leader.board;
    expect(board.allTime[0]).toMatchObject({ name: "Top Earner", riko: (await earner.state()).riko });
    expect(board.thisWeek[0]).toMatchObject({ name: "Top Earner" });
    await watcher.dispose();
  });

  it("lets a watcher keep its own rank from the pushed moves, counted as the server counts it (ties share a rank)", async () => {
    type Move = { player: string; at: string; allTime: { before: number; after: number }; thisWeek: { before: number; after: number } };
    const moves: Move[] = [];
    const watcher = wsClient(app.baseUrl);
    watcher.subscribe<{ leaderboardChanged: { changes: Move[] } }>(
      { query: "subscription { leaderboardChanged { changes { player at allTime { before after } thisWeek { before after } } } }" },
      { next: (value) => moves.push(...(value.data?.leaderboardChanged.changes ?? [])), error: () => {}, complete: () => {} },
    );
    const movedBy = async (player: { state: () => Promise<{ id: string; riko: number }> }) => {
      const { id, riko } = await player.state();
      await expect.poll(() => moves.some((move) => move.player === id && move.allTime.after === riko), { timeout: 10_000 }).toBe(true);
    };
    // Newcomers' card orders until one is pushed: the subscription is live.
    await expect.poll(async () => (await rewardsPlayer(app.baseUrl).orderCard(), moves.length > 0), { timeout: 10_000 }).toBe(true);
    const viewer = rewardsPlayer(app.baseUrl);
    await viewer.orderCard(); // the viewer holds 100 Riko from here on
    await movedBy(viewer);
    const { id: viewerId, rank: counted } = await viewer.state();
    expect(counted).toMatchObject({ allTimeRiko: 100, thisWeekRiko: 100 });
    expect(counted.allTime).toBeGreaterThan(1);

    const level = rewardsPlayer(app.baseUrl); // 100: draws level, so the viewer keeps its rank
    await level.orderCard();
    // 50 by visiting (unranked, so it moves nothing), then the card: joins at 150 and passes once.
    const passer = rewardsPlayer(app.baseUrl);
    await passer.heartbeat();
    await passer.orderCard();
    const catcher = rewardsPlayer(app.baseUrl); // 100, then a bubble: passes
    await catcher.orderCard();
    const [bubble] = await catcher.bubbles();
    await catcher.claim(bubble.id);
    for (const player of [level, passer, catcher]) await movedBy(player);

    const kept = (board: "allTime" | "thisWeek") =>
      rankAfterMoves(
        { rank: counted[board], riko: counted[`${board}Riko`], countedAt: Date.parse(counted.countedAt) },
        moves.map((move): ScoreMove => ({ player: move.player, at: Date.parse(move.at), ...move[board] })),
        viewerId,
      );
    expect(kept("allTime")).toBe(counted.allTime + 2);
    expect(kept("thisWeek")).toBe(counted.thisWeek + 2);
    // The server's own count, made now, agrees with the rank kept from the moves alone.
    expect((await viewer.state()).rank).toMatchObject({ allTime: kept("allTime"), thisWeek: kept("thisWeek") });
    await watcher.dispose();
  });

  it("pays the AI Task Scheduler's 50 once, at the first heartbeat after the player's first task completed", async () => {
    const { cookie } = await signIn(app.baseUrl, "ADMIN");
    const player = rewardsPlayer(app.baseUrl, cookie);
    await player.heartbeat();
    const { userId } = await app.db.prisma.rewardPlayer.findUniqueOrThrow({ where: { id: rowId((await player.state()).id) } });
    const task = await app.db.prisma.scheduledTask.create({
      data: { ownerId: userId!, input: "Remind me to call Priya", launchTime: new Date() },
    });
    expect((await player.heartbeat()).awarded).toBe(0); // scheduled, not yet done
    await app.db.prisma.scheduledTask.update({ where: { id: task.id }, data: { status: "completed", finishedAt: new Date() } });
    expect((await player.heartbeat()).awarded).toBe(50);
    expect((await player.heartbeat()).awarded).toBe(0);
    const rows = await app.db.prisma.rewardLedger.findMany({
      where: { playerId: rowId((await player.state()).id), reason: "first-scheduled-task" },
    });
    expect(rows.map((row) => row.amount)).toEqual([50]);
  });

  it("moves a guest's progress to the account on sign-in", async () => {
    const { cookie } = await signIn(app.baseUrl, "CLIENT");
    const guest = rewardsPlayer(app.baseUrl);
    await guest.heartbeat();
    await guest.orderCard();
    const signedIn = rewardsPlayer(app.baseUrl, cookie);
    await signedIn.heartbeat();
    const merged = await (async () => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `${cookie}; ${guest.guestCookie}` },
        body: JSON.stringify({ query: "{ rewards { id riko cardOrders } }" }),
      });
      return ((await response.json()) as { data: { rewards: { id: string; riko: number; cardOrders: number } } }).data.rewards;
    })();
    // Both had first-visit (50 each): the duplicate is paid back, so the account keeps 50 + 100.
    expect(merged).toMatchObject({ riko: 150, cardOrders: 1 });
    expect(await sumOfLedger(app, rowId(merged.id))).toBe(150);
    expect(await app.db.prisma.rewardPlayer.findUnique({ where: { guestId: guest.guestCookie!.split("=")[1]! } })).toBeNull();
  });
});
