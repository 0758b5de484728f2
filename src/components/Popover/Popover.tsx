import type { ReactElement, ReactNode } from 'react';
import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { DeferredTrigger, useDialogButtonTrigger, type OverlayOpenState } from '../Overlay/DeferredTrigger';
import { lazyComponent } from '../lazy-component';

// The popover's code (positioning, focus containment, the dialog) loads when it is about to open.
const PopoverDialog = lazyComponent(() => import('./PopoverDialog').then((module) => module.PopoverDialog));

export interface PopoverProps extends OverlayOpenState {
  trigger: ReactElement;
  /** A heading that names the popover; without it give `label`. */
  title?: ReactNode;
  label?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: AriaPopoverProps['placement'];
  /**
   * `content` pads what it holds; `panel` is a top-bar panel 90 units wide and at most 120 units
   * tall on wider screens, with a header (title and `actions`) above a body that scrolls.
   */
  layout?: 'content' | 'panel';
  /** Buttons at the end of a panel's header. */
  actions?: ReactNode;
}

/** Non-modal content anchored to its trigger (panels of the top bar). Escape or a click outside closes it. */
export function Popover({ trigger, placement = 'bottom end', layout = 'content', isOpen, onOpenChange, ...dialog }: PopoverProps) {
  const { triggerProps, opened } = useDialogButtonTrigger({ isOpen, onOpenChange });
  return (
    <DeferredTrigger trigger={trigger} triggerProps={triggerProps} opened={opened} preload={PopoverDialog.preload}>
      <PopoverDialog {...dialog} opened={opened} placement={placement} layout={layout} />
    </DeferredTrigger>
  );
}
