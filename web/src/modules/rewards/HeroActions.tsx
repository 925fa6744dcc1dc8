import { SCHEDULER_REWARD } from "@ria/api/modules/rewards/rewards.rules.ts";
import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { MessageDialog } from "../../ui/MessageDialog";
import type { HeroActions_player$key } from "./__generated__/HeroActions_player.graphql";

/**
 * The hero buttons: order the Riko card (+100 the first time) and the AI Task Scheduler link. Its +50 is
 * paid to an account, once its first scheduled task has completed; a guest is told to sign in for it
 * (the scheduler's tasks belong to an account, so a guest cannot earn it).
 */
export function HeroActions({
  player,
  onOrder,
  congratulation,
  onClose,
}: {
  player: HeroActions_player$key;
  onOrder: () => void;
  congratulation: string | null;
  onClose: () => void;
}) {
  const { guest } = useFragment(
    graphql`
      fragment HeroActions_player on RewardsPlayer {
        guest
      }
    `,
    player,
  );
  const noteId = useId();
  return (
    <StyledHero>
      <Button onClick={onOrder}>Order Your Riko Card (+100 Riko)</Button>
      <StyledScheduler>
        <StyledLink to="/ai-scheduler" aria-describedby={noteId}>
          AI Task Scheduler (+{SCHEDULER_REWARD} Riko)
        </StyledLink>
        <StyledNote id={noteId}>
          {guest ? (
            <>
              Paid to signed-in players only: <Link to="/client/login">sign in</Link>, then schedule a task; the +{SCHEDULER_REWARD} comes
              once it has run.
            </>
          ) : (
            `Paid once, when your first scheduled task has run.`
          )}
        </StyledNote>
      </StyledScheduler>
      <MessageDialog
        open={congratulation !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Congratulations!"
        message={congratulation ?? ""}
        closeLabel="Continue Exploring"
      />
    </StyledHero>
  );
}

const StyledHero = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;
const StyledScheduler = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: calc(15 * ${({ theme }) => theme.space.xl});
`;
const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;
const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
