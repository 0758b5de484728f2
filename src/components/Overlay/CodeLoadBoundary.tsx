import { Component, type ReactNode } from 'react';
import { CodeLoadError } from '../lazy-component';
import { useComponentMessages } from '../messages';
import { toasts } from '../Toast/toast-queue';

interface CodeLoadBoundaryProps {
  /** Called once the part's code could not be fetched. */
  onLoadFailed: (error: CodeLoadError) => void;
  /** Drawn instead of the part; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Catches a lazily loaded part whose code could not be fetched (`CodeLoadError`). Any other error is
 * a bug and goes on to the boundary above: the page's error screen.
 */
export class CodeLoadBoundary extends Component<CodeLoadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeLoadError) this.props.onLoadFailed(error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof CodeLoadError) return this.props.fallback ?? null;
    throw error;
  }
}

/**
 * Around an overlay whose code loads when it opens (a menu, a popover, a drawer, a dialog). If that
 * code cannot be fetched, `onLoadFailed` closes the overlay and a toast says so: the page stays as
 * it was, and the next opening tries again.
 */
export function OverlayLoadBoundary({ onLoadFailed, children }: { onLoadFailed: () => void; children: ReactNode }) {
  const text = useComponentMessages();
  const failed = () => {
    onLoadFailed();
    toasts.show({ tone: 'critical', title: text.overlayLoadFailed }, { timeout: 0 });
  };
  return <CodeLoadBoundary onLoadFailed={failed}>{children}</CodeLoadBoundary>;
}
