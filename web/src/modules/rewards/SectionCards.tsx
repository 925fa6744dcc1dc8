import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { SectionCards_player$key } from "./__generated__/SectionCards_player.graphql";
import { sectionStatus } from "./rewards-display";

const SECTIONS = [
  { title: "Explore Ria", body: "Tour the assistant, the scheduler and the status page." },
  { title: "Executive Toolkit", body: "Templates for briefs, follow-ups and board updates." },
  { title: "Insider Sessions", body: "Recorded sessions with CXOs who run on Ria." },
  { title: "Founders' Circle", body: "Early access to beta features." },
] as const;

/** The four section cards: the first always open, the others unlocked at 50, 100 and 150 Riko. */
export function SectionCards({ player }: { player: SectionCards_player$key }) {
  const { sections } = useFragment(
    graphql`
      fragment SectionCards_player on RewardsPlayer {
        sections
      }
    `,
    player,
  );
  return (
    <StyledGrid>
      {SECTIONS.map((section, index) => (
        <StyledCard key={section.title} $open={sections[index] ?? false}>
          <h3>{section.title}</h3>
          <p>{section.body}</p>
          <strong>{sectionStatus(index, sections[index] ?? false)}</strong>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const StyledCard = styled.article<{ $open: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme, $open }) => ($open ? theme.colors.healthyBar : theme.colors.border)};
  background: ${({ theme, $open }) => ($open ? theme.colors.healthySoft : theme.colors.surfaceSunken)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    color: ${({ theme, $open }) => ($open ? theme.colors.healthy : theme.colors.textMuted)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
