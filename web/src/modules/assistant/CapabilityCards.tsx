import { Bell, CalendarClock, ListChecks, Sparkles } from "lucide-react";
import styled from "styled-components";
import { CAPABILITIES, type CapabilityId } from "./capabilities";

const icons: Record<CapabilityId, typeof Bell> = { reminders: Bell, calendar: CalendarClock, tasks: ListChecks, content: Sparkles };

/** What Ria can do from this chat, one card each. */
export function CapabilityCards() {
  return (
    <section aria-labelledby="ria-capabilities">
      <StyledHeading id="ria-capabilities">What Ria can do</StyledHeading>
      <StyledGrid>
        {CAPABILITIES.map(({ id, title, description }) => {
          const Icon = icons[id];
          return (
            <StyledCard key={id}>
              <StyledIcon aria-hidden="true">
                <Icon size={18} />
              </StyledIcon>
              <h3>{title}</h3>
              <p>{description}</p>
            </StyledCard>
          );
        })}
      </StyledGrid>
    </section>
  );
}

const StyledHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;
