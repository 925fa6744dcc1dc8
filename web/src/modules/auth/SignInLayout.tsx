import type { ReactNode } from "react";
import styled from "styled-components";

const PROMISES = ["Encrypted interactions", "Tiered access control", "NDA-gated access", "Sessions end the moment you log out"];

export interface SignInLayoutProps {
  title: string;
  subtitle: string;
  /** Above the form: e.g. the already-signed-in notice. */
  notice?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The sign-in screens' frame: a brand panel on wide screens, the form in a card. */
export function SignInLayout({ title, subtitle, notice, footer, children }: SignInLayoutProps) {
  return (
    <StyledLayout>
      <StyledBrand aria-hidden="true">
        <StyledEyebrow>Ria · Executive Assistant</StyledEyebrow>
        <StyledClaim>Your executive partner, always on.</StyledClaim>
        <StyledPromises>
          {PROMISES.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </StyledPromises>
      </StyledBrand>
      <StyledColumn>
        <div>
          <StyledTitle>{title}</StyledTitle>
          <StyledSubtitle>{subtitle}</StyledSubtitle>
        </div>
        {notice}
        <StyledCard>{children}</StyledCard>
        {footer}
      </StyledColumn>
    </StyledLayout>
  );
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.sizes.dialogMax};
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: stretch;
    max-width: none;
  }
`;

const StyledBrand = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: grid;
    align-content: center;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.xxxl};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledClaim = styled.p`
  max-width: 16ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const StyledPromises = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  opacity: 0.86;
  li::before {
    content: "✓";
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const StyledColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
