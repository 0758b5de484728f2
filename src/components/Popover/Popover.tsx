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
}

/** Non-modal content anchored to its trigger (panels of the top bar). Escape or a click outside closes it. */
export function Popover({ trigger, title, label, children, placement = 'bottom end', isOpen, onOpenChange }: PopoverProps) {
  return (
    <DialogTrigger {...(isOpen !== undefined ? { isOpen } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger}
      <AriaPopover placement={placement} offset={6} className={styles.popover}>
        <Dialog className={styles.dialog} {...(label ? { 'aria-label': label } : {})}>
          {({ close }) => (
            <>
              {title ? (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              ) : null}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
