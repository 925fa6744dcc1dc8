import styled from "styled-components";
import { readableErrorMessage } from "../relay/http-error";
import { Button } from "../ui/Button";
import { useFirstScreenHandOver } from "./first-screen/hand-over";

export interface ErrorPanelProps {
  title: string;
  error: Error;
  onRetry?: () => void;
}

/** A failure explained in plain words, with the technical message and a retry. */
export function ErrorPanel({ title, error, onRetry }: ErrorPanelProps) {
  // A landing page that fails before it renders must not stay behind its build-time copy.
  useFirstScreenHandOver();
  return (
    <StyledPanel role="alert">
      <StyledTitle>{title}</StyledTitle>
      <StyledText>Please try again in a few minutes. If it keeps happening, contact support.</StyledText>
      <StyledDetail>{readableErrorMessage(error.message)}</StyledDetail>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDetail = styled.code`
  max-width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
