import { Check } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled, { css } from "styled-components";
import { Button } from "../../ui/Button";
import { formatInr, type Billing } from "./pricing-math";
import type { PricingPlanCard_plan$key } from "./__generated__/PricingPlanCard_plan.graphql";

export interface PricingPlanCardProps {
  plan: PricingPlanCard_plan$key;
  billing: Billing;
  onChoose: (planName: string) => void;
}

/** One plan (spec section 9): its price for the chosen billing, what it includes and its button. */
export function PricingPlanCard({ plan, billing, onChoose }: PricingPlanCardProps) {
  const data = useFragment(
    graphql`
      fragment PricingPlanCard_plan on DisplayPlan {
        name
        priceInr
        yearlyPriceInr
        annualSavingsInr
        period
        features
        buttonText
        popular
      }
    `,
    plan,
  );
  const headingId = useId();
  const yearly = billing === "yearly" && data.yearlyPriceInr != null;
  const price = yearly ? data.yearlyPriceInr : data.priceInr;
  return (
    <StyledCard aria-labelledby={headingId} $popular={data.popular}>
      {data.popular && <StyledRibbon>Most Popular</StyledRibbon>}
      <StyledName id={headingId}>{data.name}</StyledName>
      <StyledPrice data-price>
        {price == null ? "Custom" : formatInr(price)}
        <StyledPeriod>{data.period}</StyledPeriod>
      </StyledPrice>
      <StyledBilling>
        {yearly && data.annualSavingsInr != null ? (
          <>
            Billed yearly · <StyledSave>Save {formatInr(data.annualSavingsInr)} a year</StyledSave>
          </>
        ) : (
          "Billed monthly · cancel anytime"
        )}
      </StyledBilling>
      <StyledFeatures aria-label={`${data.name} includes`}>
        {data.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden="true" />
            {feature}
          </li>
        ))}
      </StyledFeatures>
      <Button variant={data.popular ? "primary" : "secondary"} onClick={() => onChoose(data.name)}>
        {data.buttonText}
      </Button>
    </StyledCard>
  );
}

const StyledCard = styled.section<{ $popular: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: ${theme.borders.focusRing} ${theme.colors.accent};
      box-shadow: ${theme.shadows.raised};
    `}
`;

const StyledRibbon = styled.p`
  position: absolute;
  top: 0;
  right: ${({ theme }) => theme.space.xl};
  transform: translateY(-50%);
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  font-variant-numeric: tabular-nums;
`;

const StyledPeriod = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  letter-spacing: normal;
`;

const StyledBilling = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSave = styled.strong`
  color: ${({ theme }) => theme.colors.healthy};
`;

const StyledFeatures = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.healthy};
  }
`;
