import type { Pinning } from "./cpu.ts";
import {
  landingQueryRequest,
  measureGraphqlThroughput,
  TYPENAME_REQUEST,
  type ThroughputRequest,
  type ThroughputResult,
} from "./graphql-throughput.ts";
import { TARGETS, throughputTable } from "./report.ts";
import { loadEnv } from "../src/env.ts";

/** fastify/benchmarks' load (100 connections, 10 pipelined), the usual basis for "x of raw node:http" figures. */
export function throughputOptions(quick: boolean) {
  return { connections: 100, pipelining: 10, warmupSeconds: quick ? 2 : 5, durationSeconds: quick ? 3 : 10 };
}

type SectionResult = { targetMet?: boolean } & (ThroughputResult | { error: string });

/**
 * Bench section 1: `{ __typename }` (the GraphQL layer alone, where the target is set), then the
 * landing page's own query, each against raw node:http sending the same bytes; printed as it goes.
 */
export async function runGraphqlSection(pinning: Pinning, quick: boolean) {
  const options = throughputOptions(quick);
  const requests: Array<[string, ThroughputRequest]> = [
    ["1a", TYPENAME_REQUEST],
    ["1b", landingQueryRequest(loadEnv({}).GRAPHQL_DOCUMENTS_FILE)],
  ];
  const results: Record<string, SectionResult> = {};
  for (const [step, request] of requests) {
    const load = `${options.connections} connections x ${options.pipelining} pipelined`;
    const window = `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s measured`;
    console.log(`\n${step}. GraphQL throughput: POST /graphql ${request.label}, ${load}, ${window}, each server alone`);
    try {
      const result = await measureGraphqlThroughput({ pinning, ...options }, request);
      console.log(throughputTable(result));
      const identical = result.identicalPayload ? "byte-identical in both servers" : "NOT IDENTICAL (check the baseline)";
      console.log(`response: ${result.responseBytes} bytes, ${identical}`);
      const targetMet = request === TYPENAME_REQUEST ? result.ratio >= TARGETS.throughputRatioAtLeast : undefined;
      results[step === "1a" ? "typename" : "landingQuery"] = { ...result, targetMet };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`FAILED: ${message}`);
      results[step === "1a" ? "typename" : "landingQuery"] = { error: message };
    }
  }
  return results;
}
