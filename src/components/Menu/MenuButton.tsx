import type { ReactElement } from 'react';
import type { PopoverProps } from 'react-aria-components';
import { DeferredTrigger, useMenuButtonTrigger, type OverlayOpenState } from '../Overlay/DeferredTrigger';
import { lazyComponent } from '../lazy-component';

// The popover's code loads when the menu is about to open, not with the page.
const MenuPopover = lazyComponent(() => import('./MenuPopover').then((module) => module.MenuPopover));

export interface MenuButtonProps extends OverlayOpenState {
  /** The trigger: a Button or IconButton. It gets aria-haspopup and opens the menu on press, Enter or arrows. */
  trigger: ReactElement;
  /**
   * The Menu. A page that must not load the menu's code before it opens passes a `lazyComponent`
   * component that renders it, and its `preload` as `preload`.
   */
  children: ReactElement;
  /** Starts loading the menu's code, with the popover's, when the menu is about to open. */
  preload?: () => Promise<unknown>;
  placement?: PopoverProps['placement'];
}

/** A button that opens a menu. Arrow keys move, Enter and Space choose, Escape closes and returns focus. */
export function MenuButton({ trigger, children, preload, placement = 'bottom end', isOpen, onOpenChange }: MenuButtonProps) {
  const { triggerProps, opened } = useMenuButtonTrigger({ isOpen, onOpenChange });
  return (
    <DeferredTrigger
      trigger={trigger}
      triggerProps={triggerProps}
      opened={opened}
      preload={() => Promise.all([MenuPopover.preload(), preload?.()])}
    >
      <MenuPopover opened={opened} placement={placement}>
        {children}
      </MenuPopover>
    </DeferredTrigger>
  );
}
