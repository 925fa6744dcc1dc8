import { hasOnlyStorableText, UNSTORABLE_TEXT_MESSAGE } from "../rules/storable-text.rules.ts";
import type { IncomingMessage } from "node:http";
import getRawBody from "raw-body";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../errors.ts";

/** Reads a request body up to `limit` bytes; a larger one is refused before it is buffered. */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw tooLarge(limit);
  try {
    return await getRawBody(req, { limit, length: req.headers["content-length"] });
  } catch (error) {
    if ((error as { type?: string }).type === "entity.too.large") throw tooLarge(limit);
    throw new BadRequestError("The request body could not be read");
  }
}

/** No REST payload nests deeper; checking text and shapes of a deeper one would exhaust the stack (a 500). */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests, counted without recursion, stopping once past `limit`. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Parses a JSON request body, refusing other content types and malformed JSON with clear messages. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new UnsupportedMediaTypeError("Send the body as JSON with Content-Type: application/json");
  }
  const raw = await readRawBody(req, limit);
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new BadRequestError("The request body is not valid JSON");
  }
  if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) throw new BadRequestError(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  if (!hasOnlyStorableText(parsed)) throw new BadRequestError(UNSTORABLE_TEXT_MESSAGE);
  return parsed;
}

function tooLarge(limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`The request body is larger than ${limit} bytes`);
}
