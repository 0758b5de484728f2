import { useRef, type ReactNode } from 'react';
import {
  DialogContext,
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { DialogOverlayProps, MenuOverlayProps, OpenedTrigger } from './DeferredTrigger';

/*
 * The lazily loaded half of a deferred trigger: what react-aria-components' MenuTrigger and
 * DialogTrigger give the popover, menu or dialog below them, from the state the trigger holds.
 */

/** A Popover and Menu below this open, close, place and label themselves as under a MenuTrigger. */
export function MenuTriggerContexts({ opened, children }: { opened: OpenedTrigger<MenuOverlayProps>; children: ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { state, triggerRef, overlayProps } = opened;
  return (
    <Provider
      values={[
        [MenuContext, { ...overlayProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': overlayProps['aria-labelledby'] },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}

/** A Popover, Modal and Dialog below this open, close, place and label themselves as under a DialogTrigger. */
export function DialogTriggerContexts({ opened, children }: { opened: OpenedTrigger<DialogOverlayProps>; children: ReactNode }) {
  const { state, triggerRef, overlayProps } = opened;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef, id: overlayProps.id, 'aria-labelledby': overlayProps['aria-labelledby'] }],
      ]}
    >
      {children}
    </Provider>
  );
}
