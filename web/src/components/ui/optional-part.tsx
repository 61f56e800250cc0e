import { Component, Suspense, type ReactNode } from 'react';

class LeftOutOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part a screen can do without (a banner loaded on its own, the sale form's pin map): `fallback`
 * (nothing by default) while its code or strings load, and left out if they fail to (offline),
 * rather than failing the whole screen.
 */
export function OptionalPart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <LeftOutOnFailure>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LeftOutOnFailure>
  );
}
