import type { Responder } from "./chat.service.ts";
import { carryOut, type CarryOutDeps } from "./carry-out.ts";
import { understand } from "./engine/understand.ts";

/** Ria without a model: the local engine understands the request and the actions carry it out. */
export function createLocalResponder(deps: CarryOutDeps): Responder {
  return (owner, text) => carryOut(understand(text, deps.now()), owner, deps);
}
