import { Link } from "react-router-dom";
import styled from "styled-components";

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <StyledPage>
      <title>Page not found · Ria</title>
      <StyledTitle>404 Page Not Found</StyledTitle>
      <StyledHint>Did you forget to add the page to the router?</StyledHint>
      <StyledLink to="/simplified-dashboard">Back to the dashboard</StyledLink>
    </StyledPage>
  );
}

const StyledPage = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
