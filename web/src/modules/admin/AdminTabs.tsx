import * as Tabs from "@radix-ui/react-tabs";
import { graphql, useFragment } from "react-relay/hooks";
import { useLocation } from "react-router-dom";
import styled from "styled-components";
import type { AdminTabs_dashboard$key } from "./__generated__/AdminTabs_dashboard.graphql";
import type { AdminTabs_query$key } from "./__generated__/AdminTabs_query.graphql";
import { ActiveDeploymentsPanel } from "./ActiveDeploymentsPanel";
import { ContactSubmissionsPanel } from "./ContactSubmissionsPanel";
import { IntegrationStatusPanel } from "./IntegrationStatusPanel";
import { PlatformAnalyticsPanel } from "./PlatformAnalyticsPanel";

/** Spec section 2: the four tabs, 'submissions' first and selected by default. */
export const ADMIN_TABS = [
  { value: "submissions", label: "Contact Submissions" },
  { value: "integrations", label: "Integration Status" },
  { value: "analytics", label: "Platform Analytics" },
  { value: "deployments", label: "Active Deployments" },
] as const;

export interface AdminTabsProps {
  query: AdminTabs_query$key;
  dashboard: AdminTabs_dashboard$key;
}

/** The admin dashboard's tabs (Radix: arrow keys move between tabs, Tab moves into the panel). */
export function AdminTabs({ query, dashboard }: AdminTabsProps) {
  // A link such as /admin/dashboard#integrations opens on that tab.
  const { hash } = useLocation();
  const initialTab = ADMIN_TABS.find((tab) => `#${tab.value}` === hash)?.value ?? "submissions";
  const queryData = useFragment(
    graphql`
      fragment AdminTabs_query on Query @argumentDefinitions(count: { type: "Int!" }) {
        ...ContactSubmissionsPanel_query @arguments(count: $count)
        ...IntegrationStatusPanel_query
        ...ActiveDeploymentsPanel_query
      }
    `,
    query,
  );
  const dashboardData = useFragment(
    graphql`
      fragment AdminTabs_dashboard on AdminDashboard {
        ...PlatformAnalyticsPanel_dashboard
        ...ActiveDeploymentsPanel_dashboard
      }
    `,
    dashboard,
  );

  return (
    <Tabs.Root defaultValue={initialTab}>
      <StyledList aria-label="Admin dashboard sections">
        {ADMIN_TABS.map((tab) => (
          <StyledTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </StyledTrigger>
        ))}
      </StyledList>
      <StyledContent value="submissions">
        <ContactSubmissionsPanel query={queryData} />
      </StyledContent>
      <StyledContent value="integrations">
        <IntegrationStatusPanel query={queryData} />
      </StyledContent>
      <StyledContent value="analytics">
        <PlatformAnalyticsPanel dashboard={dashboardData} />
      </StyledContent>
      <StyledContent value="deployments">
        <ActiveDeploymentsPanel query={queryData} dashboard={dashboardData} />
      </StyledContent>
    </Tabs.Root>
  );
}

const StyledList = styled(Tabs.List)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;

const StyledTrigger = styled(Tabs.Trigger)`
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state="active"] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledContent = styled(Tabs.Content)`
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
