/** How many distinct documents' answers are kept: the web app has a handful; query text from elsewhere cannot grow it past this. */
const MAX_ANSWERS = 64;

/** A document's answer as sent, and the operation's metrics label. */
export interface PublicAnswer {
  payload: string;
  operation: string;
}

/**
 * The answers of documents that ask only constants (schema/constant-answers.ts), by the request that names the
 * document (its trusted id or its text, and the operation's name): each is executed once per process and then sent
 * as stored. Nothing here changes while the server runs, so there is nothing to invalidate and nothing to share
 * between instances.
 */
export function createPublicAnswers() {
  const answers = new Map<string, PublicAnswer>();
  // The same answers by the exact body that first asked for them: a client sends the same bytes every time, and
  // finding them here costs no parsing at all.
  const bySentBody = new Map<string, PublicAnswer>();
  return {
    /** The answer kept for a body sent before, byte for byte. */
    forBody: (body: string) => bySentBody.get(body),
    /** The key of a request whose answer may be kept: one that sends no variables. */
    keyOf(params: { query?: string; documentId?: string; operationName?: string; variables?: Record<string, unknown> }) {
      if (params.variables && Object.keys(params.variables).length > 0) return undefined;
      return JSON.stringify([params.documentId ?? null, params.documentId ? null : (params.query ?? null), params.operationName ?? null]);
    },
    get: (key: string) => answers.get(key),
    keep(key: string, answer: PublicAnswer, body: string): void {
      if (answers.size < MAX_ANSWERS) answers.set(key, answer);
      if (bySentBody.size < MAX_ANSWERS) bySentBody.set(body, answer);
    },
  };
}
