/** Right and total counts by key ("all", "category reminder", "style voice"). */
export type Tally = Map<string, [number, number]>;

/** Adds one result under a key. */
export function count(tally: Tally, key: string, ok: boolean): void {
  const entry = tally.get(key) ?? [0, 0];
  entry[1]++;
  if (ok) entry[0]++;
  tally.set(key, entry);
}

/** "93.5% (101/108)". */
export const pct = (entry: [number, number] | undefined) =>
  entry ? `${((100 * entry[0]) / entry[1]).toFixed(1)}% (${entry[0]}/${entry[1]})` : "-";

/** A table with one column per set, a row per key in a stable order. */
export function table(...columns: Array<[string, Tally]>): string {
  const keys = [...new Set(columns.flatMap(([, tally]) => [...tally.keys()]))].sort((a, b) =>
    a === "all" ? 1 : b === "all" ? -1 : a.localeCompare(b),
  );
  const rows = [["", ...columns.map(([name]) => name)], ...keys.map((key) => [key, ...columns.map(([, tally]) => pct(tally.get(key)))])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]! + 2))
        .join("")
        .trimEnd(),
    )
    .join("\n");
}
