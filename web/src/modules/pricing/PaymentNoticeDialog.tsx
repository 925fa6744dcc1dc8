import { MessageCircle } from "lucide-react";
import styled from "styled-components";
import { MessageDialog } from "../../ui/MessageDialog";
import { whatsAppLink } from "../assistant/whatsapp-link";
import { BUY_MESSAGE } from "./pricing-content";

export interface PaymentNoticeDialogProps {
  /** The plan chosen, or null when the dialog is closed. */
  planName: string | null;
  whatsappNumber: string;
  onClose: () => void;
}

/** Spec section 2: choosing a plan only says that payment integration is not built yet, and offers our team. */
export function PaymentNoticeDialog({ planName, whatsappNumber, onClose }: PaymentNoticeDialogProps) {
  return (
    <MessageDialog
      open={planName !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`${planName ?? ""} plan`}
      message="Payment integration is not built yet, so plans can't be bought online today."
      closeLabel="Not now"
      closeVariant="secondary"
      actions={
        <StyledWhatsApp href={whatsAppLink(whatsappNumber, BUY_MESSAGE)} target="_blank" rel="noopener noreferrer">
          <MessageCircle size={18} aria-hidden="true" />
          Message our team
        </StyledWhatsApp>
      }
    >
      <StyledText>Our team can start your {planName} plan for you today — message us on WhatsApp and we'll set it up.</StyledText>
    </MessageDialog>
  );
}

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledWhatsApp = styled.a`
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
`;
