import type { Pinning } from "./cpu.ts";
import {
  EXECUTED_TYPENAME_REQUEST,
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
 * Bench section 1: `{ __typename }` as clients send it (answered from the kept public answers), the same executed
 * every time (the GraphQL layer alone), then the landing page's own query, each against raw node:http sending the
 * same bytes; printed as it goes. The target is set for `{ __typename }`, both ways.
 */
export async function runGraphqlSection(pinning: Pinning, quick: boolean) {
  const options = throughputOptions(quick);
  const requests: Array<[step: string, key: string, request: ThroughputRequest]> = [
    ["1a", "typename", TYPENAME_REQUEST],
    ["1b", "landingQuery", landingQueryRequest(loadEnv({}).GRAPHQL_DOCUMENTS_FILE)],
    ["1c", "typenameExecuted", EXECUTED_TYPENAME_REQUEST],
  ];
  const results: Record<string, SectionResult> = {};
  for (const [step, key, request] of requests) {
    const load = `${options.connections} connections x ${options.pipelining} pipelined`;
    const window = `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s measured`;
    console.log(`\n${step}. GraphQL throughput: POST /graphql ${request.label}, ${load}, ${window}, each server alone`);
    try {
      const result = await measureGraphqlThroughput({ pinning, ...options }, request);
      console.log(throughputTable(result));
      const identical = result.identicalPayload ? "byte-identical in both servers" : "NOT IDENTICAL (check the baseline)";
      console.log(`response: ${result.responseBytes} bytes, ${identical}`);
      const targeted = request === TYPENAME_REQUEST || request === EXECUTED_TYPENAME_REQUEST;
      results[key] = { ...result, targetMet: targeted ? result.ratio >= TARGETS.throughputRatioAtLeast : undefined };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`FAILED: ${message}`);
      results[key] = { error: message };
    }
  }
  return results;
}
