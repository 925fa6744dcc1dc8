import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
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

/** A modal dialog (Radix): focus trapped inside, Escape and the close button dismiss it. */
export function Dialog({ title, description, trigger, open, onOpenChange, size = "default", role = "dialog", children }: DialogProps) {
  // Radix returns focus to its Trigger; a dialog opened from elsewhere (controlled, no trigger) returns it
  // to whatever had focus when it opened, so keyboard users land where they were.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent
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
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : <RadixDialog.Description />}
          {children}
          <RadixDialog.Close asChild>
            <StyledClose aria-label="Close">×</StyledClose>
          </RadixDialog.Close>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
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
