import { memberPlanHref } from "@ria/api/modules/catalog/price-catalogue.rules.ts";
import { AlarmClock, Sparkles } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { expiryMessage, expiryToWarnAbout, formatEndDate } from "./client-dates";
import { PlanBadge } from "./PlanBadge";
import { PlanFeatures } from "./PlanFeatures";
import { planPriceLine } from "./plan-price";
import { PlanUsage } from "./PlanUsage";
import { RiaNote } from "./RiaNote";
import { UpgradeDialog } from "./UpgradeDialog";
import type { PlanOverview_usage$key } from "./__generated__/PlanOverview_usage.graphql";
import type { PlanOverview_user$key } from "./__generated__/PlanOverview_user.graphql";

export interface PlanOverviewProps {
  user: PlanOverview_user$key;
  usage: PlanOverview_usage$key;
}

/** Spec section 2's plan overview: welcome, expiry warning, upgrade, usage, features and a note from Ria. */
export function PlanOverview({ user, usage }: PlanOverviewProps) {
  const data = useFragment(
    graphql`
      fragment PlanOverview_user on User {
        name
        client {
          briefTime
          planExpiryDate
          demoExpiresAt
          plan {
            displayName
            colour
            upgradeText
            upgradeTo {
              name
              displayName
              priceInr
              billing
            }
          }
          ...PlanFeatures_client
        }
      }
    `,
    user,
  );
  const usageData = useFragment(
    graphql`
      fragment PlanOverview_usage on Usage {
        ...PlanUsage_usage
        ...RiaNote_usage
      }
    `,
    usage,
  );
  const [upgrading, setUpgrading] = useState(false);
  const client = data.client;
  if (!client) return null;
  const { plan } = client;
  const expiry = expiryToWarnAbout(client.planExpiryDate, client.demoExpiresAt, new Date());
  const firstName = data.name.split(/\s+/)[0] ?? data.name;

  return (
    <Card title="Plan overview">
      <StyledBody>
        <StyledWelcome>
          <StyledGreeting>Welcome, {data.name}</StyledGreeting>
          <PlanBadge name={plan.displayName} colour={plan.colour} />
          {plan.upgradeTo && (
            <StyledUpgrade>
              <Button size="sm" onClick={() => setUpgrading(true)}>
                <Sparkles size={16} aria-hidden="true" />
                Upgrade plan
              </Button>
            </StyledUpgrade>
          )}
        </StyledWelcome>
        {expiry && (
          <StyledExpiry role="alert">
            <AlarmClock size={18} aria-hidden="true" />
            <span>
              {expiryMessage(plan.displayName, expiry.days)} {expiry.days >= 0 ? "It ends on" : "It ended on"}{" "}
              <time dateTime={expiry.ends}>{formatEndDate(expiry.ends)}</time>.
            </span>
          </StyledExpiry>
        )}
        <PlanUsage usage={usageData} />
        <PlanFeatures client={client} />
        <RiaNote firstName={firstName} briefTime={client.briefTime} usage={usageData} />
      </StyledBody>
      {plan.upgradeTo && (
        <UpgradeDialog
          open={upgrading}
          onOpenChange={setUpgrading}
          upgradeText={plan.upgradeText}
          href={memberPlanHref(plan.upgradeTo.name)}
          nextPlan={`${plan.upgradeTo.displayName}: ${planPriceLine(plan.upgradeTo.priceInr, plan.upgradeTo.billing)}`}
        />
      )}
    </Card>
  );
}

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledWelcome = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledGreeting = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledUpgrade = styled.div`
  margin-left: auto;
`;

const StyledExpiry = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
