import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import styled from "styled-components";
import type { NavigationDialogContentQuery } from "./__generated__/NavigationDialogContentQuery.graphql";
import { PlatformNavigation } from "./PlatformNavigation";
import { PlatformSettings } from "./PlatformSettings";
import { QuickAccess } from "./QuickAccess";
import { WorkflowCenter } from "./WorkflowCenter";

const navigationDialogQuery = graphql`
  query NavigationDialogContentQuery {
    viewer {
      id
      role
    }
    siteConfig {
      ...PlatformSettings_siteConfig
    }
  }
`;

/** The navigation dialog's sections; the session is read fresh each time the dialog opens. */
export function NavigationDialogContent({ onClose }: { onClose: () => void }) {
  // Network each time: a workflow's rule depends on the real session, which may have changed since.
  const data = useLazyLoadQuery<NavigationDialogContentQuery>(navigationDialogQuery, {}, { fetchPolicy: "network-only" });
  const signedIn = data.viewer?.role === "CLIENT" || data.viewer?.role === "ADMIN";

  return (
    <StyledSections>
      <QuickAccess onNavigate={onClose} />
      <WorkflowCenter signedIn={signedIn} onNavigate={onClose} />
      <PlatformSettings siteConfig={data.siteConfig} onNavigate={onClose} />
      <PlatformNavigation onNavigate={onClose} />
    </StyledSections>
  );
}

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
