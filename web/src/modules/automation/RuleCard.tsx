import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { Switch } from "../../ui/Switch";
import type { RuleCard_rule$key } from "./__generated__/RuleCard_rule.graphql";
import { RuleActionList } from "./RuleActionList";
import { RuleCardActions } from "./RuleCardActions";
import { RuleConditionSummary } from "./RuleConditionSummary";
import { draftOfRule } from "./rule-form";
import { triggerLabel } from "./rule-labels";
import { RuleRunHistory } from "./RuleRunHistory";
import { useUpdateRule } from "./useUpdateRule";

/** One automation rule: what sets it off, what it does, its switch, its latest runs and its buttons. */
export function RuleCard({ rule, onDeleted }: { rule: RuleCard_rule$key; onDeleted: () => void }) {
  const data = useFragment(
    graphql`
      fragment RuleCard_rule on AutomationRule {
        id
        ruleId
        name
        description
        trigger
        active
        keywords
        cronExpression
        minutesBefore
        actions
        nextRuns
        ...RuleRunHistory_rule
      }
    `,
    rule,
  );
  const { setActive } = useUpdateRule();
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={titleId} $active={data.active}>
      <StyledHeader>
        <StyledTitleBlock>
          <StyledName id={titleId}>{data.name}</StyledName>
          <StyledId>{data.ruleId}</StyledId>
        </StyledTitleBlock>
        <StyledToggle>
          <Badge tone="info" dot={false}>
            {triggerLabel(data.trigger)}
          </Badge>
          <StyledState aria-hidden="true">{data.active ? "Active" : "Inactive"}</StyledState>
          <Switch
            label={`Active: ${data.name}`}
            checked={data.active}
            onCheckedChange={(active) => setActive({ id: data.id, ruleId: data.ruleId }, active)}
          />
        </StyledToggle>
      </StyledHeader>
      <StyledDescription>{data.description}</StyledDescription>
      <StyledDetails>
        <RuleConditionSummary
          trigger={data.trigger}
          keywords={data.keywords}
          cronExpression={data.cronExpression}
          minutesBefore={data.minutesBefore}
          nextRuns={data.nextRuns}
        />
        <RuleActionList actions={data.actions} />
      </StyledDetails>
      <RuleRunHistory rule={data} />
      <RuleCardActions rule={draftOfRule(data)} onDeleted={onDeleted} />
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $active: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $active }) => ($active ? theme.colors.healthyBar : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitleBlock = styled.div`
  min-width: 0;
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledId = styled.code`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const StyledToggle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledState = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
