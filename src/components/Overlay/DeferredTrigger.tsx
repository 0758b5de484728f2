import { Suspense, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { mergeProps, useId, useMenuTrigger, useOverlayTrigger, type AriaButtonProps, type AriaMenuOptions } from 'react-aria';
import { ButtonContext } from 'react-aria-components';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import { OverlayLoadBoundary } from './CodeLoadBoundary';
import { useOverlayCode } from './use-overlay-code';

/*
 * react-aria-components' MenuTrigger and DialogTrigger live in the modules of their menus and
 * dialogs, which bring collections, selection, focus scopes and positioning with them. A page
 * whose overlays are all closed needs none of that: these hooks hold the same open state and give
 * the trigger the same props, and the overlay (with that code) loads when it is about to open (the
 * pointer rests on the trigger, it gets focus, a press begins) or, at the latest, when it opens.
 */

export interface OverlayOpenState {
  /** Controlled open state (for screenshots and tours). */
  isOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/** What the lazily loaded overlay needs from its trigger to open, close and label itself. */
export interface OpenedTrigger<OverlayProps> {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayProps: OverlayProps;
}

export interface DeferredTriggerProps<OverlayProps> {
  triggerProps: AriaButtonProps;
  opened: OpenedTrigger<OverlayProps>;
}

export type MenuOverlayProps = AriaMenuOptions<unknown>;
export interface DialogOverlayProps {
  id?: string | undefined;
  'aria-labelledby': string;
}

function stateProps({ isOpen, onOpenChange }: OverlayOpenState) {
  return { ...(isOpen !== undefined ? { isOpen } : {}), ...(onOpenChange ? { onOpenChange } : {}) };
}

/** A menu button's state and props, as MenuTrigger makes them: press, Enter, Space or an arrow opens it. */
export function useMenuButtonTrigger(props: OverlayOpenState): DeferredTriggerProps<MenuOverlayProps> {
  const state = useMenuTriggerState(stateProps(props));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<unknown>({ type: 'menu' }, state, triggerRef);
  return { triggerProps: menuTriggerProps, opened: { state, triggerRef, overlayProps: menuProps } };
}

/** A dialog trigger's state and props, as DialogTrigger makes them: the dialog is labelled by its trigger unless it has a title. */
export function useDialogButtonTrigger(props: OverlayOpenState): DeferredTriggerProps<DialogOverlayProps> {
  // A menu's state, not only an overlay's, as DialogTrigger keeps one: a menu in the dialog may open submenus.
  const state = useMenuTriggerState(stateProps(props));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const triggerId = useId();
  return {
    triggerProps: { ...triggerProps, id: triggerId },
    opened: { state, triggerRef, overlayProps: { ...overlayProps, 'aria-labelledby': triggerId } },
  };
}

export interface DeferredTriggerElementProps<OverlayProps> extends DeferredTriggerProps<OverlayProps> {
  /** A Button, IconButton or pressable area (a react-aria-components Button): it receives the trigger's props. */
  trigger: ReactElement;
  /** Loads the overlay's code; called when the pointer rests on the trigger, it gets focus or a press begins. */
  preload: () => Promise<unknown>;
  /** The overlay, rendered from the first time it opens. */
  children: ReactNode;
}

/** The trigger, and its overlay once it has opened. */
export function DeferredTrigger<OverlayProps>({
  trigger,
  triggerProps,
  opened,
  preload,
  children,
}: DeferredTriggerElementProps<OverlayProps>) {
  const { shown, load, loadFailed } = useOverlayCode(opened.state.isOpen, preload, opened.state.close);
  const intent = { onHoverStart: load, onFocus: load, onPressStart: load };
  return (
    <>
      <ButtonContext.Provider value={{ ...mergeProps(triggerProps, intent), ref: opened.triggerRef, isPressed: opened.state.isOpen }}>
        {trigger}
      </ButtonContext.Provider>
      {/* A part that was not preloaded with it (a menu without `preload`) still suspends. */}
      {shown ? (
        <OverlayLoadBoundary onLoadFailed={loadFailed}>
          <Suspense fallback={null}>{children}</Suspense>
        </OverlayLoadBoundary>
      ) : null}
    </>
  );
}
