import { useCallback, useMemo, useRef, useState } from "react";
import { graphql, readInlineData, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { useToast } from "../../ui/useToast";
import type { AchievementPopup_achievement$key } from "./__generated__/AchievementPopup_achievement.graphql";
import type { RewardsScreen_player$key } from "./__generated__/RewardsScreen_player.graphql";
import type { RewardsScreen_query$key } from "./__generated__/RewardsScreen_query.graphql";
import { AchievementPopup } from "./AchievementPopup";
import { BubbleField } from "./BubbleField";
import { ChallengesPanel } from "./ChallengesPanel";
import { DisplayNameForm } from "./DisplayNameForm";
import { HeroActions } from "./HeroActions";
import { LeaderboardPanel } from "./LeaderboardPanel";
import { MusicPlayer } from "./MusicPlayer";
import { RewardsHeader } from "./RewardsHeader";
import { SectionCards } from "./SectionCards";
import { SessionTimer } from "./SessionTimer";
import { SpinWheel } from "./SpinWheel";
import { StartupBuilder } from "./StartupBuilder";
import { useHeartbeat } from "./useHeartbeat";
import { useRewardActions, type RewardOutcome } from "./useRewardActions";

// What every award call answers (useRewardActions): Riko paid and the achievements for the popup.
const awardFragment = graphql`
  fragment RewardsScreen_award on RewardsResult @inline {
    awarded
    unlocked {
      ...AchievementPopup_achievement
    }
  }
`;

/** The whole /patswap screen: every figure comes from the server's answers and the live leaderboard. */
export function RewardsScreen({ query }: { query: RewardsScreen_query$key }) {
  const { rewards, leaderboard } = useFragment(
    graphql`
      fragment RewardsScreen_query on Query {
        rewards {
          ...RewardsScreen_player
        }
        leaderboard {
          ...LeaderboardPanel_board
        }
      }
    `,
    query,
  );
  const data = useFragment<RewardsScreen_player$key>(
    graphql`
      fragment RewardsScreen_player on RewardsPlayer {
        displayName
        ...HeroActions_player
        ...RewardsHeader_player
        ...SectionCards_player
        ...SpinWheel_player
        ...ChallengesPanel_player
        ...StartupBuilder_player
        ...SessionTimer_player
        ...LeaderboardPanel_player
      }
    `,
    rewards,
  );
  const actions = useRewardActions();
  const { toast } = useToast();
  const [popup, setPopup] = useState<AchievementPopup_achievement$key[]>([]);
  const [congratulation, setCongratulation] = useState<string | null>(null);
  const wheel = useRef<HTMLElement>(null);
  const bubbles = useRef<HTMLDivElement>(null);
  const popupAvoids = useMemo(() => [wheel, bubbles], []);

  /** Shows what the server answered: unlocked achievements in the popup, refusals as a toast. */
  const settle = useCallback(
    (outcome: RewardOutcome): number | null => {
      if (!outcome.ok) {
        toast({ title: "Not this time", description: outcome.message, variant: "destructive" });
        return null;
      }
      const { awarded, unlocked } = readInlineData(awardFragment, outcome.award);
      if (unlocked.length) setPopup((queue) => [...queue, ...unlocked]);
      return awarded;
    },
    [toast],
  );
  const sinceBeat = useHeartbeat(() => actions.heartbeat[0]({}), settle);

  return (
    <StyledScreen>
      <RewardsHeader player={data} extraSeconds={sinceBeat} />
      <HeroActions
        player={data}
        onOrder={async () => {
          const awarded = settle(await actions.orderCard[0]({}));
          if (awarded === null) return;
          setCongratulation(
            awarded >= 100
              ? "Your Riko Card is on its way. +100 Riko added to your balance."
              : "Your order is recorded. The +100 Riko card bonus is paid once, so this order earns nothing.",
          );
        }}
        congratulation={congratulation}
        onClose={() => setCongratulation(null)}
      />
      <SectionCards player={data} />
      <div ref={bubbles}>
        <BubbleField onCatch={async (id) => settle(await actions.claim[0]({ id }))} />
      </div>
      <StyledColumns>
        <StyledStack>
          <LeaderboardPanel board={leaderboard} player={data} />
          <DisplayNameForm
            current={data.displayName}
            onRename={async (name) => {
              const outcome = await actions.rename[0]({ name });
              return outcome.ok ? null : outcome.message;
            }}
          />
        </StyledStack>
        <SpinWheel ref={wheel} player={data} onSpin={async () => settle(await actions.spin[0]({}))} />
        <ChallengesPanel player={data} />
        <SessionTimer player={data} extraSeconds={sinceBeat} />
        <MusicPlayer />
      </StyledColumns>
      <StartupBuilder player={data} onBuy={async (id) => void settle(await actions.buy[0]({ id }))} />
      <AchievementPopup
        achievement={popup[0] ?? null}
        onDone={useCallback(() => setPopup((queue) => queue.slice(1)), [])}
        avoid={popupAvoids}
      />
    </StyledScreen>
  );
}

const StyledScreen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const StyledStack = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
