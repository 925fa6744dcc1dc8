import { useState } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { CategoryFilter } from "./CategoryFilter";
import { LoginRequiredDialog } from "./LoginRequiredDialog";
import { NavSection } from "./NavSection";
import { WorkflowCard } from "./WorkflowCard";
import { workflowDestination, workflowsIn, type Workflow, type WorkflowCategory } from "./workflows";

export interface WorkflowCenterProps {
  /** A client or an admin is signed in (the server's session, not browser storage). */
  signedIn: boolean;
  onNavigate: () => void;
}

/** Spec sections 2 and 4: the workflow cards, filtered by category; opening one needs a sign-in. */
export function WorkflowCenter({ signedIn, onNavigate }: WorkflowCenterProps) {
  const navigate = useNavigate();
  const [category, setCategory] = useState<WorkflowCategory | null>(null);
  const [needsLogin, setNeedsLogin] = useState<Workflow | null>(null);
  const shown = workflowsIn(category);

  const go = (to: string) => {
    onNavigate();
    navigate(to);
  };
  const open = (workflow: Workflow) => (signedIn ? go(workflowDestination(workflow.id)) : setNeedsLogin(workflow));

  return (
    <NavSection title="Executive workflows">
      <CategoryFilter selected={category} onSelect={setCategory} />
      <StyledCount aria-live="polite">
        Showing {shown.length} {shown.length === 1 ? "workflow" : "workflows"}
      </StyledCount>
      <StyledGrid aria-label="Workflows">
        {shown.map((workflow) => (
          <li key={workflow.id}>
            <WorkflowCard workflow={workflow} onOpen={() => open(workflow)} />
          </li>
        ))}
      </StyledGrid>
      <LoginRequiredDialog workflow={needsLogin} onConfirm={() => go("/client/login")} onCancel={() => go("/")} />
    </NavSection>
  );
}

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
