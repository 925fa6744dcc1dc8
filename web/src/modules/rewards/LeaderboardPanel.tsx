import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { LeaderboardPanel_board$key } from "./__generated__/LeaderboardPanel_board.graphql";
import type { LeaderboardPanel_player$key } from "./__generated__/LeaderboardPanel_player.graphql";
import { RewardsPanel } from "./RewardsPanel";
import { streakLabel } from "./rewards-display";
import { useLeaderboardSubscription } from "./useLeaderboardSubscription";

const TABS = [
  { key: "thisWeek", label: "This week" },
  { key: "allTime", label: "All time" },
] as const;

/**
 * Top 3 this week and all time, pushed live, plus the viewer's own rank when not listed (outside the top 3, or
 * level with listed players who played first: equal totals share a rank). Players are
 * ranked once they play (a visit alone ranks no one), and a viewer who has not yet is told how to join.
 */
export function LeaderboardPanel({ board, player }: { board: LeaderboardPanel_board$key; player: LeaderboardPanel_player$key }) {
  const data = useFragment(
    graphql`
      fragment LeaderboardPanel_board on Leaderboard {
        thisWeek {
          rank
          player
          name
          avatar
          riko
          level
          streak
        }
        allTime {
          rank
          player
          name
          avatar
          riko
          level
          streak
        }
      }
    `,
    board,
  );
  const me = useFragment(
    graphql`
      fragment LeaderboardPanel_player on RewardsPlayer {
        id
        ranked
        rank {
          allTime
          thisWeek
        }
        ...useLeaderboardSubscription_player
      }
    `,
    player,
  );
  useLeaderboardSubscription(me);
  const [tab, setTab] = useState<(typeof TABS)[number]["key"]>("thisWeek");
  const [entries, myRank] = tab === "thisWeek" ? [data.thisWeek, me.rank.thisWeek] : [data.allTime, me.rank.allTime];
  return (
    <RewardsPanel title="Leaderboard" label="Leaderboard">
      <StyledTabs role="tablist" aria-label="Leaderboard period">
        {TABS.map((option) => (
          <button key={option.key} type="button" role="tab" aria-selected={tab === option.key} onClick={() => setTab(option.key)}>
            {option.label}
          </button>
        ))}
      </StyledTabs>
      {entries.length === 0 ? (
        <p>No one has played yet. Catch a bubble to lead the board!</p>
      ) : (
        <StyledList aria-label={`Top players ${tab === "thisWeek" ? "this week" : "of all time"}`}>
          {entries.map((entry) => (
            <li key={`${entry.rank}-${entry.name}`}>
              <StyledAvatar aria-hidden="true">{entry.avatar}</StyledAvatar>
              <span>
                <strong>{entry.name}</strong>
                <small>
                  {" "}
                  · L{entry.level} · {streakLabel(entry.streak)}
                </small>
              </span>
              <StyledRiko>{entry.riko.toLocaleString("en-IN")} Riko</StyledRiko>
            </li>
          ))}
        </StyledList>
      )}
      {myRank != null && !entries.some((entry) => entry.player === me.id) && <StyledOwn>Your rank: #{myRank}</StyledOwn>}
      {!me.ranked && entries.length > 0 && (
        <StyledOwn>You join the board when you play: catch a bubble, spin the wheel or order the card.</StyledOwn>
      )}
    </RewardsPanel>
  );
}

const StyledTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  button {
    min-height: ${({ theme }) => theme.sizes.controlHeightSm};
    padding: 0 ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  button[aria-selected="true"] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;
const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const StyledAvatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const StyledRiko = styled.span`
  margin-left: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
const StyledOwn = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
