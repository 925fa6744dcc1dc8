import { describe, expect, it } from "vitest";
import { graphqlWebSocketUrl } from "./env";

describe("graphqlWebSocketUrl", () => {
  it("uses ws on http pages and keeps the port", () => {
    expect(graphqlWebSocketUrl({ protocol: "http:", host: "localhost:4100" })).toBe("ws://localhost:4100/graphql");
  });

  it("uses wss on https pages", () => {
    expect(graphqlWebSocketUrl({ protocol: "https:", host: "ria.example.in" })).toBe("wss://ria.example.in/graphql");
  });
});
