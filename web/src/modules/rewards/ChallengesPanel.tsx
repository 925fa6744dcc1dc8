import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { ChallengesPanel_player$key } from "./__generated__/ChallengesPanel_player.graphql";
import { StyledProgress } from "./progress-bar";
import { AchievementIcon } from "./RewardIcon";
import { RewardsPanel } from "./RewardsPanel";

/** Active challenges: up to 3 achievements still to unlock, with progress/max as the server counts it. */
export function ChallengesPanel({ player }: { player: ChallengesPanel_player$key }) {
  const { achievements } = useFragment(
    graphql`
      fragment ChallengesPanel_player on RewardsPlayer {
        achievements {
          id
          name
          progress
          max
          reward
          unlocked
        }
      }
    `,
    player,
  );
  const active = achievements.filter((achievement) => !achievement.unlocked).slice(0, 3);
  return (
    <RewardsPanel title="Active Challenges">
      {active.length === 0 ? (
        <p>Every challenge is complete. Well played!</p>
      ) : (
        <StyledList>
          {active.map((challenge) => (
            <li key={challenge.id}>
              <StyledName>
                <AchievementIcon id={challenge.id} /> {challenge.name}
              </StyledName>
              <StyledProgress max={challenge.max} value={challenge.progress} aria-label={`${challenge.name} progress`} />
              <small>
                {challenge.progress}/{challenge.max} · +{challenge.reward} Riko
              </small>
            </li>
          ))}
        </StyledList>
      )}
    </RewardsPanel>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
