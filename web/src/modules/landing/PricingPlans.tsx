import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import type { PricingPlans_plans$key } from "./__generated__/PricingPlans_plans.graphql";
import { LandingSection } from "./LandingSection";
import { PlanCard } from "./PlanCard";
import { TrustClaims } from "./TrustClaims";

export interface PricingPlansProps {
  plans: PricingPlans_plans$key;
  onChoose: (planName: string | null) => void;
}

const LEAD =
  "Concierge deployment packages: our team sets Ria up around you. " +
  "Prices in Indian rupees; every package starts with a 30-minute consultation call.";

/** Spec sections 2 and 9: the plans from the server; every button opens the contact dialog. */
export function PricingPlans({ plans, onChoose }: PricingPlansProps) {
  const data = useFragment(
    graphql`
      fragment PricingPlans_plans on DisplayPlan @relay(plural: true) {
        id
        ...PlanCard_plan
      }
    `,
    plans,
  );

  return (
    <LandingSection id="pricing" eyebrow="Pricing Plans" title="Choose how much of your day Ria takes on" lead={LEAD}>
      {data.length === 0 ? (
        <StyledEmpty>
          <p>Our plans are being updated. Tell us what you need and we will quote within 24 hours.</p>
          <Button onClick={() => onChoose(null)} aria-haspopup="dialog">
            Contact Sales
          </Button>
        </StyledEmpty>
      ) : (
        <StyledGrid>
          {data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onChoose={onChoose} />
            </li>
          ))}
        </StyledGrid>
      )}
      <TrustClaims />
    </LandingSection>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: stretch;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledEmpty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  border-style: dashed;
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
