import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled, { css } from "styled-components";
import type { AchievementPopup_achievement$key } from "./__generated__/AchievementPopup_achievement.graphql";
import { AchievementIcon } from "./RewardIcon";
import { overlapArea, stickyTop } from "./sticky-top";

type Place = { edge: "top" | "bottom"; offset: number };

/**
 * The achievement popup (icon, name, reward), announced politely and gone after 4 s. It sits at the
 * bottom of the screen, or at the top (under the sticky header) when the top covers less of `avoid` (the
 * wheel being watched counts double, then the bubbles), and moves again if the page scrolls while it
 * shows. Clicks pass through it, so it never stops a catch.
 */
export function AchievementPopup({
  achievement,
  onDone,
  avoid,
}: {
  achievement: AchievementPopup_achievement$key | null;
  onDone: () => void;
  avoid: ReadonlyArray<RefObject<HTMLElement | null>>;
}) {
  const shown = useFragment(
    graphql`
      fragment AchievementPopup_achievement on RewardsAchievement {
        id
        name
        reward
      }
    `,
    achievement,
  );
  const popup = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place>({ edge: "bottom", offset: 0 });

  useEffect(() => {
    if (!achievement) return;
    const timer = setTimeout(onDone, 4000);
    return () => clearTimeout(timer);
  }, [achievement, onDone]);

  useLayoutEffect(() => {
    if (!shown) return;
    const choose = () => {
      const box = popup.current?.getBoundingClientRect();
      if (!box) return;
      const gap = 24;
      const top = stickyTop() + gap / 2;
      const atBottom = new DOMRect(box.x, window.innerHeight - gap - box.height, box.width, box.height);
      const atTop = new DOMRect(box.x, top, box.width, box.height);
      const covers = (slot: DOMRect) =>
        avoid.reduce((sum, ref, index) => {
          const element = ref.current?.getBoundingClientRect();
          return element ? sum + (index === 0 ? 2 : 1) * overlapArea(slot, element) : sum;
        }, 0);
      const next: Place = covers(atBottom) <= covers(atTop) ? { edge: "bottom", offset: 0 } : { edge: "top", offset: top };
      setPlace((current) => (current.edge === next.edge && current.offset === next.offset ? current : next));
    };
    choose();
    window.addEventListener("scroll", choose, { passive: true });
    window.addEventListener("resize", choose);
    return () => (window.removeEventListener("scroll", choose), window.removeEventListener("resize", choose));
  }, [shown, avoid]);

  return (
    <StyledPopup ref={popup} role="status" aria-live="polite" $shown={shown !== null} $place={place} data-edge={place.edge}>
      {shown && (
        <>
          <StyledIcon aria-hidden="true">
            <AchievementIcon id={shown.id} size={18} />
          </StyledIcon>
          <span>
            Achievement unlocked: <strong>{shown.name}</strong>
            {` +${shown.reward} Riko`}
          </span>
        </>
      )}
    </StyledPopup>
  );
}

const StyledPopup = styled.div<{ $shown: boolean; $place: Place }>`
  position: fixed;
  left: 50%;
  ${({ $place, theme }) =>
    $place.edge === "bottom"
      ? css`
          bottom: ${theme.space.xl};
        `
      : css`
          top: ${$place.offset}px;
        `}
  z-index: ${({ theme }) => theme.zIndices.toast};
  transform: translateX(-50%);
  display: ${({ $shown }) => ($shown ? "flex" : "none")};
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.space.xxl});
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: none;
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.brand};
`;
