import { BarChart3, CalendarClock, Flag, Gauge, MessagesSquare, Target } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { MessageDialog } from "../../ui/MessageDialog";
import { WORKFLOWS } from "./workflows";

const icons = {
  analytics: BarChart3,
  communication: MessagesSquare,
  calendar: CalendarClock,
  strategic: Target,
  performance: Gauge,
  priority: Flag,
} as const;

type Workflow = (typeof WORKFLOWS)[number];

/** Spec section 2: six workflow buttons; each describes its context in a dialog, and does nothing more. */
export function WorkflowCenter() {
  const [open, setOpen] = useState<Workflow | null>(null);
  return (
    <Card title="Executive Workflow Center" description="Where Ria focuses when you ask about each area.">
      <StyledGrid>
        {WORKFLOWS.map((workflow) => {
          const Icon = icons[workflow.id];
          return (
            <li key={workflow.id}>
              <StyledButton type="button" onClick={() => setOpen(workflow)}>
                <Icon size={20} aria-hidden="true" />
                {workflow.title}
              </StyledButton>
            </li>
          );
        })}
      </StyledGrid>
      <MessageDialog
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={open?.title ?? ""}
        message={open?.context ?? ""}
      />
    </Card>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const StyledButton = styled.button`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  min-height: 6rem;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background ${({ theme }) => theme.durations.fast};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
