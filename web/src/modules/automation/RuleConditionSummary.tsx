import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";

export interface RuleConditionSummaryProps {
  trigger: string;
  keywords: readonly string[];
  cronExpression: string | null | undefined;
  minutesBefore: number | null | undefined;
  nextRuns: readonly string[];
}

/** When a rule fires, in words; a cron rule also lists its next 5 runs in IST. */
export function RuleConditionSummary({ trigger, keywords, cronExpression, minutesBefore, nextRuns }: RuleConditionSummaryProps) {
  return (
    <StyledBlock>
      <StyledLabel>When</StyledLabel>
      {trigger === "keyword" && <p>A WhatsApp or chat message contains {keywordList(keywords)}</p>}
      {trigger === "email" && <p>An email arrives{keywords.length > 0 ? <> containing {keywordList(keywords)}</> : null}</p>}
      {trigger === "calendar" && <p>{minutesBefore ?? 15} minutes before each calendar event</p>}
      {trigger === "cron" && (
        <>
          <p>
            On the schedule <StyledCode>{cronExpression}</StyledCode> (IST)
          </p>
          {nextRuns.length > 0 && <StyledCaption>Next {nextRuns.length} runs</StyledCaption>}
          {nextRuns.length > 0 && (
            <StyledNext aria-label={`Next ${nextRuns.length} runs (IST)`}>
              {nextRuns.map((at) => (
                <li key={at}>
                  <time dateTime={at}>{formatIstDateTime(at)}</time>
                </li>
              ))}
            </StyledNext>
          )}
        </>
      )}
    </StyledBlock>
  );
}

function keywordList(keywords: readonly string[]) {
  return (
    <StyledKeywords>
      {keywords.map((keyword) => (
        <StyledKeyword key={keyword}>{keyword}</StyledKeyword>
      ))}
    </StyledKeywords>
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

const StyledCaption = styled.span`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledKeywords = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
`;

const StyledKeyword = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCode = styled.code`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.xs};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const StyledNext = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;
