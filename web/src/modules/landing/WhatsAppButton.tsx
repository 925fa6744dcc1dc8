import { MessageCircle } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { INTEREST_MESSAGE, whatsappChatUrl } from "../contact/contact-links";
import type { WhatsAppButton_siteConfig$key } from "./__generated__/WhatsAppButton_siteConfig.graphql";

/** The floating WhatsApp button: a chat with the team in a new tab. */
export function WhatsAppButton({ siteConfig }: { siteConfig: WhatsAppButton_siteConfig$key }) {
  const { whatsappNumber } = useFragment(
    graphql`
      fragment WhatsAppButton_siteConfig on SiteConfig {
        whatsappNumber
      }
    `,
    siteConfig,
  );
  return (
    <StyledButton
      href={whatsappChatUrl(whatsappNumber, INTEREST_MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
    >
      <MessageCircle aria-hidden="true" />
    </StyledButton>
  );
}

const StyledButton = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.floatingButton};
  height: ${({ theme }) => theme.sizes.floatingButton};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.whatsapp};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: transform ${({ theme }) => theme.durations.fast};
  &:hover {
    transform: scale(1.05);
  }
  svg {
    width: ${({ theme }) => theme.sizes.barHeight};
    height: ${({ theme }) => theme.sizes.barHeight};
  }
`;
