import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema } from "graphql";

/**
 * The mark (a field's `extensions`) of a root query field whose whole answer is the same for every caller until the
 * server restarts: it reads code and configuration only (the plans, the provider's details), never the viewer, the
 * request or stored data, and neither does anything beneath it.
 */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const;

/** How many distinct documents' answers are kept: the web app has a handful; query text from elsewhere cannot grow it past this. */
const MAX_ANSWERS = 64;

/** Whether the operation asks only marked fields (and `__typename`): a query with no variables and no directives at its root. */
export function isSameForEveryone(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "query" || operation.variableDefinitions?.length) return false;
  const fields = schema.getQueryType()?.getFields() ?? {};
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      !selection.directives?.length &&
      (selection.name.value === "__typename" || fields[selection.name.value]?.extensions.sameForEveryone === true),
  );
}

/** A document's answer as sent, and the operation's metrics label. */
export interface PublicAnswer {
  payload: string;
  operation: string;
}

/**
 * The answers of documents that are the same for everyone, by the request that names the document (its trusted id
 * or its text, and the operation's name): each is executed once per process and then sent as stored. Nothing here
 * changes while the server runs, so there is nothing to invalidate and nothing to share between instances.
 */
export function createPublicAnswers() {
  const answers = new Map<string, PublicAnswer>();
  return {
    /** The key of a request whose answer may be kept: one that sends no variables. */
    keyOf(params: { query?: string; documentId?: string; operationName?: string; variables?: Record<string, unknown> }) {
      if (params.variables && Object.keys(params.variables).length > 0) return undefined;
      return JSON.stringify([params.documentId ?? null, params.documentId ? null : (params.query ?? null), params.operationName ?? null]);
    },
    get: (key: string) => answers.get(key),
    keep(key: string, answer: PublicAnswer): void {
      if (answers.size < MAX_ANSWERS) answers.set(key, answer);
    },
  };
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>;
