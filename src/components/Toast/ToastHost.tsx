import { useEffect, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lazy-component';
import { useComponentMessages } from '../messages';
import { CodeLoadBoundary } from '../Overlay/CodeLoadBoundary';
import { useOverlayCode } from '../Overlay/use-overlay-code';
import * as styles from './Toast.css';
import { toasts, type Toasts } from './toast-queue';
import { ToneIcon } from './ToneIcon';

const Toaster = lazyComponent(() => import('./Toast').then((module) => module.Toaster));

interface ToastHostProps {
  toastQueue?: Toasts;
}

/**
 * Renders the page's toasts. The toast UI (and react-aria's overlay code behind it) loads with the
 * first toast, not with the page. If that code cannot be fetched (offline), the toasts are drawn
 * plainly: a toast often says that something failed, and must not be lost because of it.
 */
export function ToastHost({ toastQueue = toasts }: ToastHostProps) {
  const hasToasts = useSyncExternalStore(
    (listener) => toastQueue.queue.subscribe(listener),
    () => toastQueue.queue.visibleToasts.length > 0,
  );
  // Drawn once its code is there, so that the first toast does not wait out React's reveal delay.
  const { shown } = useOverlayCode(hasToasts, Toaster.preload);
  if (!hasToasts || !shown) return null;
  return (
    // The plain toasts stay until the last one closes; the next toast draws the real ones if their code has arrived meanwhile.
    <CodeLoadBoundary onLoadFailed={() => void Toaster.preload()} fallback={<PlainToasts toastQueue={toastQueue} />}>
      <Toaster toastQueue={toastQueue} />
    </CodeLoadBoundary>
  );
}

/** The toasts without react-aria's toast code: each an alert with its action and a close button. */
function PlainToasts({ toastQueue }: Required<ToastHostProps>) {
  const text = useComponentMessages();
  const { queue } = toastQueue;
  const visibleToasts = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts,
  );
  // The queue's timers run only while something draws the toasts.
  useEffect(() => {
    queue.resumeAll();
    return () => queue.pauseAll();
  }, [queue, visibleToasts]);
  return (
    <section className={styles.region} aria-label={text.notifications}>
      {visibleToasts.map(({ key, content }) => (
        <div key={key} role="alert" className={`${styles.toast} ${styles.tones[content.tone ?? 'neutral']}`}>
          <ToneIcon tone={content.tone} />
          <div className={styles.content}>
            <span className={styles.title}>{content.title}</span>
            {content.description ? <span>{content.description}</span> : null}
          </div>
          {content.action ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                content.action?.onAction();
                toastQueue.close(key);
              }}
            >
              {content.action.label}
            </button>
          ) : null}
          {/* A character, not the icon set: these toasts are for when no more code can be fetched, and the entry stays small. */}
          <button type="button" className={styles.close} aria-label={text.close} onClick={() => toastQueue.close(key)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
