import { useSyncExternalStore } from 'react';
import { lazyComponent } from '../lazy-component';
import { useOverlayCode } from '../Overlay/use-overlay-code';
import { toasts, type Toasts } from './toast-queue';

const Toaster = lazyComponent(() => import('./Toast').then((module) => module.Toaster));

/**
 * Renders the page's toasts. The toast UI (and react-aria's overlay code behind it) loads with the
 * first toast, not with the page.
 */
export function ToastHost({ toastQueue = toasts }: { toastQueue?: Toasts }) {
  const hasToasts = useSyncExternalStore(
    (listener) => toastQueue.queue.subscribe(listener),
    () => toastQueue.queue.visibleToasts.length > 0,
  );
  // Drawn once its code is there, so that the first toast does not wait out React's reveal delay.
  const { shown } = useOverlayCode(hasToasts, Toaster.preload);
  return hasToasts && shown ? <Toaster toastQueue={toastQueue} /> : null;
}
