import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";

export interface DeleteRuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ruleName: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Spec section 5: deleting a rule needs a confirmation. */
export function DeleteRuleDialog({ open, onOpenChange, ruleName, busy, onConfirm }: DeleteRuleDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      title="Delete rule"
      description="Are you sure you want to delete this automation rule?"
    >
      <StyledName>{ruleName}</StyledName>
      <StyledText>Its run history goes with it. This cannot be undone.</StyledText>
      <StyledButtons>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="destructive" busy={busy} disabled={busy} onClick={onConfirm}>
          Delete
        </Button>
      </StyledButtons>
    </Dialog>
  );
}

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
