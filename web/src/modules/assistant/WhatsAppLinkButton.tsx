import type { ReactNode } from "react";
import styled from "styled-components";
import { whatsAppLink } from "./whatsapp-link";

/** A WhatsApp-green button that opens a chat with `phone`, the message `text` already typed, in a new tab. */
export function WhatsAppLinkButton({ phone, text, children }: { phone: string; text: string; children: ReactNode }) {
  return (
    <StyledLink href={whatsAppLink(phone, text)} target="_blank" rel="noopener noreferrer">
      {children}
    </StyledLink>
  );
}

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.healthy};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    filter: brightness(0.94);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
