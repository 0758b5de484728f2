import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { useComponentMessages } from '../messages';
import * as styles from './Toast.css';

/** Toasts close by themselves after 3000 ms (spec point 9); hovering or focusing them pauses that. */
export const toastTimeoutMs = 3000;

export const toastTones = ['neutral', 'success', 'critical', 'info'] as const;

export interface ToastContentData {
  title: string;
  description?: string;
  tone?: (typeof toastTones)[number];
  /** One action, e.g. Undo or Retry; pressing it closes the toast. */
  action?: { label: string; onAction: () => void };
}

export interface ShowToastOptions {
  /** Milliseconds; 0 keeps the toast until it is closed (use for errors the user must read). */
  timeout?: number;
  onClose?: () => void;
}

export function createToastQueue() {
  const queue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 5 });
  return {
    queue,
    show(content: ToastContentData, { timeout = toastTimeoutMs, onClose }: ShowToastOptions = {}) {
      return queue.add(content, { ...(timeout > 0 ? { timeout } : {}), ...(onClose ? { onClose } : {}) });
    },
    close: (key: string) => queue.close(key),
    clear: () => queue.clear(),
  };
}

export type Toasts = ReturnType<typeof createToastQueue>;

/** The page's one toast queue: anything may show a toast, one Toaster renders them. */
export const toasts = createToastQueue();

export interface ToasterProps {
  /** A queue of its own (tests, isolated stories); the page's queue by default. */
  toastQueue?: Toasts;
}

/** Renders the toasts of a queue in a landmark region at the bottom end of the page. */
export function Toaster({ toastQueue = toasts }: ToasterProps) {
  const text = useComponentMessages();
  return (
    <ToastRegion queue={toastQueue.queue} className={styles.region} aria-label={text.notifications}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${styles.tones[toast.content.tone ?? 'neutral']}`}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
          </ToastContent>
          {toast.content.action ? (
            <Button
              className={styles.action}
              onPress={() => {
                toast.content.action?.onAction();
                toastQueue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <Button slot="close" className={styles.close} aria-label={text.close}>
            <Icon name="x-mark" size="sm" />
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
