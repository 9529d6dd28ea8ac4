import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What failed, in the visitor's words: "The game", "This page". */
  what: string;
  /** Called before a retry renders the part again: where a failed lazy import is made anew. */
  onRetry?: () => void;
  children: ReactNode;
};

type ErrorBoundaryState = { error: Error | null; attempt: number };

/**
 * Keeps a failure inside the part that failed (a chunk that would not load, a render that threw):
 * the rest of the page stays, and the part offers a retry that renders it again from scratch.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (!this.state.error)
      return <ErrorBoundaryBody key={this.state.attempt}>{this.props.children}</ErrorBoundaryBody>;
    return (
      <div
        role="alert"
        className="m-4 rounded-lg border border-red-300 bg-white p-4 text-slate-900 shadow-lg dark:border-red-800 dark:bg-slate-900 dark:text-slate-100"
      >
        <p className="font-semibold">{this.props.what} could not load.</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Check your connection, then try again.
        </p>
        <button
          type="button"
          onClick={this.retry}
          className="mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Retry
        </button>
      </div>
    );
  }
}

/** A keyed wrapper: a retry mounts the children anew, so a failed lazy import is attempted again. */
function ErrorBoundaryBody({ children }: { children: ReactNode }) {
  return children;
}
