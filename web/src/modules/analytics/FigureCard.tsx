import type { ReactNode } from "react";
import styled from "styled-components";
import { Card } from "../../ui/Card";

export interface FigureCardProps {
  title: string;
  value: ReactNode;
  definition: string;
  /** Its daily chart (a DailyChart). */
  chart: ReactNode;
}

/** One figure: its value over the range, what it counts, and its daily chart. */
export function FigureCard({ title, value, definition, chart }: FigureCardProps) {
  return (
    <Card title={title} headingLevel={3}>
      <StyledBody>
        <StyledValue data-figure>{value}</StyledValue>
        <StyledDefinition>{definition}</StyledDefinition>
        {chart}
      </StyledBody>
    </Card>
  );
}

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const StyledValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDefinition = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
