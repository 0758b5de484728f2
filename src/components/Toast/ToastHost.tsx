import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasts, type Toasts } from './toast-queue';

const Toaster = lazy(() => import('./Toast').then((module) => ({ default: module.Toaster })));

/**
 * Renders the page's toasts. The toast UI (and react-aria's overlay code behind it) loads with the
 * first toast, not with the page.
 */
export function ToastHost({ toastQueue = toasts }: { toastQueue?: Toasts }) {
  const hasToasts = useSyncExternalStore(
    (listener) => toastQueue.queue.subscribe(listener),
    () => toastQueue.queue.visibleToasts.length > 0,
  );
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toastQueue={toastQueue} />
    </Suspense>
  );
}
