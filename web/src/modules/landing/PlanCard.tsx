import { Check } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled, { css } from "styled-components";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import type { PlanCard_plan$key } from "./__generated__/PlanCard_plan.graphql";
import { planPriceLabel } from "./format-inr";

export interface PlanCardProps {
  plan: PlanCard_plan$key;
  /** Every plan's button opens the contact dialog (spec section 2). */
  onChoose: (planName: string) => void;
}

/** One landing-page plan: name, price in rupees and period, features, and its button. */
export function PlanCard({ plan, onChoose }: PlanCardProps) {
  const data = useFragment(
    graphql`
      fragment PlanCard_plan on DisplayPlan {
        name
        priceInr
        period
        features
        buttonText
        popular
        special
      }
    `,
    plan,
  );
  const headingId = useId();

  return (
    <StyledCard aria-labelledby={headingId} $popular={data.popular} $special={data.special}>
      <StyledTop>
        <StyledName id={headingId}>{data.name}</StyledName>
        {data.popular && <Badge tone="info">Popular</Badge>}
        {data.special && <Badge tone="warning">Special offer</Badge>}
      </StyledTop>
      <StyledPrice data-price>
        <StyledAmount>{planPriceLabel(data.priceInr)}</StyledAmount>
        <StyledPeriod>{data.priceInr == null ? "pricing, tailored to your team" : data.period}</StyledPeriod>
      </StyledPrice>
      <StyledFeatures>
        {data.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={16} />
            {feature}
          </li>
        ))}
      </StyledFeatures>
      <Button variant={data.popular ? "primary" : "secondary"} onClick={() => onChoose(data.name)} aria-haspopup="dialog">
        {data.buttonText}
      </Button>
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $popular: boolean; $special: boolean }>`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: ${theme.borders.focusRing} ${theme.colors.accent};
      box-shadow: ${theme.shadows.raised};
    `}
  ${({ $special, theme }) =>
    $special &&
    css`
      border-top: ${theme.space.xs} solid ${theme.colors.gold};
    `}
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledPrice = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledAmount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  font-variant-numeric: tabular-nums;
`;

const StyledPeriod = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFeatures = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.healthy};
  }
`;
