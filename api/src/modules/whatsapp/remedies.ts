import type { Prisma } from "../../generated/prisma/client.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import { backoffSeconds, failureNote, type MetaRemedy } from "./meta-errors.rules.ts";
import type { OptOuts } from "./opt-outs.service.ts";

/** Attempts per message (with back-off between them), then "failed". */
export const MAX_SEND_ATTEMPTS = 5;

export interface RemedyDeps {
  outbox: Pick<Outbox, "update">;
  optOuts: OptOuts;
  /** Tries the row again at `at` (a job); without it the outbox sweep finds the row once `notBefore` has passed. */
  later?(outboxId: string, at: Date): Promise<void>;
}

/** Meta's refusal of a message, in people's words, and what helps. */
export interface Failure {
  code: number | null;
  text: string;
  remedy: MetaRemedy;
}

/** What became of the row: queued again as the template, queued again after a back-off, or failed for good. */
export type RemedyOutcome = "resend" | "retry" | "failed";

/**
 * Acts on Meta's refusal of an outbox row, whether the send's answer said so or a failed status did: resend as the
 * template (131047), try again after a back-off (130429, Meta's server errors), mark the number opted out (131050),
 * or stop. `still` narrows the update to the row as it was when refused (a status for that same message id), so a
 * redelivered status acts once: a queued row no longer carries the message id.
 */
export async function remedy(
  deps: RemedyDeps,
  row: { id: string; recipient: string; template: boolean; attempts: number },
  failure: Failure,
  still: Prisma.OutboxMessageWhereInput,
  now: Date,
): Promise<RemedyOutcome> {
  const requeue = async (data: Prisma.OutboxMessageUpdateManyMutationInput, at: Date) => {
    const requeued = await deps.outbox.update(
      row.id,
      { status: "queued", providerMessageId: null, paceSlot: null, notBefore: at, errorCode: failure.code, ...data },
      still,
    );
    if (requeued) await deps.later?.(row.id, at);
  };
  const fail = async (done: string) => {
    await deps.outbox.update(
      row.id,
      { status: "failed", errorCode: failure.code, note: failureNote(failure.code, failure.text, done), paceSlot: null, notBefore: null },
      still,
    );
    return "failed" as const;
  };

  switch (failure.remedy) {
    case "template":
      if (row.template) return fail("it went as the template already, so it is not sent again");
      await requeue({ template: true, note: failureNote(failure.code, failure.text, "sent again as the approved template") }, now);
      return "resend";
    case "retry": {
      if (row.attempts >= MAX_SEND_ATTEMPTS) return fail(`gave up after ${row.attempts} attempts`);
      const wait = backoffSeconds(row.attempts);
      await requeue({ note: failureNote(failure.code, failure.text, `trying again in ${wait} s`) }, new Date(now.getTime() + wait * 1000));
      return "retry";
    }
    case "opt-out":
      await deps.optOuts.optOut(row.recipient, String(failure.code ?? "meta"));
      return fail("the number is marked opted out and nothing more is sent to it");
    case "none":
      return fail("not retried");
  }
}
