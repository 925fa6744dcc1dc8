import { lazy } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { WhenNearView } from "../../ui/WhenNearView";
import type { DeploymentBand_siteConfig$key } from "./__generated__/DeploymentBand_siteConfig.graphql";
import { LandingSection } from "./LandingSection";
import { OurPromises } from "./OurPromises";

// The form brings its validation (zod, react-hook-form): below the fold, so not part of the first screen.
const DeploymentRequestSection = lazy(() =>
  import("../contact/DeploymentRequestSection").then((module) => ({ default: module.DeploymentRequestSection })),
);

/** The landing page's deployment request: the form (or its success panel) beside our promises. */
export function DeploymentBand({ siteConfig }: { siteConfig: DeploymentBand_siteConfig$key }) {
  const data = useFragment(
    graphql`
      fragment DeploymentBand_siteConfig on SiteConfig {
        ...DeploymentRequestSection_siteConfig
      }
    `,
    siteConfig,
  );
  return (
    <LandingSection
      id="deploy"
      eyebrow="Deployment Request"
      title="Put Ria to work for your office"
      lead="Tell us about your office and we'll plan your rollout. All fields are required."
    >
      <StyledColumns>
        <StyledFormCard>
          <WhenNearView minHeight="36rem">
            <DeploymentRequestSection siteConfig={data} />
          </WhenNearView>
        </StyledFormCard>
        <OurPromises />
      </StyledColumns>
    </LandingSection>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledFormCard = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;
