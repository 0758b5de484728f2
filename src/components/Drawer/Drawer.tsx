import type { ReactElement, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../Button/Button';
import { useComponentMessages } from '../messages';
import { backdrop } from '../styles/overlay.css';
import { OptionalTrigger } from '../Dialog/OptionalTrigger';
import * as styles from './Drawer.css';

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The side it slides in from; start is the left in left-to-right text and the right in Arabic. */
  position?: 'start' | 'end';
  /** Inline size, e.g. '360px'. */
  width?: string;
  trigger?: ReactElement;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Content edge to edge, without the body's padding and scrolling (it lays itself out). */
  flush?: boolean;
}

/**
 * A side panel over a dimmed page. A click on the overlay or Escape closes it; the overlay fades
 * in and out over 300 ms.
 */
export function Drawer({ title, children, position = 'end', width = '400px', trigger, isOpen, onOpenChange, flush = false }: DrawerProps) {
  const text = useComponentMessages();
  const overlay = (
    <ModalOverlay className={backdrop} isDismissable {...(isOpen !== undefined ? { isOpen } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      <Modal className={`${styles.panel} ${styles.positions[position]}`} style={{ inlineSize: width }}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton icon="x-mark" label={text.close} size="sm" tooltip={false} onPress={close} />
              </div>
              <div className={flush ? styles.flushBody : styles.body}>{typeof children === 'function' ? children(close) : children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
  return <OptionalTrigger trigger={trigger}>{overlay}</OptionalTrigger>;
}
