import { MessageCircle } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { WhatsAppLinkButton } from "./WhatsAppLinkButton";
import type { WhatsAppAccessCard_site$key } from "./__generated__/WhatsAppAccessCard_site.graphql";

/** Ria on WhatsApp: the number to message directly, from the site's configuration. */
export function WhatsAppAccessCard({ site }: { site: WhatsAppAccessCard_site$key }) {
  const data = useFragment(
    graphql`
      fragment WhatsAppAccessCard_site on SiteConfig {
        providerPhone
        whatsappNumber
      }
    `,
    site,
  );
  return (
    <Card title="WhatsApp direct access" headingLevel={2}>
      <StyledText>
        Everything here works on WhatsApp too. Message Ria at <strong>{data.providerPhone}</strong> from your phone — reminders, meetings
        and lists land in the same place.
      </StyledText>
      <WhatsAppLinkButton phone={data.whatsappNumber} text={"Hi Ria"}>
        <MessageCircle size={18} aria-hidden="true" />
        Open WhatsApp chat
      </WhatsAppLinkButton>
    </Card>
  );
}

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
