import { useNavigate } from "react-router-dom";
import { Button } from "../../ui/Button";
import { MessageDialog } from "../../ui/MessageDialog";
import styled from "styled-components";

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan's own pitch for its upgrade ("Upgrade to Monthly for email, calendar and your morning brief"). */
  upgradeText: string;
  /** The plan on offer and its price ("Unlimited: ₹4,999 lifetime"). */
  nextPlan: string;
  /** Where that plan is offered on /pricing. */
  href: string;
}

/** Spec section 2: the upgrade modal, with Maybe Later and Upgrade Now (which goes to the plan on /pricing). */
export function UpgradeDialog({ open, onOpenChange, upgradeText, nextPlan, href }: UpgradeDialogProps) {
  const navigate = useNavigate();
  return (
    <MessageDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upgrade your plan"
      message={upgradeText}
      closeLabel="Maybe Later"
      closeVariant="secondary"
      actions={<Button onClick={() => navigate(href)}>Upgrade Now</Button>}
    >
      <StyledOffer>{nextPlan}</StyledOffer>
    </MessageDialog>
  );
}

const StyledOffer = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
