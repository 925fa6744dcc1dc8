import { CHALLENGES, TEAM_MEMBERS, TOOLS } from "@ria/api/modules/rewards/startup.rules.ts";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import type { StartupBuilder_player$key } from "./__generated__/StartupBuilder_player.graphql";
import { StyledProgress } from "./progress-bar";
import { RewardsPanel } from "./RewardsPanel";

/** The mini startup builder: hires, tools and challenges, each checked and paid by the server. */
export function StartupBuilder({ player, onBuy }: { player: StartupBuilder_player$key; onBuy: (itemId: string) => void }) {
  const { startup } = useFragment(
    graphql`
      fragment StartupBuilder_player on RewardsPlayer {
        startup {
          capital
          owned
          progress
          phase
        }
      }
    `,
    player,
  );
  const owned = new Set(startup.owned);
  const items = [
    {
      title: "Hire your team",
      entries: TEAM_MEMBERS.map((m) => ({
        id: m.id,
        label: `${m.name}, ${m.role}`,
        detail: m.skills,
        action: `Hire ${m.name} (${m.cost} Riko)`,
      })),
    },
    {
      title: "Adopt tools",
      entries: TOOLS.map((t) => ({ id: t.id, label: t.name, detail: t.description, action: `Adopt ${t.name} (${t.cost} Riko)` })),
    },
    {
      title: "Challenges",
      entries: CHALLENGES.map((c) => ({
        id: c.id,
        label: `${c.title} · ${c.difficulty}`,
        detail: c.description,
        action: `Complete ${c.title} (+${c.reward} Riko)`,
      })),
    },
  ];
  return (
    <RewardsPanel title="Startup Builder">
      <p>
        Capital: <strong>{startup.capital} Riko</strong> · Phase: <strong>{startup.phase}</strong>
      </p>
      <StyledProgress max={100} value={startup.progress} aria-label="Startup progress" />
      {items.map((group) => (
        <StyledGroup key={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <span>
                  {entry.label}
                  <small> · {entry.detail}</small>
                </span>
                {owned.has(entry.id) ? (
                  <strong>Done</strong>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => onBuy(entry.id)}>
                    {entry.action}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </StyledGroup>
      ))}
    </RewardsPanel>
  );
}

const StyledGroup = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
