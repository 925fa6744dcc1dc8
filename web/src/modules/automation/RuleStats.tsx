import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatNumber } from "../../lib/format-ist";
import { StatCard } from "../../ui/StatCard";
import type { RuleStats_rules$key } from "./__generated__/RuleStats_rules.graphql";

/** Spec section 2's stat cards: total, active, email triggers and scheduled (cron) rules. */
export function RuleStats({ rules }: { rules: RuleStats_rules$key }) {
  const data = useFragment(
    graphql`
      fragment RuleStats_rules on AutomationRule @relay(plural: true) {
        trigger
        active
      }
    `,
    rules,
  );
  const count = (test: (rule: (typeof data)[number]) => boolean) => formatNumber(data.filter(test).length);
  return (
    <StyledGrid aria-label="Rule summary">
      <StatCard label="Total Rules" value={formatNumber(data.length)} hint="Saved automation rules" tone="accent" />
      <StatCard label="Active Rules" value={count((rule) => rule.active)} hint="Running now" tone="healthy" />
      <StatCard label="Email Triggers" value={count((rule) => rule.trigger === "email")} hint="Fire on incoming email" tone="warning" />
      <StatCard label="Scheduled" value={count((rule) => rule.trigger === "cron")} hint="Run on a cron schedule (IST)" tone="neutral" />
    </StyledGrid>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;
