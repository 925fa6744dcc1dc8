import { Lightbulb } from "lucide-react";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { USAGE_TIPS } from "./capabilities";

/** Short advice on phrasing requests so Ria acts on the first try. */
export function UsageTips() {
  return (
    <Card title="Tips" headingLevel={2}>
      <StyledList>
        {USAGE_TIPS.map((tip) => (
          <li key={tip}>
            <Lightbulb size={16} aria-hidden="true" />
            <span>{tip}</span>
          </li>
        ))}
      </StyledList>
    </Card>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.warning};
  }
`;
