import type { SchedulerLateness } from "./scheduler-lateness.ts";
import type { Summary } from "./stats.ts";

/** The chat's (ms) and the scheduler's (s) targets: issue 13 tightened the chat's final reply from 300 to 200 ms. */
export const APP_TARGETS = { firstDeltaP95MsAtMost: 50, finalP95MsAtMost: 200, schedulerP99SecondsAtMost: 2 };

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

/** The chat's latency lines, against issue 4's p95 targets. */
export function chatTable(result: { firstDelta: Summary; final: Summary }): string {
  const firstMet = result.firstDelta.p95 <= APP_TARGETS.firstDeltaP95MsAtMost;
  const finalMet = result.final.p95 <= APP_TARGETS.finalP95MsAtMost;
  const { firstDelta, final } = result;
  return [
    `   send -> first delta: p50 ${ms(firstDelta.p50)}, p95 ${ms(firstDelta.p95)} ` +
      `(${firstDelta.count} replies; target p95 <= ${APP_TARGETS.firstDeltaP95MsAtMost} ms: ${verdict(firstMet)})`,
    `   send -> final message: p50 ${ms(final.p50)}, p95 ${ms(final.p95)} ` +
      `(target p95 <= ${APP_TARGETS.finalP95MsAtMost} ms: ${verdict(finalMet)})`,
  ].join("\n");
}

/** The scheduler's lateness lines on one database, against issue 5's p99 target. */
export function schedulerTable(database: string, result: SchedulerLateness, tasks: number): string {
  const met = result.lateness.p99 <= APP_TARGETS.schedulerP99SecondsAtMost;
  const { lateness } = result;
  return [
    `   ${database}, launch -> done: p50 ${lateness.p50.toFixed(2)} s, p99 ${lateness.p99.toFixed(2)} s ` +
      `(target p99 <= ${APP_TARGETS.schedulerP99SecondsAtMost} s: ${verdict(met)})`,
    `   ${" ".repeat(database.length)}  all ${result.completed} of ${tasks} done ` +
      `${result.allDoneSeconds.toFixed(2)} s after their launch time`,
  ].join("\n");
}
