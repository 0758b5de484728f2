import type { ReactNode } from 'react';
import { Popover, type PopoverProps } from 'react-aria-components';
import type { MenuOverlayProps, OpenedTrigger } from '../Overlay/DeferredTrigger';
import { MenuTriggerContexts } from '../Overlay/TriggerContexts';
import * as styles from './Menu.css';

export interface MenuPopoverProps {
  opened: OpenedTrigger<MenuOverlayProps>;
  placement: NonNullable<PopoverProps['placement']>;
  children: ReactNode;
}

/** The menu button's popover, loaded with its first opening. */
export function MenuPopover({ opened, placement, children }: MenuPopoverProps) {
  return (
    <MenuTriggerContexts opened={opened}>
      <Popover placement={placement} offset={4} className={styles.popover}>
        {children}
      </Popover>
    </MenuTriggerContexts>
  );
}
