import { lazy, Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { useRouteQuery } from "../../app/useRouteQuery";
import { DeploymentBand } from "./DeploymentBand";
import { LandingFooter } from "./LandingFooter";
import { PricingPlans } from "./PricingPlans";
import { Testimonials } from "./Testimonials";
import { WhatsAppButton } from "./WhatsAppButton";
import type { LandingContentQuery } from "./__generated__/LandingContentQuery.graphql";

// The dialog loads when first opened: the first screen never needs it.
const ContactDialog = lazy(() => import("../contact/ContactDialog").then((module) => ({ default: module.ContactDialog })));

const landingQuery = graphql`
  query LandingContentQuery @preloadable {
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

/** Whether the contact dialog has been opened (it is not fetched before), and the plan it was opened for. */
export interface ContactState {
  open: boolean;
  planName: string | null;
}

export interface LandingContentProps {
  contact: ContactState | undefined;
  onContactChange: (contact: ContactState) => void;
  onChoosePlan: (planName: string | null) => void;
}

/**
 * The landing page below its first screen, from the page's one query (started by the route): the plans,
 * the provider's details, and the contact dialog that shows them. It loads with Relay's runtime, which
 * the header and hero above it do not wait for.
 */
export function LandingContent({ contact, onContactChange, onChoosePlan }: LandingContentProps) {
  const data = useRouteQuery<LandingContentQuery>(landingQuery);
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
