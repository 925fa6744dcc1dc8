import { formatMinSec } from "@ria/api/modules/rewards/rewards.rules.ts";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { RewardsHeader_player$key } from "./__generated__/RewardsHeader_player.graphql";
import { streakLabel } from "./rewards-display";

/** The header: h1, the four stats the server counts (level, Riko, day streak, time spent) and the Dashboard link. */
export function RewardsHeader({ player, extraSeconds }: { player: RewardsHeader_player$key; extraSeconds: number }) {
  const data = useFragment(
    graphql`
      fragment RewardsHeader_player on RewardsPlayer {
        displayName
        level
        riko
        streak
        timeSpent
      }
    `,
    player,
  );
  const stats = [
    ["Level", String(data.level)],
    ["Riko", data.riko.toLocaleString("en-IN")],
    ["Day streak", streakLabel(data.streak)],
    ["Time spent", formatMinSec(data.timeSpent + extraSeconds)],
  ] as const;
  return (
    <StyledHeader>
      <StyledTop>
        <div>
          <StyledTitle>Riko Rewards</StyledTitle>
          <StyledSub>Playing as {data.displayName}. Earn Riko by exploring Ria.</StyledSub>
        </div>
        <StyledLink to="/">Dashboard</StyledLink>
      </StyledTop>
      <StyledStats>
        {stats.map(([label, value]) => (
          // A plain div groups a term with its value; a role on it would break the list's structure.
          <div key={label} data-stat={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StyledStats>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
`;
const StyledSub = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
