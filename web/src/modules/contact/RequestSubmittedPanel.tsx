import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";

export interface RequestSubmittedPanelProps {
  /** The chat with the team, offered as a link when the browser blocked the new tab. */
  chatUrl: string;
  tabBlocked: boolean;
  /** The same person had already asked within a day: the first request stands. */
  duplicate: boolean;
  onSubmitAnother: () => void;
}

const NEXT_STEPS = [
  "A 30-minute consultation call",
  "A custom demo",
  "A pilot deployment, if approved",
  "Full onboarding within 48 hours",
] as const;

/** Spec section 4: what a visitor sees after a request is stored, with the next steps. */
export function RequestSubmittedPanel({ chatUrl, tabBlocked, duplicate, onSubmitAnother }: RequestSubmittedPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <StyledPanel>
      <StyledIcon aria-hidden="true">
        <CheckCircle2 />
      </StyledIcon>
      <StyledHeading ref={headingRef} tabIndex={-1}>
        Request Submitted!
      </StyledHeading>
      <p>Our executive team will contact you within 24 hours to plan your deployment.</p>
      {duplicate && (
        <StyledMuted>We already had your request from the last day, so we kept that one; no need to send it again.</StyledMuted>
      )}
      <StyledStepsTitle>Next steps</StyledStepsTitle>
      <StyledSteps>
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </StyledSteps>
      {tabBlocked && (
        <StyledMuted>
          Your browser blocked the WhatsApp tab.{" "}
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">
            Open the WhatsApp chat with our team
          </a>
        </StyledMuted>
      )}
      <Button variant="secondary" onClick={onSubmitAnother}>
        Submit Another Request
      </Button>
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledIcon = styled.span`
  color: ${({ theme }) => theme.colors.healthy};
  svg {
    width: ${({ theme }) => theme.sizes.controlHeight};
    height: ${({ theme }) => theme.sizes.controlHeight};
  }
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  &:focus {
    outline: none;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStepsTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.xl};
  list-style: decimal;
`;
