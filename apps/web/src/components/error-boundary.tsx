import { Component, type ReactNode } from "react";
import { ErrorFallback } from "./error-fallback";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What replaces a part that failed; the whole-page fallback unless told. */
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * product.md §4: a friendly fallback replaces the part that failed to render. The root's
 * `onCaughtError` (src/start-page.tsx) logs and reports the error, once, wherever the boundary
 * is.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorFallback /> : this.props.fallback;
  }
}
