import * as RadixDialog from "@radix-ui/react-dialog";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import styled, { keyframes } from "styled-components";

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens the dialog; it gets focus back when the dialog closes. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** "wide" for dialogs that hold a page's worth of content (cards in a grid); narrow by default. */
  size?: "default" | "wide";
  /** "alertdialog" for a confirmation that interrupts (delete, reset): assistive technology announces it as such. */
  role?: "dialog" | "alertdialog";
  children?: ReactNode;
}

/**
 * A modal dialog (Radix): focus trapped inside, Escape and the close button dismiss it. Escape pressed inside
 * it closes it even while a toast shows (a toast is a newer layer, which Radix would close first).
 */
export function Dialog({ title, description, trigger, open, onOpenChange, size = "default", role = "dialog", children }: DialogProps) {
  // Radix returns focus to its Trigger; a dialog opened from elsewhere (controlled, no trigger) returns it
  // to whatever had focus when it opened, so keyboard users land where they were.
  const openerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent
          ref={contentRef}
          role={role}
          $wide={size === "wide"}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
        >
          <EscapeClosesFirst content={contentRef} close={closeRef} />
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : <RadixDialog.Description />}
          {children}
          <RadixDialog.Close asChild>
            <StyledClose ref={closeRef} aria-label="Close">
              ×
            </StyledClose>
          </RadixDialog.Close>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * While the dialog is open: Escape pressed with focus inside it closes it. Radix hands Escape to its newest layer,
 * and a toast shown over an open dialog is newer, so Escape closed the toast and left the dialog. This listener is
 * registered when the dialog opens, before any toast's, and so runs first.
 */
function EscapeClosesFirst({ content, close }: { content: RefObject<HTMLElement | null>; close: RefObject<HTMLButtonElement | null> }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !content.current?.contains(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      close.current?.click();
    };
    document.addEventListener("keydown", onKeyDown, { capture: true });
    return () => document.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [content, close]);
  return null;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, -46%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

const StyledContent = styled(RadixDialog.Content)<{ $wide: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  width: calc(100vw - ${({ theme }) => theme.space.xxl});
  max-width: ${({ theme, $wide }) => ($wide ? theme.sizes.dialogWideMax : theme.sizes.dialogMax)};
  max-height: calc(100vh - ${({ theme }) => theme.space.xxxl});
  overflow-y: auto;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${rise} ${({ theme }) => theme.durations.normal} ease-out;
  &:focus {
    outline: none;
  }
`;

const StyledTitle = styled(RadixDialog.Title)`
  padding-right: ${({ theme }) => theme.space.xxl};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledDescription = styled(RadixDialog.Description)`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;
