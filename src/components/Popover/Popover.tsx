import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps {
  trigger: ReactElement;
  /** A heading that names the popover; without it give `label`. */
  title?: ReactNode;
  label?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: AriaPopoverProps['placement'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * `content` pads what it holds; `panel` is a top-bar panel 90 units wide and at most 120 units
   * tall on wider screens, with a header (title and `actions`) above a body that scrolls.
   */
  layout?: 'content' | 'panel';
  /** Buttons at the end of a panel's header. */
  actions?: ReactNode;
}

/** Non-modal content anchored to its trigger (panels of the top bar). Escape or a click outside closes it. */
export function Popover({ trigger, title, label, children, placement = 'bottom end', isOpen, onOpenChange, layout = 'content', actions }: PopoverProps) {
  const panel = layout === 'panel';
  return (
    <DialogTrigger {...(isOpen !== undefined ? { isOpen } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger}
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
    </DialogTrigger>
  );
}
