import { AppError } from "../../errors.ts";

/** Today's (or this month's) allowance is spent; names where to go for more. */
export class PlanLimitReachedError extends AppError {
  readonly code = "PLAN_LIMIT_REACHED";
  constructor(
    message: string,
    /** The plan that would allow more, when there is one. */
    readonly upgradeToPlanId: string | null,
    /** Where the person can get more: sign in (guests) or pricing; null on the top plan. */
    readonly upgradePath: string | null,
  ) {
    super(message);
  }
}
