import { lazy, Suspense, useState } from "react";
import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { PageLoading } from "../app/PageLoading";
import { useRouteQuery } from "../app/useRouteQuery";
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
  query SimplifiedDashboardPageQuery @preloadable {
    landingPlans {
      ...PricingPlans_plans
    }
    siteConfig {
      ...ContactDialog_siteConfig
      ...DeploymentBand_siteConfig
      ...LandingFooter_siteConfig
      ...WhatsAppButton_siteConfig
    }
  }
`;

/**
 * /simplified-dashboard, the landing page (spec section 2): hero, integrations, plans, testimonials,
 * deployment request. The header and hero need no data, so they paint while the page's query loads.
 */
export function SimplifiedDashboardPage() {
  // `undefined` until first opened, so a dialog's code is not fetched before it is wanted.
  const [contact, setContact] = useState<ContactState>();
  const [demoOpen, setDemoOpen] = useState<boolean>();
  const openContact = (planName: string | null = null) => setContact({ open: true, planName });

  return (
    <>
      <title>Ria · Your Always-On Executive Partner</title>
      <LandingHeaderBar onContact={() => openContact()} />
      <StyledPage>
        <LandingHero onWatchDemo={() => setDemoOpen(true)} />
        <IntegrationLayer />
        <Suspense fallback={<PageLoading />}>
          <LandingWithData contact={contact} onContactChange={setContact} onChoosePlan={openContact} />
        </Suspense>
      </StyledPage>
      {demoOpen !== undefined && (
        <Suspense fallback={null}>
          <WatchDemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </>
  );
}

interface ContactState {
  open: boolean;
  planName: string | null;
}

interface LandingWithDataProps {
  contact: ContactState | undefined;
  onContactChange: (contact: ContactState) => void;
  onChoosePlan: (planName: string | null) => void;
}

/** Reads the page's one query (started by the route): the plans, the provider's details, and the contact dialog that shows them. */
function LandingWithData({ contact, onContactChange, onChoosePlan }: LandingWithDataProps) {
  const data = useRouteQuery<SimplifiedDashboardPageQuery>(landingQuery);
  return (
    <>
      <PricingPlans plans={data.landingPlans} onChoose={onChoosePlan} />
      <Testimonials />
      <DeploymentBand siteConfig={data.siteConfig} />
      <LandingFooter siteConfig={data.siteConfig} />
      <WhatsAppButton siteConfig={data.siteConfig} />
      {contact && (
        <Suspense fallback={null}>
          <ContactDialog
            siteConfig={data.siteConfig}
            open={contact.open}
            planName={contact.planName}
            onOpenChange={(open) => onContactChange({ open, planName: contact.planName })}
          />
        </Suspense>
      )}
    </>
  );
}

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxxl};
  min-width: 0;
`;
