import type { ReactElement, ReactNode } from 'react';
import { DeferredTrigger, useDialogButtonTrigger, type OverlayOpenState } from '../Overlay/DeferredTrigger';
import { OverlayLoadBoundary } from '../Overlay/CodeLoadBoundary';
import { useOverlayCode } from '../Overlay/use-overlay-code';
import { lazyComponent } from '../lazy-component';

// The modal's code (focus containment, scroll locking, hiding the page from screen readers) loads
// when the drawer is about to open.
const DrawerModal = lazyComponent(() => import('./DrawerModal').then((module) => module.DrawerModal));

export interface DrawerProps extends OverlayOpenState {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The side it slides in from; start is the left in left-to-right text and the right in Arabic. */
  position?: 'start' | 'end';
  /** Inline size, e.g. '360px'. */
  width?: string;
  trigger?: ReactElement | undefined;
  /**
   * Content edge to edge, without the body's padding (it lays itself out). It still scrolls when it
   * is taller than the screen, unless a part of it scrolls itself.
   */
  flush?: boolean;
}

/**
 * A side panel over a dimmed page. A click on the overlay or Escape closes it; the overlay fades
 * in and out over 300 ms. With a trigger, pressing it opens the drawer; without one, `isOpen` does.
 */
export function Drawer({ trigger, ...drawer }: DrawerProps) {
  return trigger ? <TriggeredDrawer trigger={trigger} {...drawer} /> : <ControlledDrawer {...drawer} />;
}

function TriggeredDrawer({ trigger, isOpen, onOpenChange, ...drawer }: DrawerProps & { trigger: ReactElement }) {
  const { triggerProps, opened } = useDialogButtonTrigger({ isOpen, onOpenChange });
  return (
    <DeferredTrigger trigger={trigger} triggerProps={triggerProps} opened={opened} preload={DrawerModal.preload}>
      <DrawerModal {...drawer} opened={opened} />
    </DeferredTrigger>
  );
}

function ControlledDrawer(drawer: Omit<DrawerProps, 'trigger'>) {
  const { shown, loadFailed } = useOverlayCode(drawer.isOpen ?? false, DrawerModal.preload, () => drawer.onOpenChange?.(false));
  return shown ? (
    <OverlayLoadBoundary onLoadFailed={loadFailed}>
      <DrawerModal {...drawer} />
    </OverlayLoadBoundary>
  ) : null;
}
