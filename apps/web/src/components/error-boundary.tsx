import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "@/features/errors";
import { ErrorFallback } from "./error-fallback";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What replaces a part that failed; the whole-page fallback unless told. */
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** product.md §4: a rendering error is logged and reported, then a friendly fallback replaces the page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("The checkout page failed to render.", error, info.componentStack);
    reportError(error, { place: "render", componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorFallback /> : this.props.fallback;
  }
}
