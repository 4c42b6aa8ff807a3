import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from './error-view';

interface CatcherProps {
  children: ReactNode;
  onReset: () => void;
  onRetry: (() => void) | undefined;
  className: string | undefined;
}

interface CatcherState {
  error: unknown;
  failed: boolean;
}

// React still only catches render errors in a class component.
class Catcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): CatcherState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs it; the user sees the ErrorView.
    console.error('Panel failed', error, info.componentStack);
  }

  private retry = () => {
    // Reset first so the queries that threw refetch when the children mount again.
    this.props.onReset();
    this.props.onRetry?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorView
        error={this.state.error}
        onRetry={this.retry}
        className={this.props.className ?? 'my-4'}
      />
    );
  }
}

/**
 * Catches what a panel throws while rendering (a suspense query that failed after its retries, a
 * bug in one component) and shows ErrorView with "Try again" in its place, so one failing panel
 * never blanks the page. Try again resets React Query's error boundary state and mounts the
 * children again, which refetches the failed queries. Give it a `key` that changes when the
 * panel shows something else (for example the pathname) so an old error does not stick.
 */
export function PanelBoundary({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catcher onReset={reset} onRetry={onRetry} className={className}>
          {children}
        </Catcher>
      )}
    </QueryErrorResetBoundary>
  );
}
