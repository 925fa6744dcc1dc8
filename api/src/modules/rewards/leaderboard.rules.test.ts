import { describe, expect, it } from "vitest";
import { outranks, rankAfterMoves } from "./leaderboard.rules.ts";

describe("own rank kept from leaderboard moves", () => {
  const standing = { rank: 7, riko: 50, countedAt: 1_000 };
  const move = (before: number, after: number, at = 2_000, player = "RewardsPlayer:other") => ({ player, at, before, after });

  it("ranks only strictly more Riko above: level totals share a rank", () => {
    expect(outranks(51, 50)).toBe(true);
    expect(outranks(50, 50)).toBe(false);
  });

  it("drops one place when another player passes the viewer", () => {
    expect(rankAfterMoves(standing, [move(40, 60)], "me")).toBe(8);
    expect(rankAfterMoves(standing, [move(50, 51)], "me")).toBe(8);
    expect(rankAfterMoves(standing, [move(0, 100)], "me")).toBe(8);
  });

  it("does not move for a player who only draws level, stays below or was already above", () => {
    expect(rankAfterMoves(standing, [move(0, 50)], "me")).toBe(7);
    expect(rankAfterMoves(standing, [move(10, 49)], "me")).toBe(7);
    expect(rankAfterMoves(standing, [move(60, 500)], "me")).toBe(7);
  });

  it("climbs when a player above falls to or below the viewer (a merge paying back a duplicate)", () => {
    expect(rankAfterMoves(standing, [move(60, 50)], "me")).toBe(6);
  });

  it("adds up a burst of moves in any order, one player's several awards included", () => {
    const burst = [move(20, 45), move(45, 70), move(0, 55, 2_000, "RewardsPlayer:third")];
    expect(rankAfterMoves(standing, burst, "me")).toBe(9);
    expect(rankAfterMoves(standing, [...burst].reverse(), "me")).toBe(9);
  });

  it("ignores the viewer's own moves and moves already counted in the rank", () => {
    expect(rankAfterMoves(standing, [move(50, 80, 2_000, "me")], "me")).toBe(7);
    expect(rankAfterMoves(standing, [move(40, 60, 1_000), move(40, 60, 999)], "me")).toBe(7);
  });

  it("keeps no rank for a viewer who has not earned on the board, and never goes above first", () => {
    expect(rankAfterMoves({ ...standing, rank: null }, [move(40, 60)], "me")).toBeNull();
    expect(rankAfterMoves({ ...standing, rank: 1 }, [move(60, 10)], "me")).toBe(1);
  });
});
