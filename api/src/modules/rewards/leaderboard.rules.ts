/**
 * Ranks on a board, as the server counts them and the browser keeps them live. A player's rank is
 * 1 + the number of players with strictly more Riko: players level on Riko share a rank.
 */

/** Whether a player with `theirs` Riko ranks above one with `mine`. */
export const outranks = (theirs: number, mine: number): boolean => theirs > mine;

/** Another player's total on one board moved from `before` to `after`; `at` is when it was written (epoch ms). */
export interface ScoreMove {
  player: string;
  at: number;
  before: number;
  after: number;
}

/** The viewer's own standing on one board as the server last counted it (`countedAt`, epoch ms). */
export interface Standing {
  rank: number | null;
  riko: number;
  countedAt: number;
}

/**
 * The viewer's rank after other players' moves, without asking the server: each move changes it
 * only when the mover crossed the viewer's total. Moves of the viewer themself, and moves written
 * no later than the server counted the rank (already in it), change nothing; the viewer's own
 * awards bring a freshly counted rank with their answer.
 */
export function rankAfterMoves(standing: Standing, moves: readonly ScoreMove[], viewer: string): number | null {
  if (standing.rank === null) return null;
  let rank = standing.rank;
  for (const move of moves) {
    if (move.player === viewer || move.at <= standing.countedAt) continue;
    rank += Number(outranks(move.after, standing.riko)) - Number(outranks(move.before, standing.riko));
  }
  return Math.max(1, rank);
}
