import { useEffect } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { AchievementPopup_achievement$key } from "./__generated__/AchievementPopup_achievement.graphql";

/** The achievement popup (icon, name, reward), announced politely and gone after 4 s. */
export function AchievementPopup({ achievement, onDone }: { achievement: AchievementPopup_achievement$key | null; onDone: () => void }) {
  const shown = useFragment(
    graphql`
      fragment AchievementPopup_achievement on RewardsAchievement {
        name
        icon
        reward
      }
    `,
    achievement,
  );
  useEffect(() => {
    if (!achievement) return;
    const timer = setTimeout(onDone, 4000);
    return () => clearTimeout(timer);
  }, [achievement, onDone]);
  return (
    <StyledPopup role="status" aria-live="polite" $shown={shown !== null}>
      {shown && (
        <>
          <span aria-hidden="true">{shown.icon}</span> Achievement unlocked: <strong>{shown.name}</strong>
          {` +${shown.reward} Riko`}
        </>
      )}
    </StyledPopup>
  );
}

const StyledPopup = styled.div<{ $shown: boolean }>`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndices.toast};
  transform: translateX(-50%);
  display: ${({ $shown }) => ($shown ? "block" : "none")};
  max-width: calc(100vw - ${({ theme }) => theme.space.xxl});
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;
