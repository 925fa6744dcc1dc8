import { useLayoutEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { Button, type ButtonVariant } from "./Button";
import { Dialog } from "./Dialog";

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The message itself, read out when the dialog opens. */
  message: ReactNode;
  /** More content under the message (a list, links). */
  children?: ReactNode;
  /** Buttons after the close button, for a choice (the close button dismisses). */
  actions?: ReactNode;
  closeLabel?: string;
  /** "secondary" when an action beside it is the main one. */
  closeVariant?: ButtonVariant;
}

/**
 * An accessible stand-in for window.alert: a modal with a message and an OK button. It is opened
 * from code, so it gives focus back to whatever had it when it opened.
 */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  message,
  children,
  actions,
  closeLabel = "OK",
  closeVariant = "primary",
}: MessageDialogProps) {
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      {children}
      <StyledActions>
        <Button variant={closeVariant} onClick={() => onOpenChange(false)}>
          {closeLabel}
        </Button>
        {actions}
      </StyledActions>
    </Dialog>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
