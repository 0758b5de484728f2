import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { IconName } from '../Icon/icons';

/** Toasts close by themselves after 3000 ms (spec point 9); hovering or focusing them pauses that. */
export const toastTimeoutMs = 3000;

export const toastTones = ['neutral', 'success', 'critical', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * The icon that says a toast's tone by its shape (its edge says it by colour alone); a neutral toast
 * has none.
 */
export const toastToneIcons = {
  neutral: null,
  success: 'check-circle',
  critical: 'exclamation-triangle',
  info: 'information-circle',
} as const satisfies Record<ToastTone, IconName | null>;

export interface ToastContentData {
  title: string;
  description?: string;
  tone?: ToastTone;
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
