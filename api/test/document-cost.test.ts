import fs from "node:fs";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { buildSchema, parse, validate, type GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_COST } from "../src/http/graphql.ts";
import { testEnv } from "./test-app.ts";

// The web app's real operations (relay-compiler's map) against the printed schema.
const documents = JSON.parse(fs.readFileSync(testEnv().GRAPHQL_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
const schema = buildSchema(fs.readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));

/** What the server's cost limit charges for a document (connections per item asked for), measured with its own rule. */
function costOf(text: string): number {
  let cost = 0;
  const measure = costLimitRule({
    maxCost: 0,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [(_context, error: GraphQLError) => (cost = Number(/found (\d+(?:\.\d+)?)/.exec(error.message)?.[1]))],
  });
  validate(schema, parse(text), [measure]);
  return cost;
}

describe("the web app's operations stay within the server's query cost limit", () => {
  it("charges every one less than the limit, the chat's 50 messages included", () => {
    const costs = Object.values(documents).map((text) => ({ operation: /^\w+ (\w+)/.exec(text)?.[1], cost: costOf(text) }));
    expect(costs.filter(({ cost }) => !(cost <= MAX_QUERY_COST))).toEqual([]);
    // The measure itself works: the chat page is charged for its connection of 50 messages.
    expect(costs.find(({ operation }) => operation === "RiaAssistantPageQuery")?.cost).toBeGreaterThan(5000);
  });
});
