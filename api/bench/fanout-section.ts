import type { Pinning } from "./cpu.ts";
import { fanoutTable, fanoutTargetsMet } from "./report.ts";
import { SUBSCRIPTION } from "./servers/protocol.ts";
import { measureSubscriptionFanout, type FanoutResult } from "./subscription-fanout.ts";

/** The two sizes measured: the usual crowd, and ten times it (where the latency bound is absolute). */
export function fanoutSizes(quick: boolean) {
  return [
    { name: "1k", large: false, subscribers: 1000, clientProcesses: 2, events: quick ? 10 : 50, intervalMs: 200 },
    { name: "10k", large: true, subscribers: 10_000, clientProcesses: 2, events: quick ? 5 : 20, intervalMs: 1000 },
  ] as const;
}

/** Bench section 2: fan-out at each size against a bare ws broadcast, printed as it goes; one size's failure does not stop the other. */
export async function runFanoutSection(pinning: Pinning, quick: boolean) {
  const results: Record<string, { options: object; targetMet?: boolean } & (FanoutResult | { error: string })> = {};
  for (const { name, large, ...options } of fanoutSizes(quick)) {
    const crowd = `${options.subscribers.toLocaleString("en-US")} subscribers over ${options.clientProcesses} client processes`;
    const events = `${options.events} events ${options.intervalMs} ms apart`;
    console.log(
      `\n2${large ? "b" : "a"}. Subscription fan-out: ${crowd}, ${events}, publish-to-receive latency per delivery\n   ${SUBSCRIPTION}`,
    );
    try {
      const result = await measureSubscriptionFanout({ pinning, ...options });
      console.log(fanoutTable(result, large));
      const clientErrors = [...result.graphqlWs.clientErrors, ...result.rawWs.clientErrors];
      if (clientErrors.length) console.log(`client errors: ${clientErrors.slice(0, 5).join("; ")}`);
      results[name] = { options, ...result, targetMet: fanoutTargetsMet(result, large) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`FAILED: ${message}`);
      results[name] = { options, error: message };
    }
  }
  return results;
}
