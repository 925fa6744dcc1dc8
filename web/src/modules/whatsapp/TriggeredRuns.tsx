import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { RuleRunItem } from "../automation/RuleRunItem";
import type { TriggeredRuns_rules$key } from "./__generated__/TriggeredRuns_rules.graphql";
import { happenedSince } from "./test-message";

/** The automation runs the test message set off (runs since it was sent), with the rule's name; live. */
export function TriggeredRuns({ rules, since }: { rules: TriggeredRuns_rules$key; since: number | null }) {
  const data = useFragment(
    graphql`
      fragment TriggeredRuns_rules on AutomationRule @relay(plural: true) {
        name
        runs(first: 5) @connection(key: "TriggeredRuns_runs") {
          edges {
            node {
              id
              startedAt
              ...RuleRunItem_run
            }
          }
        }
      }
    `,
    rules,
  );
  const runs =
    since === null
      ? []
      : data
          .flatMap((rule) =>
            rule.runs.edges
              .map((edge) => edge.node)
              .filter((run) => happenedSince(run.startedAt, since))
              .map((run) => ({ run, ruleName: rule.name })),
          )
          .sort((a, b) => Date.parse(b.run.startedAt) - Date.parse(a.run.startedAt));
  return (
    <Card title="Automation runs" description="Rules this message set off · updates live">
      {since === null ? (
        <StyledEmpty>Send a message to see which rules it sets off.</StyledEmpty>
      ) : runs.length === 0 ? (
        <StyledEmpty>No rule has run for it yet. Rules fire on their keywords (whole words, any case).</StyledEmpty>
      ) : (
        <ol aria-label="Automation runs">
          {runs.map(({ run, ruleName }) => (
            <RuleRunItem key={run.id} run={run} ruleName={ruleName} />
          ))}
        </ol>
      )}
    </Card>
  );
}

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
