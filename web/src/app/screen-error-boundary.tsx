import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '@/features/route-error/route-error-page';

interface BoundaryProps {
  /** The navigation shown: another one clears a failure, so a person can go on elsewhere. */
  at: string;
  children: ReactNode;
}

interface BoundaryState {
  at: string;
  failure: { error: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { at: this.props.at, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { at: props.at, failure: null };
  }

  override render() {
    return this.state.failure ? <RouteErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * Stands the recovery screen in for what failed below it: a screen that threw while rendering, or
 * whose code did not download (offline, or a deploy replaced the chunk).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary at={useLocation().key}>{children}</Boundary>;
}
