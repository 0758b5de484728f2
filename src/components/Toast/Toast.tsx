import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { useComponentMessages } from '../messages';
import * as styles from './Toast.css';
import { toasts, type Toasts } from './toast-queue';
import { ToneIcon } from './ToneIcon';

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
          <ToneIcon tone={toast.content.tone} />
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
