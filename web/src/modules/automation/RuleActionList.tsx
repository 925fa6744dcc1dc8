import styled from "styled-components";
import { describeAction, readActions } from "./rule-actions";

/** What a rule does when it fires, one line per action. */
export function RuleActionList({ actions }: { actions: unknown }) {
  const list = readActions(actions);
  return (
    <StyledBlock>
      <StyledLabel>Then</StyledLabel>
      {list.length === 0 ? (
        <StyledNone>No actions yet: the rule only records its runs.</StyledNone>
      ) : (
        <StyledList>
          {list.map((action, index) => (
            <li key={index}>{describeAction(action)}</li>
          ))}
        </StyledList>
      )}
    </StyledBlock>
  );
}

const StyledBlock = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
  overflow-wrap: anywhere;
`;

const StyledNone = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
