import { lazy, Suspense, useState } from "react";
import styled from "styled-components";
import { useFirstScreenHandOver } from "../app/first-screen/hand-over";
import { PageLoading } from "../app/PageLoading";
import type { ContactState } from "../modules/landing/LandingContent";
import { IntegrationLayer } from "../modules/landing/IntegrationLayer";
import { LandingHeaderBar } from "../modules/landing/LandingHeaderBar";
import { LandingHero } from "../modules/landing/LandingHero";
import { lazyWithRelay } from "../relay/load-relay";

// The dialog loads when first opened: the first screen never needs it.
const WatchDemoDialog = lazy(() => import("../modules/landing/WatchDemoDialog").then((module) => ({ default: module.WatchDemoDialog })));
// Everything that shows the page's data comes with Relay's runtime, while the first screen paints.
const LandingContent = lazyWithRelay(() => import("../modules/landing/LandingContent").then((module) => module.LandingContent));

/**
 * /simplified-dashboard, the landing page (spec section 2): hero, integrations, plans, testimonials,
 * deployment request. The header and hero need neither data nor Relay, so they paint while both load;
 * before that, landing.html shows the same first screen rendered at build time, which this page replaces.
 */
export function SimplifiedDashboardPage() {
  useFirstScreenHandOver();
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
          <LandingContent contact={contact} onContactChange={setContact} onChoosePlan={openContact} />
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

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxxl};
  min-width: 0;
`;
