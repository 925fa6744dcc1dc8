import { formatMinSec } from "@ria/api/modules/rewards/rewards.rules.ts";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled, { keyframes } from "styled-components";
import { Button } from "../../ui/Button";
import type { SpinWheel_player$key } from "./__generated__/SpinWheel_player.graphql";
import { RewardsPanel } from "./RewardsPanel";
import { useCountdown } from "./useCountdown";

const SPIN_MS = 3000;

/** The wheel: the server draws the prize first, the 3 s animation plays, then a 15-minute m:ss countdown. */
export function SpinWheel({ player, onSpin }: { player: SpinWheel_player$key; onSpin: () => Promise<number | null> }) {
  const { spinCooldown } = useFragment(
    graphql`
      fragment SpinWheel_player on RewardsPlayer {
        spinCooldown
      }
    `,
    player,
  );
  const left = useCountdown(spinCooldown);
  const [spinning, setSpinning] = useState(false);
  const [prize, setPrize] = useState<number | null>(null);

  const spin = async () => {
    setSpinning(true);
    setPrize(null);
    const won = await onSpin();
    await new Promise((resolve) => setTimeout(resolve, window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : SPIN_MS));
    setSpinning(false);
    setPrize(won);
  };

  return (
    <RewardsPanel title="Spin Wheel">
      <StyledWheel aria-hidden="true" $spinning={spinning}>
        🎡
      </StyledWheel>
      <Button onClick={spin} disabled={spinning || left > 0} busy={spinning}>
        Spin the wheel
      </Button>
      <p role="status">
        {spinning ? "Spinning…" : prize !== null ? `You won ${prize} Riko!` : ""}
        {!spinning && left > 0 && (
          <>
            {" "}
            Next spin in <time>{formatMinSec(left)}</time>
          </>
        )}
      </p>
    </RewardsPanel>
  );
}

const rotate = keyframes`to { transform: rotate(1440deg); }`;
const StyledWheel = styled.div<{ $spinning: boolean }>`
  width: fit-content;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.display};
  animation: ${({ $spinning }) => ($spinning ? rotate : "none")} 3s cubic-bezier(0.2, 0.8, 0.2, 1);
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
