import * as RadixToast from "@radix-ui/react-toast";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { ToastContext, type ToastApi, type ToastOptions } from "./useToast";

/** Spec section 9: a toast stays 5 seconds unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

interface ShownToast extends ToastOptions {
  key: number;
}

/** Hosts the app's toasts. Holds a single toast: a new one replaces the current (spec: one at a time). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const toast = useCallback((options: ToastOptions) => setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1 })), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
        {children}
        {current && (
          <StyledRoot
            key={current.key}
            $destructive={current.variant === "destructive"}
            type={current.variant === "destructive" ? "foreground" : "background"}
            duration={current.duration}
            onOpenChange={(open) => !open && setCurrent((shown) => (shown?.key === current.key ? null : shown))}
          >
            <StyledTitle>{current.title}</StyledTitle>
            {current.description && <StyledDescription>{current.description}</StyledDescription>}
            <StyledClose aria-label="Dismiss notification">×</StyledClose>
          </StyledRoot>
        )}
        <StyledViewport />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

const slideIn = keyframes`from { transform: translateY(100%); opacity: 0; } to { transform: translateY(0); opacity: 1; }`;

const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.toastMax};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  outline: none;
`;

const StyledRoot = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $destructive }) => ($destructive ? theme.colors.error : theme.colors.accent)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.errorSoft : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease-out;
  &[data-swipe="move"] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe="end"] {
    transform: translateX(100%);
  }
`;

const StyledTitle = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled(RadixToast.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClose = styled(RadixToast.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;
