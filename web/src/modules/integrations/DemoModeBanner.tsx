import { FlaskConical } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { DemoModeBanner_integrations$key } from "./__generated__/DemoModeBanner_integrations.graphql";

const LIST_FORMAT = new Intl.ListFormat("en-IN", { style: "long", type: "conjunction" });

/** Says plainly when integrations run in demo mode: messages are recorded in the outbox, nothing is sent. */
export function DemoModeBanner({ integrations }: { integrations: DemoModeBanner_integrations$key }) {
  const data = useFragment(
    graphql`
      fragment DemoModeBanner_integrations on Integration @relay(plural: true) {
        name
        demoMode
      }
    `,
    integrations,
  );
  const inDemo = data.filter((integration) => integration.demoMode).map((integration) => integration.name);
  if (inDemo.length === 0) return null;
  return (
    <StyledBanner role="note" aria-label="Demo mode">
      <FlaskConical size={20} aria-hidden="true" />
      <div>
        <StyledTitle>Demo mode</StyledTitle>
        <p>
          {LIST_FORMAT.format(inDemo)} {inDemo.length === 1 ? "runs" : "run"} without live credentials: everything works end to end, but
          outgoing messages are recorded in the outbox below instead of being sent.
        </p>
      </div>
    </StyledBanner>
  );
}

const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.warningBar};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
