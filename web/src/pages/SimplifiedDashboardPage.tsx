import { lazy, Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import styled from "styled-components";
import { useBoundaryFetchKey } from "../app/fetch-key";
import { PageLoading } from "../app/PageLoading";
import { DeploymentBand } from "../modules/landing/DeploymentBand";
import { IntegrationLayer } from "../modules/landing/IntegrationLayer";
import { LandingFooter } from "../modules/landing/LandingFooter";
import { LandingHeaderBar } from "../modules/landing/LandingHeaderBar";
import { LandingHero } from "../modules/landing/LandingHero";
import { PricingPlans } from "../modules/landing/PricingPlans";
import { Testimonials } from "../modules/landing/Testimonials";
import { WhatsAppButton } from "../modules/landing/WhatsAppButton";
import type { SimplifiedDashboardPageQuery } from "./__generated__/SimplifiedDashboardPageQuery.graphql";

// The dialogs load when first opened: the first screen never needs them.
const ContactDialog = lazy(() => import("../modules/contact/ContactDialog").then((module) => ({ default: module.ContactDialog })));
const WatchDemoDialog = lazy(() => import("../modules/landing/WatchDemoDialog").then((module) => ({ default: module.WatchDemoDialog })));

const landingQuery = graphql`
  query SimplifiedDashboardPageQuery {
    landingPlans {
      ...PricingPlans_plans
    }
    siteConfig {
      ...ContactDialog_siteConfig
      ...DeploymentRequestSection_siteConfig
      ...LandingFooter_siteConfig
      ...WhatsAppButton_siteConfig
    }
  }
`;

/** /simplified-dashboard, the landing page (spec section 2): hero, integrations, plans, testimonials, deployment request. */
export function SimplifiedDashboardPage() {
  return (
    <>
      <title>Ria · Your Always-On Executive Partner</title>
      <Suspense fallback={<PageLoading />}>
        <Landing />
      </Suspense>
    </>
  );
}

/** Owns the page's one query and the two dialogs the page opens. */
function Landing() {
  const data = useLazyLoadQuery<SimplifiedDashboardPageQuery>(landingQuery, {}, { fetchKey: useBoundaryFetchKey() });
  // `undefined` until first opened, so the dialog's code is not fetched before it is wanted.
  const [contact, setContact] = useState<{ open: boolean; planName: string | null }>();
  const [demoOpen, setDemoOpen] = useState<boolean>();
  const openContact = (planName: string | null = null) => setContact({ open: true, planName });

  return (
    <>
      <LandingHeaderBar onContact={() => openContact()} />
      <StyledPage>
        <LandingHero onWatchDemo={() => setDemoOpen(true)} />
        <IntegrationLayer />
        <PricingPlans plans={data.landingPlans} onChoose={openContact} />
        <Testimonials />
        <DeploymentBand siteConfig={data.siteConfig} />
        <LandingFooter siteConfig={data.siteConfig} />
      </StyledPage>
      <WhatsAppButton siteConfig={data.siteConfig} />
      <Suspense fallback={null}>
        {contact && (
          <ContactDialog
            siteConfig={data.siteConfig}
            open={contact.open}
            planName={contact.planName}
            onOpenChange={(open) => setContact({ open, planName: contact.planName })}
          />
        )}
        {demoOpen !== undefined && <WatchDemoDialog open={demoOpen} onOpenChange={setDemoOpen} />}
      </Suspense>
    </>
  );
}

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxxl};
  min-width: 0;
`;
