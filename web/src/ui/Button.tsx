import type { ButtonHTMLAttributes, Ref } from "react";
import styled, { css, keyframes } from "styled-components";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "sm" | "md";
  /** Shows a spinner and marks the button busy; callers also pass `disabled` when it must not be pressed. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button: four variants, two sizes, a busy state, a visible keyboard focus ring. */
export function Button({ variant = "primary", size = "md", busy = false, type = "button", children, ...rest }: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} aria-busy={busy || undefined} {...rest}>
      {busy && <StyledSpinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSoft};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.error};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

/** What a button looks like, for a `<button>` and for a link made to look like one (`ButtonLink`). */
export interface ButtonLookProps {
  $variant: ButtonVariant;
  $size: "sm" | "md";
}

export const buttonLook = css<ButtonLookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme, $size }) => ($size === "sm" ? theme.sizes.controlHeightSm : theme.sizes.controlHeight)};
  padding: 0 ${({ theme, $size }) => ($size === "sm" ? theme.space.md : theme.space.lg)};
  border: ${({ theme }) => theme.borders.hairline} transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme, $size }) => ($size === "sm" ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};
  ${({ $variant }) => variants[$variant]}
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledButton = styled.button<ButtonLookProps>`
  ${buttonLook}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledSpinner = styled.span`
  width: ${({ theme }) => theme.sizes.dot};
  height: ${({ theme }) => theme.sizes.dot};
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.borders.focusRing} currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.8s linear infinite;
`;
