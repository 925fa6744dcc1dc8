import { MessageCircle, Phone, Video } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import type { ContactDialog_siteConfig$key } from "./__generated__/ContactDialog_siteConfig.graphql";
import { ContactOption } from "./ContactOption";
import { facetimeUrl, INTEREST_MESSAGE, telUrl, whatsappChatUrl } from "./contact-links";

export interface ContactDialogProps {
  siteConfig: ContactDialog_siteConfig$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan the visitor asked about, when a plan's button opened the dialog. */
  planName?: string | null;
}

/** "Contact Ria" (spec section 2): WhatsApp message, FaceTime video call, phone call, or Cancel. */
export function ContactDialog({ siteConfig, open, onOpenChange, planName }: ContactDialogProps) {
  const config = useFragment(
    graphql`
      fragment ContactDialog_siteConfig on SiteConfig {
        providerName
        providerPhone
        whatsappNumber
      }
    `,
    siteConfig,
  );
  const close = () => onOpenChange(false);

  return (
    <Dialog
      title="Contact Ria"
      description={
        planName
          ? `Talk to the ${config.providerName} team about the ${planName} plan. Choose how you'd like to connect.`
          : `Talk to the ${config.providerName} executive team. Choose how you'd like to connect.`
      }
      open={open}
      onOpenChange={onOpenChange}
    >
      <StyledOptions>
        <ContactOption
          href={whatsappChatUrl(config.whatsappNumber, INTEREST_MESSAGE)}
          newTab
          icon={<MessageCircle />}
          tone="whatsapp"
          label="WhatsApp message"
          hint="Opens a chat with our team in a new tab"
          onFollow={close}
        />
        <ContactOption
          href={facetimeUrl(config.providerPhone)}
          icon={<Video />}
          tone="accent"
          label="FaceTime video call"
          hint="Face to face, from your iPhone, iPad or Mac"
          onFollow={close}
        />
        <ContactOption
          href={telUrl(config.providerPhone)}
          icon={<Phone />}
          tone="brand"
          label="Phone call"
          hint={config.providerPhone}
          onFollow={close}
        />
      </StyledOptions>
      <StyledFooter>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </StyledFooter>
    </Dialog>
  );
}

const StyledOptions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;
