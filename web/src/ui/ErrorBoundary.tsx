import { Component, type ErrorInfo, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  /** Renders the failure; `reset` clears it and renders the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** When any of these change, a shown error is cleared (for example the route's path). */
  resetKeys?: readonly unknown[];
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  keys: readonly unknown[] | undefined;
}

/** Catches render errors below it and shows a fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    const changed = (props.resetKeys ?? []).some((key, index) => !Object.is(key, state.keys?.[index]));
    return changed ? { error: null, keys: props.resetKeys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
