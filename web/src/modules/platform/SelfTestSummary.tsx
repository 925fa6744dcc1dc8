import { CheckCircle2, XCircle } from "lucide-react";
import styled from "styled-components";
import { formatIstTime } from "../../lib/format-ist";
import { summarise, type SelfTestCheck } from "./self-test";

/** "16 of 16 passed", in colour and in words, with when the run finished (IST). */
export function SelfTestSummary({ checks, ranAt }: { checks: readonly SelfTestCheck[]; ranAt: string }) {
  const summary = summarise(checks);
  const slowest = Math.max(0, ...checks.map((check) => check.ms));
  return (
    <StyledSummary $ok={summary.allPassed} role="status">
      {summary.allPassed ? <CheckCircle2 size={28} aria-hidden="true" /> : <XCircle size={28} aria-hidden="true" />}
      <div>
        <StyledHeadline>{summary.text}</StyledHeadline>
        <StyledDetail>
          {summary.allPassed
            ? "Every REST path answered as designed."
            : `${summary.total - summary.passed} failed: see the rows marked Failed.`}{" "}
          Ran at {formatIstTime(ranAt)}; slowest {slowest} ms.
        </StyledDetail>
      </div>
    </StyledSummary>
  );
}

const StyledSummary = styled.div<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.healthySoft : theme.colors.errorSoft)};
  svg {
    flex: none;
    color: ${({ theme, $ok }) => ($ok ? theme.colors.healthy : theme.colors.error)};
  }
`;

const StyledHeadline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
