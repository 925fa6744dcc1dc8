import { useState, type InputHTMLAttributes, type Ref } from "react";
import styled from "styled-components";
import { StyledInput } from "../../ui/form-controls";

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a Show/Hide toggle, so a long passphrase can be checked before sending. */
export function PasswordInput({ ref, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <StyledWrap>
      <StyledPasswordInput ref={ref} type={visible ? "text" : "password"} autoComplete="current-password" {...rest} />
      <StyledToggle
        type="button"
        aria-pressed={visible}
        aria-label={visible ? "Hide password" : "Show password"}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? "Hide" : "Show"}
      </StyledToggle>
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  position: relative;
`;

const StyledPasswordInput = styled(StyledInput)`
  padding-right: calc(${({ theme }) => theme.sizes.tapTarget} + ${({ theme }) => theme.space.xl});
`;

const StyledToggle = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  bottom: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.xs};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;
