import { SPIN_DURATION_MS } from "@ria/api/modules/rewards/game.rules.ts";
import { formatMinSec } from "@ria/api/modules/rewards/rewards.rules.ts";
import { useState, type Ref } from "react";
import styled from "styled-components";
import { graphql, useFragment } from "react-relay/hooks";
import { Button } from "../../ui/Button";
import type { SpinWheel_player$key } from "./__generated__/SpinWheel_player.graphql";
import { PrizeWheel, WHEEL_PRIZES } from "./PrizeWheel";
import { RewardsPanel } from "./RewardsPanel";
import { useCountdown } from "./useCountdown";
import { rotationFor } from "./wheel-geometry";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The wheel: the server draws the prize first, the wheel turns 3 s to stop on it, then a 15-minute m:ss countdown. */
export function SpinWheel({
  player,
  onSpin,
  ref,
}: {
  player: SpinWheel_player$key;
  onSpin: () => Promise<number | null>;
  /** The panel, which the achievement popup keeps clear of. */
  ref?: Ref<HTMLElement>;
}) {
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
  const [rotation, setRotation] = useState(0);

  const spin = async () => {
    setSpinning(true);
    setPrize(null);
    const won = await onSpin();
    const index = won === null ? -1 : WHEEL_PRIZES.findIndex((value) => value === won);
    const duration = reducedMotion() ? 0 : SPIN_DURATION_MS;
    // Off the segment's middle by up to a third of it, so the wheel does not stop on the same spot each time.
    if (index >= 0) setRotation((current) => rotationFor(current, index, WHEEL_PRIZES.length, (Math.random() - 0.5) * 40));
    await new Promise((resolve) => setTimeout(resolve, index >= 0 ? duration : 0));
    setSpinning(false);
    setPrize(won);
  };

  return (
    <RewardsPanel title="Spin Wheel" ref={ref}>
      <PrizeWheel rotation={rotation} durationMs={reducedMotion() ? 0 : SPIN_DURATION_MS} />
      <StyledControls>
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
      </StyledControls>
    </RewardsPanel>
  );
}

const StyledControls = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;
