import fs from "node:fs";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { GraphQLError, Kind, parse, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Logger } from "../logger.ts";

/**
 * Trusted documents: the web app's operations, written by relay-compiler (`persistConfig`) as a map of
 * SHA-256 id → text. The browser sends `{ documentId, variables }`; the server runs the document it
 * parsed at start-up, so parsing is skipped and validation is cached per document (by its parsed tree).
 */
export interface TrustedDocuments {
  /** How many documents the map holds (0 when the file is absent). */
  readonly count: number;
  /** The operation names in the map (the web app's operations), for metrics labels. */
  readonly operationNames: ReadonlySet<string>;
  /** Yoga's persisted-operations plugin over this map, for HTTP. */
  readonly plugin: Plugin;
  /** What a WebSocket subscribe message asks to run: the trusted document by id, or (when allowed) its own text. */
  resolve(params: { query?: string; documentId?: unknown }): DocumentNode | string | GraphQLError;
}

interface TrustedDocumentsOptions {
  file: string;
  /** Refuse every operation that is not in the map (GRAPHQL_TRUSTED_DOCUMENTS_ONLY). */
  onlyTrusted: boolean;
  /** Re-read the file when an id is missing and the file changed (a developer re-ran relay-compiler). */
  reloadOnMiss: boolean;
  logger: Logger;
}

/** The request field that carries a trusted document's id (GraphQL over HTTP's trusted-documents convention). */
export const DOCUMENT_ID_PARAM = "documentId";

/** Loads the map once; refuses to start in trusted-only mode without one. */
export function loadTrustedDocuments({ file, onlyTrusted, reloadOnMiss, logger }: TrustedDocumentsOptions): TrustedDocuments {
  let loaded = readMap(file);
  if (!loaded) {
    if (onlyTrusted) throw new Error(`GRAPHQL_TRUSTED_DOCUMENTS_ONLY is on but ${file} is missing: run npm run relay -w web`);
    logger.warn({ file }, "no trusted documents map: GraphQL accepts query text only");
  }

  const find = (id: string): DocumentNode | undefined => {
    const document = loaded?.documents.get(id);
    if (document || !reloadOnMiss || modifiedAt(file) === loaded?.modifiedAt) return document;
    loaded = readMap(file) ?? loaded;
    return loaded?.documents.get(id);
  };

  return {
    get count() {
      return loaded?.documents.size ?? 0;
    },
    get operationNames() {
      return loaded?.operationNames ?? NO_NAMES;
    },
    plugin: usePersistedOperations({
      getPersistedOperation: (id) => find(id) ?? null,
      extractPersistedOperationId: (params) => documentIdOf(params as { documentId?: unknown }),
      allowArbitraryOperations: !onlyTrusted,
      customErrors: {
        notFound: ({ params }) => overHttp(unknownDocument(String((params as { documentId?: unknown }).documentId))),
        persistedQueryOnly: () => overHttp(TEXT_REFUSED),
        keyNotFound: () => overHttp({ message: `Send a query or a ${DOCUMENT_ID_PARAM}`, code: "BAD_REQUEST" }),
      },
    }),
    resolve(params) {
      const id = documentIdOf(params);
      if (id !== null) return find(id) ?? overWebSocket(unknownDocument(id));
      if (!onlyTrusted) return params.query ?? "";
      return overWebSocket(TEXT_REFUSED);
    },
  };
}

function documentIdOf(params: { documentId?: unknown }): string | null {
  return typeof params.documentId === "string" && params.documentId !== "" ? params.documentId : null;
}

interface Refusal {
  message: string;
  code: string;
}

const TEXT_REFUSED: Refusal = {
  message: "This server runs only the operations of its own web app: send a documentId (GRAPHQL_TRUSTED_DOCUMENTS_ONLY is on)",
  code: "TRUSTED_DOCUMENTS_ONLY",
};

function unknownDocument(id: string): Refusal {
  const message =
    `Unknown documentId "${id.slice(0, 80)}": this server does not know that operation ` + "(reload the page to get the current app)";
  return { message, code: "PERSISTED_QUERY_NOT_FOUND" };
}

/** A malformed request: status 400 over HTTP (Yoga keeps the `http` extension out of the answer). */
function overHttp({ message, code }: Refusal): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

function overWebSocket({ message, code }: Refusal): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

const NO_NAMES: ReadonlySet<string> = new Set();

function readMap(file: string): { documents: Map<string, DocumentNode>; operationNames: Set<string>; modifiedAt: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const entries = Object.entries(JSON.parse(text) as Record<string, string>);
  const documents = new Map(entries.map(([id, source]) => [id, parse(source)]));
  const operationNames = new Set(
    [...documents.values()].flatMap((document) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
      ),
    ),
  );
  return { documents, operationNames, modifiedAt: modifiedAt(file) };
}

function modifiedAt(file: string): number {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
