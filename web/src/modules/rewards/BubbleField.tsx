import { useEffect, useRef, useState } from "react";
import styled, { keyframes } from "styled-components";
import { BubbleIcon } from "./RewardIcon";
import { useBubbles } from "./useBubbles";
import { placeInBand, useVisibleBand } from "./useVisibleBand";

const PARTICLES_PER_CATCH = 8;
const PARTICLE_LIFE_FRAMES = 60;
const PARTICLE_SPEED_PX = 1.5;
/** Half a bubble (a 44 px target, wider with its figure) plus its 10 px float: how far it keeps from the band's edges. */
const BUBBLE_MARGIN_PX = 36;

interface Particle {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  color: string;
  life: number;
}

/**
 * Floating reward bubbles: each is a button the server pays once; a catch bursts into 8 particles
 * and flashes "+Riko Earned". Bubbles float only in the part of the field that is on screen below the
 * sticky header, so every one can be seen and caught. Under reduced motion bubbles stand still and a
 * catch only flashes.
 */
export function BubbleField({ onCatch }: { onCatch: (bubbleId: string) => Promise<number | null> }) {
  const [bubbles, remove] = useBubbles();
  const [particles, setParticles] = useState<Particle[]>([]);
  const [flash, setFlash] = useState<number | null>(null);
  const nextId = useRef(0);
  const field = useRef<HTMLDivElement>(null);
  const band = useVisibleBand(field);

  useEffect(() => {
    if (particles.length === 0) return;
    const frame = requestAnimationFrame(() =>
      setParticles((live) => live.map((p) => ({ ...p, x: p.x + p.vx, y: p.y + p.vy, life: p.life - 1 })).filter((p) => p.life > 0)),
    );
    return () => cancelAnimationFrame(frame);
  }, [particles]);

  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), 1000);
    return () => clearTimeout(timer);
  }, [flash]);

  const paid = (x: number, y: number, color: string, amount: number) => {
    setFlash(amount);
    // Under reduced motion a catch shows only the flash: no burst flying out.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const burst = Array.from({ length: PARTICLES_PER_CATCH }, (_, i) => {
      const angle = (i / PARTICLES_PER_CATCH) * 2 * Math.PI;
      const [vx, vy] = [Math.cos(angle) * PARTICLE_SPEED_PX, Math.sin(angle) * PARTICLE_SPEED_PX];
      return { id: nextId.current++, x, y, vx, vy, color, life: PARTICLE_LIFE_FRAMES };
    });
    setParticles((live) => [...live, ...burst]);
  };

  return (
    <StyledField ref={field} aria-label="Reward bubbles" role="group">
      {bubbles.length === 0 && <StyledHint>Bubbles float up every few seconds. Catch them before they drift away!</StyledHint>}
      {band &&
        bubbles.map((bubble) => {
          const at = placeInBand(bubble.x, bubble.y, band, BUBBLE_MARGIN_PX);
          return (
            <StyledBubble
              key={bubble.id}
              type="button"
              style={{ left: at.left, top: at.top, background: bubble.color }}
              aria-label={`Catch ${bubble.value} Riko`}
              onClick={async () => {
                remove(bubble.id);
                const amount = await onCatch(bubble.id);
                if (amount) paid(at.left, at.top, bubble.color, amount);
              }}
            >
              <BubbleIcon emoji={bubble.icon} /> {bubble.value}
            </StyledBubble>
          );
        })}
      {particles.map((p) => (
        <StyledParticle
          key={p.id}
          aria-hidden="true"
          data-particle
          style={{ left: p.x, top: p.y, background: p.color, opacity: p.life / PARTICLE_LIFE_FRAMES }}
        />
      ))}
      <StyledFlash role="status">{flash !== null ? `+${flash} Riko Earned` : ""}</StyledFlash>
    </StyledField>
  );
}

const float = keyframes`0%, 100% { transform: translateY(0); } 50% { transform: translateY(-10px); }`;

const StyledField = styled.div`
  position: relative;
  height: 220px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.accentSoft}, ${({ theme }) => theme.colors.surface});
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
`;
const StyledHint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const StyledBubble = styled.button`
  position: absolute;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  transform: translate(-50%, -50%);
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  animation: ${float} ${({ theme }) => theme.durations.pulse} ease-in-out infinite;
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusRing} ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
const StyledParticle = styled.span`
  position: absolute;
  width: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  pointer-events: none;
`;
const StyledFlash = styled.p`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.healthy};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
