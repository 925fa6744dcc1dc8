import styled from "styled-components";
import { istLocalMinute } from "@ria/api/rules/ist.rules.ts";
import { istLocalMinuteAfter } from "./launch-time";

/** Tomorrow at 9:00 am IST, as a datetime-local value. */
function tomorrowMorning(now: Date): string {
  return `${istLocalMinuteAfter(now, 24 * 60).slice(0, 10)}T09:00`;
}

/** Quick picks for the launch time: a few minutes, an hour, tomorrow morning (all IST). */
export function LaunchTimeShortcuts({ now, onPick }: { now: Date; onPick: (value: string) => void }) {
  const picks = [
    { label: "In 5 min", value: istLocalMinuteAfter(now, 5) },
    { label: "In 1 hour", value: istLocalMinuteAfter(now, 60) },
    { label: "Tomorrow 9:00 am", value: tomorrowMorning(now) },
  ];
  return (
    <StyledRow role="group" aria-label="Quick launch times">
      {picks.map((pick) => (
        <StyledChip
          key={pick.label}
          type="button"
          onClick={() => onPick(pick.value)}
          title={`Set the launch time to ${pick.value.replace("T", " ")} IST`}
        >
          {pick.label}
        </StyledChip>
      ))}
      <StyledNow>Now: {istLocalMinute(now).slice(11)} IST</StyledNow>
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});
`;

const StyledChip = styled.button`
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledNow = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;
