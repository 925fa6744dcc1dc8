import { MessageCircle, Phone, Video } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { whatsAppLink } from "../assistant/whatsapp-link";
import type { EmergencyContactCard_site$key } from "./__generated__/EmergencyContactCard_site.graphql";

/** The support line's first message on WhatsApp. */
export const SUPPORT_MESSAGE = "Hi! I need platform support.";

/** Spec section 2: the emergency contact card — hotline, 24/7 WhatsApp support, FaceTime support. */
export function EmergencyContactCard({ site }: { site: EmergencyContactCard_site$key }) {
  const data = useFragment(
    graphql`
      fragment EmergencyContactCard_site on SiteConfig {
        providerPhone
        whatsappNumber
      }
    `,
    site,
  );
  const dial = `+${data.whatsappNumber}`;
  return (
    <Card title="Emergency contact" description="Reach the Ria team at any hour.">
      <StyledList>
        <li>
          <StyledLink href={`tel:${dial}`}>
            <Phone size={18} aria-hidden="true" />
            <span>
              <strong>Hotline</strong>
              <small>{data.providerPhone}</small>
            </span>
          </StyledLink>
        </li>
        <li>
          <StyledLink href={whatsAppLink(data.whatsappNumber, SUPPORT_MESSAGE)} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={18} aria-hidden="true" />
            <span>
              <strong>24/7 WhatsApp support</strong>
              <small>Around the clock, every day</small>
            </span>
          </StyledLink>
        </li>
        <li>
          <StyledLink href={`facetime:${dial}`}>
            <Video size={18} aria-hidden="true" />
            <span>
              <strong>FaceTime support</strong>
              <small>A video call with our support team</small>
            </span>
          </StyledLink>
        </li>
      </StyledList>
    </Card>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.error};
  }
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
