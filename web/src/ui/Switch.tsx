import styled from "styled-components";

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. "Active: Urgent replies"; shown text goes beside the switch. */
  label: string;
  disabled?: boolean;
}

/** An on/off switch: a button with role "switch" that Space and Enter toggle, its state read out. */
export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  return (
    <StyledTrack
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      $checked={checked}
      onClick={() => onCheckedChange(!checked)}
    >
      <StyledThumb $checked={checked} aria-hidden="true" />
    </StyledTrack>
  );
}

const StyledTrack = styled.button<{ $checked: boolean }>`
  position: relative;
  flex: none;
  width: calc(${({ theme }) => theme.sizes.controlHeight} + ${({ theme }) => theme.space.sm});
  height: ${({ theme }) => theme.space.xl};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.healthyBar : theme.colors.borderStrong)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledThumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  left: ${({ theme }) => theme.space.xxs};
  width: calc(${({ theme }) => theme.space.xl} - 2 * ${({ theme }) => theme.space.xxs});
  height: calc(${({ theme }) => theme.space.xl} - 2 * ${({ theme }) => theme.space.xxs});
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transform: translateX(${({ $checked, theme }) => ($checked ? theme.space.xl : "0")});
  transition: transform ${({ theme }) => theme.durations.fast};
`;
