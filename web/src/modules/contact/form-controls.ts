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
  }
`;

/** A single-line text field of the deployment form. */
export const StyledInput = styled.input`
  ${control}
`;

/** A choice of the deployment form; its first option is the empty "choose…" prompt. */
export const StyledSelect = styled.select`
  ${control}
  cursor: pointer;
`;

/** The deployment form's message box (spec section 5: at least 80px high). */
export const StyledTextarea = styled.textarea`
  ${control}
  min-height: ${({ theme }) => theme.sizes.textareaMin};
  resize: vertical;
`;
