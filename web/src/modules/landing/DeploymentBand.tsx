import type { ComponentProps } from "react";
import styled from "styled-components";
import { DeploymentRequestSection } from "../contact/DeploymentRequestSection";
import { LandingSection } from "./LandingSection";
import { OurPromises } from "./OurPromises";

/** The landing page's deployment request: the form (or its success panel) beside our promises. */
export function DeploymentBand({ siteConfig }: Pick<ComponentProps<typeof DeploymentRequestSection>, "siteConfig">) {
  return (
    <LandingSection
      id="deploy"
      eyebrow="Deployment Request"
      title="Put Ria to work for your office"
      lead="Tell us about your office and we'll plan your rollout. All fields are required."
    >
      <StyledColumns>
        <StyledFormCard>
          <DeploymentRequestSection siteConfig={siteConfig} />
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
