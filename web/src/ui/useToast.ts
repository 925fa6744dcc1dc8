import { createContext, useContext } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the provider's default (5000) when omitted. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen: only one toast is visible at a time. */
  toast(options: ToastOptions): void;
  dismiss(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
