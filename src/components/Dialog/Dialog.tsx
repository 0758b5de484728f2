import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../Button/Button';
import { useComponentMessages } from '../messages';
import { backdrop } from '../styles/overlay.css';
import * as styles from './Dialog.css';
import { OptionalTrigger } from './OptionalTrigger';

export interface DialogProps {
  title: ReactNode;
  /** The content; a function gets `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the end of the dialog; a function gets `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Opens the dialog when pressed; without it the dialog is controlled by `isOpen`. */
  trigger?: ReactElement;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on a click outside. Escape always closes, unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Shows a close button in the corner. */
  showClose?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** `lg` for a dialog that holds a whole form (writing a mail); `md` otherwise. */
  size?: 'md' | 'lg';
}

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the trigger. */
export function Dialog({
  title,
  children,
  actions,
  trigger,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  showClose = false,
  role = 'dialog',
  size = 'md',
}: DialogProps) {
  const text = useComponentMessages();
  const overlay = (
    <ModalOverlay
      className={backdrop}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className={size === 'lg' ? `${styles.modal} ${styles.largeModal}` : styles.modal}>
        <AriaDialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showClose ? <IconButton icon="x-mark" label={text.close} size="sm" tooltip={false} onPress={close} /> : null}
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              {actions ? <div className={styles.actions}>{typeof actions === 'function' ? actions(close) : actions}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  return <OptionalTrigger trigger={trigger}>{overlay}</OptionalTrigger>;
}
