import { LockKeyhole } from "lucide-react";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "../../ui/ButtonLink";

export interface AccessRequiredPanelProps {
  title: string;
  children: ReactNode;
  /** Where to sign in, and the link's words. */
  signInHref: string;
  signInLabel: string;
}

/** The state a person without the right session sees: what is needed and where to sign in. */
export function AccessRequiredPanel({ title, children, signInHref, signInLabel }: AccessRequiredPanelProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledIcon aria-hidden="true">
        <LockKeyhole size={22} />
      </StyledIcon>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      <StyledText>{children}</StyledText>
      <ButtonLink to={signInHref}>{signInLabel}</ButtonLink>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.dialogMax};
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
