import { ArrowLeft, Workflow } from "lucide-react";
import { Link } from "react-router-dom";
import styled from "styled-components";

/** Spec section 2: the integrations page links back to the dashboard home and on to the automation rules. */
export function IntegrationsLinks() {
  return (
    <StyledNav aria-label="Related pages">
      <StyledLink to="/">
        <ArrowLeft size={16} aria-hidden="true" />
        Back to Dashboard
      </StyledLink>
      <StyledLink to="/automation-rules">
        <Workflow size={16} aria-hidden="true" />
        Automation Rules
      </StyledLink>
    </StyledNav>
  );
}

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
