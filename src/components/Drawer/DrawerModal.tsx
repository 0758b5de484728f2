import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../Button/Button';
import { useComponentMessages } from '../messages';
import type { DialogOverlayProps, OpenedTrigger } from '../Overlay/DeferredTrigger';
import { DialogTriggerContexts } from '../Overlay/TriggerContexts';
import { backdrop } from '../styles/overlay.css';
import type { DrawerProps } from './Drawer';
import * as styles from './Drawer.css';

export interface DrawerModalProps extends Omit<DrawerProps, 'trigger'> {
  /** Set when a trigger opens the drawer: its state, not `isOpen`, says whether the drawer is open. */
  opened?: OpenedTrigger<DialogOverlayProps> | undefined;
}

/** The drawer's overlay, loaded with its first opening. */
export function DrawerModal({
  title,
  children,
  position = 'end',
  width = '400px',
  isOpen,
  onOpenChange,
  flush = false,
  opened,
}: DrawerModalProps) {
  const text = useComponentMessages();
  const overlay = (
    <ModalOverlay
      className={backdrop}
      isDismissable
      {...(!opened && isOpen !== undefined ? { isOpen } : {})}
      {...(!opened && onOpenChange ? { onOpenChange } : {})}
    >
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
  return opened ? <DialogTriggerContexts opened={opened}>{overlay}</DialogTriggerContexts> : overlay;
}
