import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { WALKTHROUGH } from "./demo-walkthrough";

export interface WatchDemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Watch Demo: a four-step walkthrough of a day with Ria, told as the chats that happen. */
export function WatchDemoDialog({ open, onOpenChange }: WatchDemoDialogProps) {
  const [index, setIndex] = useState(0);
  const step = WALKTHROUGH[index]!;
  const last = index === WALKTHROUGH.length - 1;
  const change = (next: boolean) => {
    if (!next) setIndex(0);
    onOpenChange(next);
  };

  return (
    <Dialog title="See Ria in action" description="A day with Ria, in four steps." open={open} onOpenChange={change}>
      <StyledStep aria-live="polite">
        <StyledCounter>
          Step {index + 1} of {WALKTHROUGH.length}
        </StyledCounter>
        <StyledTitle>{step.title}</StyledTitle>
        <StyledCaption>{step.caption}</StyledCaption>
        <StyledChat aria-label="Example conversation">
          {step.exchange.map((line, lineIndex) => (
            <StyledBubble key={lineIndex} $fromRia={line.from === "ria"}>
              <StyledSpeaker>{line.from === "ria" ? "Ria" : "You"}</StyledSpeaker>
              {line.text}
            </StyledBubble>
          ))}
        </StyledChat>
      </StyledStep>
      <StyledNav>
        <Button variant="ghost" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        {last ? <Button onClick={() => change(false)}>Done</Button> : <Button onClick={() => setIndex(index + 1)}>Next</Button>}
      </StyledNav>
    </Dialog>
  );
}

const StyledStep = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCounter = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledCaption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledChat = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const StyledBubble = styled.li<{ $fromRia: boolean }>`
  justify-self: ${({ $fromRia }) => ($fromRia ? "start" : "end")};
  max-width: 85%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $fromRia }) => ($fromRia ? theme.colors.surface : theme.colors.healthySoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledSpeaker = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.lg};
`;
