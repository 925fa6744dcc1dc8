import styled, { css } from "styled-components";

const control = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  /* A field focused after a failed submit stays clear of the sticky header bars. */
  scroll-margin-top: calc(3 * ${({ theme }) => theme.sizes.tapTarget});
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/** A single-line text field, from theme values: every form of the app uses these controls. */
export const StyledInput = styled.input`
  ${control}
`;

/** A native select: the most reliable choice on phones and with screen readers. */
export const StyledSelect = styled.select`
  ${control}
  appearance: auto;
  cursor: pointer;
`;

/** A multi-line text field. */
export const StyledTextarea = styled.textarea`
  ${control}
  min-height: calc(2 * ${({ theme }) => theme.sizes.tapTarget});
  resize: vertical;
`;
