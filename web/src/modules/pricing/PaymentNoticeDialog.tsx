import { MessageCircle } from "lucide-react";
import styled from "styled-components";
import { MessageDialog } from "../../ui/MessageDialog";
import { WhatsAppLinkButton } from "../assistant/WhatsAppLinkButton";
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
        <WhatsAppLinkButton phone={whatsappNumber} text={BUY_MESSAGE}>
          <MessageCircle size={18} aria-hidden="true" />
          Message our team
        </WhatsAppLinkButton>
      }
    >
      <StyledText>Our team can start your {planName} plan for you today — message us on WhatsApp and we'll set it up.</StyledText>
    </MessageDialog>
  );
}

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
