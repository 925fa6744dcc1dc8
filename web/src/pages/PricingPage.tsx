import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { useRouteQuery } from "../app/useRouteQuery";
import { PricingFaq } from "../modules/pricing/PricingFaq";
import { PricingPlans } from "../modules/pricing/PricingPlans";
import { PricingPlansSkeleton } from "../modules/pricing/PricingPlansSkeleton";
import { Testimonials } from "../modules/pricing/Testimonials";
import { NavigationBreadcrumb } from "../modules/navigation/NavigationBreadcrumb";
import { TrustStats } from "../modules/pricing/TrustStats";
import type { PricingPageQuery } from "./__generated__/PricingPageQuery.graphql";

const pricingPageQuery = graphql`
  query PricingPageQuery @preloadable {
    ...PricingPlans_query
  }
`;

/** /pricing: two plans with monthly or yearly prices, testimonials, trust figures and an FAQ (spec sections 2 and 9). */
export function PricingPage() {
  return (
    <StyledPage>
      <title>Plans and Pricing · Ria</title>
      <NavigationBreadcrumb items={[{ label: "Pricing" }]} />
      <StyledIntro>
        <StyledEyebrow>Plans and pricing</StyledEyebrow>
        <StyledTitle>Choose your executive partner</StyledTitle>
        <StyledLead>Ria app subscriptions in rupees. Start with a 14-day free trial; pay yearly and save 20%.</StyledLead>
      </StyledIntro>
      <Suspense fallback={<PricingPlansSkeleton />}>
        <Plans />
      </Suspense>
      <TrustStats />
      <Testimonials />
      <PricingFaq />
    </StyledPage>
  );
}

function Plans() {
  const data = useRouteQuery<PricingPageQuery>(pricingPageQuery);
  return <PricingPlans query={data} />;
}

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxxl};
`;

const StyledIntro = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledLead = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;
