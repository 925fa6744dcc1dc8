import type { Database } from "../src/db/database.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import type { Outcome } from "../src/modules/assistant/action-result.ts";
import { createConversationState } from "../src/modules/assistant/act/conversation-state.ts";
import type { HistoryEntry } from "../src/modules/assistant/chat.service.ts";
import { createLocalResponder } from "../src/modules/assistant/local-responder.ts";
import { guestOwner } from "../src/modules/assistant/owner.rules.ts";
import { EVAL_NOW, type EvalCase } from "./cases.ts";

/** What one case did: the outcome of each setup message and of the message evaluated. */
export interface CaseRun {
  setup: Outcome[];
  outcome: Outcome;
  ownerId: string;
}

/**
 * Runs cases through Ria's real local responder on a real (embedded) database, as the chat does: each case is a
 * fresh owner whose setup messages are carried out first, at the evaluation's fixed clock.
 */
export async function openHarness(): Promise<{ db: Database; run(c: EvalCase, index: number): Promise<CaseRun>; close(): Promise<void> }> {
  const db = await openDatabase({ dataDir: "memory://" });
  await migrate(db.sql);
  const respond = createLocalResponder({
    prisma: db.prisma,
    scheduleReminder: async () => {},
    now: () => EVAL_NOW,
    state: createConversationState(db.prisma),
  });
  return {
    db,
    async run(c, index) {
      const owner = guestOwner(`eval-${index}-${Math.random().toString(36).slice(2, 8)}`);
      const history: HistoryEntry[] = [];
      const say = async (text: string) => {
        const outcome = await respond(owner, text, history.slice(-5), () => {});
        history.push({ role: "user", content: text }, { role: "assistant", content: outcome.text, actions: outcome.actions });
        return outcome;
      };
      const setup: Outcome[] = [];
      for (const message of c.setup ?? []) setup.push(await say(message));
      return { setup, outcome: await say(c.text), ownerId: owner.id };
    },
    close: () => db.close(),
  };
}
