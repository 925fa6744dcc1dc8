import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import type { Workflow } from "./workflows";

export interface LoginRequiredDialogProps {
  /** The workflow that needs a sign-in; null keeps the dialog closed. */
  workflow: Workflow | null;
  onConfirm: () => void;
  /** Also what Escape and the close button do, as with a confirm prompt. */
  onCancel: () => void;
}

/** Spec section 4: a visitor opening a workflow is told to sign in; OK goes to the client login, Cancel home. */
export function LoginRequiredDialog({ workflow, onConfirm, onCancel }: LoginRequiredDialogProps) {
  return (
    <Dialog
      title="Login required"
      description={
        workflow
          ? `Please log in to open ${workflow.title}. Press OK to go to the client login, or Cancel to return to the dashboard.`
          : undefined
      }
      open={workflow !== null}
      onOpenChange={(open) => !open && onCancel()}
    >
      <StyledActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA's dialog pattern: a confirmation focuses its main action */}
        <Button onClick={onConfirm} autoFocus>
          OK
        </Button>
      </StyledActions>
    </Dialog>
  );
}

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
