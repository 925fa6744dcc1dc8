import type { AccountType } from "./account-type";
import { dashboardPathFor } from "./account-type";

/** A link of the signed-in person's own navigation in the header. */
export interface AccountLink {
  to: string;
  label: string;
  /** Shown as an icon in the wide bar (its label stays for assistive technology and in the narrow menu). */
  compact?: boolean;
}

/**
 * The header's links for a signed-in person: their dashboard, the assistant, the scheduler and
 * rewards; an admin also gets rules, integrations and analytics; last, their account (password, sessions).
 * (No "Submissions": it was the dashboard again, so two links lit up for one page and the bar wrapped "Sign out"
 * at 1440 px.)
 */
export function accountLinks(role: AccountType): AccountLink[] {
  const common: AccountLink[] = [
    { to: dashboardPathFor(role), label: "Dashboard" },
    { to: "/ria-assistant", label: "Assistant" },
    { to: "/ai-scheduler", label: "Scheduler" },
    { to: "/patswap", label: "Rewards" },
  ];
  const account: AccountLink = { to: "/account", label: "Account", compact: true };
  if (role !== "ADMIN") return [...common, account];
  return [
    ...common,
    { to: "/automation-rules", label: "Rules" },
    { to: "/integrations", label: "Integrations" },
    { to: "/analytics", label: "Analytics" },
    account,
  ];
}
