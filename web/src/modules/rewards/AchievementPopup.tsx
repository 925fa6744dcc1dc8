import { useEffect } from "react";
import styled from "styled-components";

export interface UnlockedAchievement { id: string; name: string; icon: string; reward: number }

/** The achievement popup (icon, name, reward), announced politely and gone after 4 s. */
export function AchievementPopup({ achievement, onDone }: { achievement: UnlockedAchievement | null; onDone: () => void }) {
  useEffect(() => {
    if (!achievement) return;
    const timer = setTimeout(onDone, 4000);
    return () => clearTimeout(timer);
  }, [achievement, onDone]);
  return (
    <StyledPopup role="status" aria-live="polite" $shown={achievement !== null}>
      {achievement && (
        <>
          <span aria-hidden="true">{achievement.icon}</span> Achievement unlocked: <strong>{achievement.name}</strong> +{achievement.reward} Riko
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
