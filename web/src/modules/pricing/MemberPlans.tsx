import { MEMBER_PLANS } from "@ria/api/modules/catalog/price-catalogue.rules.ts";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import styled, { css } from "styled-components";
import { Button } from "../../ui/Button";
import { formatInr } from "./pricing-math";

/** The plans a signed-in client moves between; the dashboard's "Upgrade Now" lands on the plan it named. */
export function MemberPlans({ onChoose }: { onChoose: (planName: string) => void }) {
  const { hash } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const target = hash.startsWith("#plan-") ? listRef.current?.querySelector<HTMLElement>(hash) : null;
    target?.scrollIntoView({ block: "center" });
    target?.focus({ preventScroll: true });
  }, [hash]);
  const plans = MEMBER_PLANS.offers.filter((offer) => offer.priceInr !== 0);

  return (
    <StyledSection aria-labelledby="member-plans">
      <StyledHeading id="member-plans">Already a Ria member? Your plans</StyledHeading>
      <StyledList ref={listRef}>
        {plans.map((offer) => {
          const current = hash === `#plan-${offer.id}`;
          return (
            <StyledPlan key={offer.id} id={`plan-${offer.id}`} tabIndex={-1} aria-label={offer.name} $current={current}>
              <StyledName>{offer.name}</StyledName>
              <StyledPrice data-price>
                {formatInr(offer.priceInr ?? 0)} <span>{offer.period}</span>
              </StyledPrice>
              <StyledSummary>{offer.summary}</StyledSummary>
              <Button size="sm" variant={current ? "primary" : "secondary"} onClick={() => onChoose(offer.name)}>
                Choose {offer.name}
              </Button>
            </StyledPlan>
          );
        })}
      </StyledList>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 52rem;
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledPlan = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $current, theme }) =>
    $current &&
    css`
      border: ${theme.borders.focusRing} ${theme.colors.accent};
      box-shadow: ${theme.shadows.raised};
    `}
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  span {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const StyledSummary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
