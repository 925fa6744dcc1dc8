import { ArrowRight } from "lucide-react";
import { useId } from "react";
import styled from "styled-components";
import type { AppTheme } from "../../theme/theme";
import type { Workflow, WorkflowTone } from "./workflows";

type ColorKey = keyof AppTheme["colors"];

const TONES: Record<WorkflowTone, { fg: ColorKey; bg: ColorKey }> = {
  accent: { fg: "accent", bg: "accentSoft" },
  healthy: { fg: "healthy", bg: "healthySoft" },
  warning: { fg: "warning", bg: "warningSoft" },
  error: { fg: "error", bg: "errorSoft" },
  neutral: { fg: "neutral", bg: "neutralSoft" },
  brand: { fg: "brand", bg: "surfaceSunken" },
};

/** One workflow: icon in its colour, title, description and where it belongs; pressing it opens it. */
export function WorkflowCard({ workflow, onOpen }: { workflow: Workflow; onOpen: () => void }) {
  const Icon = workflow.icon;
  const descriptionId = useId();
  return (
    <StyledCard type="button" onClick={onOpen} aria-label={workflow.title} aria-describedby={descriptionId}>
      <StyledIcon $tone={workflow.color} aria-hidden="true">
        <Icon />
      </StyledIcon>
      <StyledText>
        <StyledTrail>
          {workflow.breadcrumb} · {workflow.category}
        </StyledTrail>
        <StyledTitle>{workflow.title}</StyledTitle>
        <StyledDescription id={descriptionId}>{workflow.description}</StyledDescription>
      </StyledText>
      <StyledArrow aria-hidden="true" />
    </StyledCard>
  );
}

const StyledCard = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const StyledIcon = styled.span<{ $tone: WorkflowTone }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[TONES[$tone].bg]};
  color: ${({ theme, $tone }) => theme.colors[TONES[$tone].fg]};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

const StyledText = styled.span`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledTrail = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledArrow = styled(ArrowRight)`
  flex: none;
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
