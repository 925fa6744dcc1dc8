import { Calendar, Mail, MessageCircle, Plug } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Badge } from "../../ui/Badge";
import { Card } from "../../ui/Card";
import { useCalendarStatus } from "../calendar/useCalendarStatus";
import type { ClientIntegrations_calendar$key } from "./__generated__/ClientIntegrations_calendar.graphql";
import { integrationStatusBadge } from "./client-status";
import type { ClientIntegrations_integrations$key } from "./__generated__/ClientIntegrations_integrations.graphql";

const icons: Record<string, typeof Plug> = { whatsapp: MessageCircle, gmail: Mail, calendar: Calendar };

/**
 * WhatsApp, Gmail and Calendar as they really stand: status and last sync, from the api. The calendar is the client's
 * own: connected with its last sync, or its error and what to do, or the offer to connect it.
 */
export function ClientIntegrations({
  integrations,
  calendar,
}: {
  integrations: ClientIntegrations_integrations$key;
  calendar: ClientIntegrations_calendar$key | null | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment ClientIntegrations_integrations on Integration @relay(plural: true) {
        id
        name
        description
        status
        lastSyncAt
      }
    `,
    integrations,
  );
  const own = useFragment(
    graphql`
      fragment ClientIntegrations_calendar on CalendarConnection {
        ...useCalendarStatus_connection
      }
    `,
    calendar,
  );
  const ownStatus = useCalendarStatus(own);
  return (
    <Card title="Integrations" description="The channels Ria works through for you.">
      {data.length === 0 ? (
        <StyledEmpty>No integrations are set up yet.</StyledEmpty>
      ) : (
        <StyledGrid>
          {data.map((integration) => {
            const Icon = icons[integration.id] ?? Plug;
            const ownCalendar = integration.id === "calendar" ? ownStatus : null;
            const status = ownCalendar ?? integrationStatusBadge(integration.status);
            return (
              <StyledItem key={integration.id} aria-label={integration.name}>
                <StyledIcon aria-hidden="true">
                  <Icon size={18} />
                </StyledIcon>
                <StyledText>
                  <strong>{integration.name}</strong>
                  <span>{integration.description}</span>
                  {ownCalendar ? (
                    <>
                      <small>{ownCalendar.line}</small>
                      {ownCalendar.advice && <small>{ownCalendar.advice}</small>}
                      {ownCalendar.action && <StyledLink to="/integrations">{ownCalendar.action}</StyledLink>}
                    </>
                  ) : (
                    <small>{integration.lastSyncAt ? `Last sync ${formatIstDateTime(integration.lastSyncAt)}` : "Not synced yet"}</small>
                  )}
                </StyledText>
                <Badge tone={status.tone}>{status.label}</Badge>
              </StyledItem>
            );
          })}
        </StyledGrid>
      )}
    </Card>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  & > :last-child {
    grid-column: 2;
  }
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
