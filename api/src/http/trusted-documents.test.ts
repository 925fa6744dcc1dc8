import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GraphQLError } from "graphql";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTrustedDocuments } from "./trusted-documents.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ria-trusted-"));
const missing = path.join(folder, "missing.json");
afterEach(() => vi.restoreAllMocks());

describe("loadTrustedDocuments", () => {
  it("without a map, warns and runs query text only", () => {
    const logger = pino({ level: "silent" });
    const warn = vi.spyOn(logger, "warn");
    const documents = loadTrustedDocuments({ file: missing, onlyTrusted: false, reloadOnMiss: false, logger });
    expect(documents.count).toBe(0);
    expect(warn).toHaveBeenCalledWith({ file: missing }, "no trusted documents map: GraphQL accepts query text only");
    expect(documents.resolve({ query: "{ __typename }" })).toBe("{ __typename }");
    expect(documents.resolve({ query: "", documentId: "abc" })).toBeInstanceOf(GraphQLError);
  });

  it("refuses to start in trusted-only mode without a map", () => {
    expect(() =>
      loadTrustedDocuments({ file: missing, onlyTrusted: true, reloadOnMiss: false, logger: pino({ level: "silent" }) }),
    ).toThrow(/GRAPHQL_TRUSTED_DOCUMENTS_ONLY is on but .*missing\.json is missing/);
  });

  it("re-reads a map that changed when asked for an id it lacks (development)", () => {
    const file = path.join(folder, "map.json");
    fs.writeFileSync(file, JSON.stringify({ a: "query A { __typename }" }));
    const documents = loadTrustedDocuments({ file, onlyTrusted: true, reloadOnMiss: true, logger: pino({ level: "silent" }) });
    expect(documents.resolve({ documentId: "b" })).toBeInstanceOf(GraphQLError);
    fs.writeFileSync(file, JSON.stringify({ a: "query A { __typename }", b: "query B { __typename }" }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(documents.resolve({ documentId: "b" })).toMatchObject({ kind: "Document" });
    expect(documents.count).toBe(2);
  });
});
