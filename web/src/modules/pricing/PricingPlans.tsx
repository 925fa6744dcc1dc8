import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { BillingToggle } from "./BillingToggle";
import { MemberPlans } from "./MemberPlans";
import { PaymentNoticeDialog } from "./PaymentNoticeDialog";
import { PricingPlanCard } from "./PricingPlanCard";
import type { Billing } from "./pricing-math";
import type { PricingPlans_query$key } from "./__generated__/PricingPlans_query.graphql";

/** The billing switch and the plan cards from the api; choosing a plan opens the payment notice. */
export function PricingPlans({ query }: { query: PricingPlans_query$key }) {
  const data = useFragment(
    graphql`
      fragment PricingPlans_query on Query {
        pricingPlans {
          name
          ...PricingPlanCard_plan
        }
        siteConfig {
          whatsappNumber
        }
      }
    `,
    query,
  );
  const [billing, setBilling] = useState<Billing>("monthly");
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <StyledPlans>
      <BillingToggle value={billing} onChange={setBilling} />
      {data.pricingPlans.length === 0 ? (
        <StyledEmpty>No plans are on offer right now. Please message our team.</StyledEmpty>
      ) : (
        <StyledGrid>
          {data.pricingPlans.map((plan) => (
            <PricingPlanCard key={plan.name} plan={plan} billing={billing} onChoose={setChosen} />
          ))}
        </StyledGrid>
      )}
      <MemberPlans onChoose={setChosen} />
      <PaymentNoticeDialog planName={chosen} whatsappNumber={data.siteConfig.whatsappNumber} onClose={() => setChosen(null)} />
    </StyledPlans>
  );
}

const StyledPlans = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxl};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 52rem;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
