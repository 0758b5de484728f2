import { Dialog, Heading, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import type { DialogOverlayProps, OpenedTrigger } from '../Overlay/DeferredTrigger';
import { DialogTriggerContexts } from '../Overlay/TriggerContexts';
import type { PopoverProps } from './Popover';
import * as styles from './Popover.css';

export interface PopoverDialogProps extends Pick<PopoverProps, 'title' | 'label' | 'children' | 'actions'> {
  opened: OpenedTrigger<DialogOverlayProps>;
  placement: NonNullable<AriaPopoverProps['placement']>;
  layout: NonNullable<PopoverProps['layout']>;
}

/** The popover and its dialog, loaded with the first opening. */
export function PopoverDialog({ opened, title, label, children, placement, layout, actions }: PopoverDialogProps) {
  const panel = layout === 'panel';
  return (
    <DialogTriggerContexts opened={opened}>
      <AriaPopover placement={placement} offset={6} className={styles.popover}>
        <Dialog className={panel ? styles.panel : styles.dialog} {...(label ? { 'aria-label': label } : {})}>
          {({ close }) => {
            const content = typeof children === 'function' ? children(close) : children;
            if (!panel) {
              return (
                <>
                  {title ? (
                    <Heading slot="title" className={styles.title}>
                      {title}
                    </Heading>
                  ) : null}
                  {content}
                </>
              );
            }
            return (
              <>
                <div className={styles.panelHead}>
                  <Heading slot="title" className={styles.panelTitle}>
                    {title}
                  </Heading>
                  {actions ? <div className={styles.panelActions}>{actions}</div> : null}
                </div>
                <div className={styles.panelBody}>{content}</div>
              </>
            );
          }}
        </Dialog>
      </AriaPopover>
    </DialogTriggerContexts>
  );
}
