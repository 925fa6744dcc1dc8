import { CheckCircle2, Circle } from "lucide-react";
import styled from "styled-components";
import { Card } from "../../ui/Card";

export interface TestProgressProps {
  received: boolean;
  runs: number;
  replied: boolean;
}

/** Where the test message is: received by the webhook, rules checked, Ria's reply recorded. Read out as it moves. */
export function TestProgress({ received, runs, replied }: TestProgressProps) {
  const steps = [
    { label: "Received through the webhook", done: received },
    {
      label: runs > 0 ? `${runs} automation ${runs === 1 ? "rule" : "rules"} ran` : replied ? "No rule matched" : "Rules checked",
      done: runs > 0 || replied,
    },
    { label: "Ria replied", done: replied },
  ];
  return (
    <Card title="Progress">
      <StyledSteps aria-live="polite">
        {steps.map((step) => (
          <StyledStep key={step.label} $done={step.done}>
            {step.done ? <CheckCircle2 size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
            <span>
              {step.label}
              {!step.done && <StyledWaiting> (waiting)</StyledWaiting>}
            </span>
          </StyledStep>
        ))}
      </StyledSteps>
    </Card>
  );
}

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledStep = styled.li<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $done }) => ($done ? theme.colors.text : theme.colors.textSubtle)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $done }) => ($done ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  svg {
    flex: none;
    color: ${({ theme, $done }) => ($done ? theme.colors.healthy : theme.colors.borderStrong)};
  }
`;

const StyledWaiting = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
