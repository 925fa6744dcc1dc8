import { cronProblem, nextRuns } from "@ria/api/modules/automation/cron.rules.ts";
import { useDeferredValue, useMemo } from "react";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";

const PREVIEW_RUNS = 3;

/**
 * What a cron expression means while it is typed: the next runs in IST, or why the server would refuse it
 * (the same rules the server saves with, from cron.rules.ts). Nothing while the field is empty.
 */
export function CronPreview({ expression }: { expression: string }) {
  const typed = useDeferredValue(expression.trim());
  const preview = useMemo(() => {
    if (!typed) return null;
    const problem = cronProblem(typed);
    if (problem) return { problem };
    try {
      return { runs: nextRuns(typed, PREVIEW_RUNS, new Date()).map((at) => at.toISOString()) };
    } catch (error) {
      return { problem: `Not a valid cron expression: ${(error as Error).message}` };
    }
  }, [typed]);

  return (
    <StyledPreview aria-live="polite" data-cron-preview>
      {preview?.problem && <StyledProblem>{preview.problem}</StyledProblem>}
      {preview?.runs && (
        <>
          <StyledCaption>Next {PREVIEW_RUNS} runs (IST)</StyledCaption>
          <StyledRuns aria-label={`Next ${PREVIEW_RUNS} runs of ${typed}`}>
            {preview.runs.map((at) => (
              <li key={at}>
                <time dateTime={at}>{formatIstDateTime(at)}</time>
              </li>
            ))}
          </StyledRuns>
        </>
      )}
    </StyledPreview>
  );
}

const StyledPreview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const StyledProblem = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;
const StyledCaption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const StyledRuns = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
  font-variant-numeric: tabular-nums;
`;
