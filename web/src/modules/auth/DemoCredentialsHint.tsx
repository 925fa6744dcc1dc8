import styled from "styled-components";
import { Button } from "../../ui/Button";
import { DEMO_CLIENT_CREDENTIALS } from "./account-type";

/** Spec section 2's demo-credentials hint: the sandbox client only, with a button that fills the form. */
export function DemoCredentialsHint({ onUse }: { onUse: () => void }) {
  return (
    <StyledHint aria-label="Demo client credentials">
      <StyledText>
        <StyledTitle>Exploring Ria?</StyledTitle>
        Sign in to the demo client with <StyledCode>{DEMO_CLIENT_CREDENTIALS.username}</StyledCode> and password{" "}
        <StyledCode>{DEMO_CLIENT_CREDENTIALS.password}</StyledCode>.
      </StyledText>
      <Button variant="secondary" size="sm" onClick={onUse}>
        Use demo client
      </Button>
    </StyledHint>
  );
}

const StyledHint = styled.aside`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledTitle = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;
