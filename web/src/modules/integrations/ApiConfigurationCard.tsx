import styled from "styled-components";
import { Card } from "../../ui/Card";

/** Spec section 2: where WhatsApp reaches Ria. Shown only: it is set in Meta's dashboard, not here. */
export const WHATSAPP_WEBHOOK_PATH = "/api/whatsapp/webhook";

const ENDPOINTS = [
  {
    label: "WhatsApp webhook",
    value: WHATSAPP_WEBHOOK_PATH,
    note:
      "GET verifies the subscription (hub.mode, hub.verify_token, hub.challenge); " +
      "POST carries messages signed with X-Hub-Signature-256.",
  },
  { label: "Inbound email", value: "POST /api/email/inbound", note: "Email triggers and the Gmail status come from mail delivered here." },
  { label: "GraphQL", value: "/graphql", note: "Queries and mutations over HTTPS; live updates over WebSocket on the same path." },
];

/** The read-only API configuration: the endpoints integrations call. */
export function ApiConfigurationCard() {
  return (
    <Card title="API configuration" description="Read-only · managed on the server">
      <StyledList>
        {ENDPOINTS.map((endpoint) => (
          <div key={endpoint.label}>
            <dt>{endpoint.label}</dt>
            <dd>
              <StyledCode>{endpoint.value}</StyledCode>
              <StyledNote>{endpoint.note}</StyledNote>
            </dd>
          </div>
        ))}
      </StyledList>
    </Card>
  );
}

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
  }
`;

const StyledCode = styled.code`
  justify-self: start;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const StyledNote = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
