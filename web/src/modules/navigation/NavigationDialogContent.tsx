import { graphql, usePreloadedQuery } from "react-relay/hooks";
import styled from "styled-components";
import type { NavigationDialogContentQuery } from "./__generated__/NavigationDialogContentQuery.graphql";
import type { NavigationQueries } from "./navigation-queries";
import { PlatformNavigation } from "./PlatformNavigation";
import { PlatformSettings } from "./PlatformSettings";
import { QuickAccess } from "./QuickAccess";
import { WorkflowCenter } from "./WorkflowCenter";

const navigationDialogQuery = graphql`
  query NavigationDialogContentQuery @preloadable {
    viewer {
      role
    }
    siteConfig {
      ...PlatformSettings_siteConfig
    }
  }
`;

/** The navigation dialog's sections; the session is read fresh each time the dialog opens. */
export function NavigationDialogContent({ queries, onClose }: { queries: NavigationQueries; onClose: () => void }) {
  const data = usePreloadedQuery<NavigationDialogContentQuery>(navigationDialogQuery, queries.content);
  const signedIn = data.viewer?.role === "CLIENT" || data.viewer?.role === "ADMIN";

  return (
    <StyledSections>
      <QuickAccess onNavigate={onClose} />
      <WorkflowCenter signedIn={signedIn} onNavigate={onClose} />
      <PlatformSettings siteConfig={data.siteConfig} onNavigate={onClose} />
      <PlatformNavigation query={queries.health} onNavigate={onClose} />
    </StyledSections>
  );
}

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
