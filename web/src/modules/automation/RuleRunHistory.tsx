import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import type { RuleRunHistory_rule$key } from "./__generated__/RuleRunHistory_rule.graphql";
import { RuleRunItem } from "./RuleRunItem";

/** Runs shown before "Show all". */
const FIRST_RUNS = 3;

/** A rule's latest runs, newest first (20, then each new one as it is recorded: see useRuleRunRecorded). */
export function RuleRunHistory({ rule }: { rule: RuleRunHistory_rule$key }) {
  const data = useFragment(
    graphql`
      fragment RuleRunHistory_rule on AutomationRule {
        runs(first: 20) @connection(key: "RuleRunHistory_runs") {
          edges {
            node {
              id
              ...RuleRunItem_run
            }
          }
        }
      }
    `,
    rule,
  );
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const runs = data.runs.edges.map((edge) => edge.node);
  const shown = expanded ? runs : runs.slice(0, FIRST_RUNS);
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Latest runs</StyledHeading>
      {runs.length === 0 ? (
        <StyledEmpty>No runs yet.</StyledEmpty>
      ) : (
        <ol>
          {shown.map((run) => (
            <RuleRunItem key={run.id} run={run} />
          ))}
        </ol>
      )}
      {runs.length > FIRST_RUNS && (
        <div>
          <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? "Show fewer runs" : `Show all ${runs.length} runs`}
          </Button>
        </div>
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledHeading = styled.h4`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
