import styled from "styled-components";
import { WORKFLOW_CATEGORIES, workflowsIn, type WorkflowCategory } from "./workflows";

export interface CategoryFilterProps {
  selected: WorkflowCategory | null;
  onSelect: (category: WorkflowCategory | null) => void;
}

/** Spec section 2: "All Categories" plus one toggle per category; the pressed one filters the cards. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const options: ReadonlyArray<{ value: WorkflowCategory | null; label: string }> = [
    { value: null, label: "All Categories" },
    ...WORKFLOW_CATEGORIES.map((category) => ({ value: category, label: category })),
  ];
  return (
    <StyledGroup role="group" aria-label="Filter workflows by category">
      {options.map((option) => (
        <StyledChip key={option.label} type="button" aria-pressed={selected === option.value} onClick={() => onSelect(option.value)}>
          {option.label}
          <StyledCount aria-hidden="true">{workflowsIn(option.value).length}</StyledCount>
        </StyledChip>
      ))}
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const StyledCount = styled.span`
  opacity: 0.7;
  font-variant-numeric: tabular-nums;
`;
