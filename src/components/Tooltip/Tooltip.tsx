import { useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import { TooltipContext, TooltipTrigger, TooltipTriggerStateContext, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { lazyComponent } from '../lazy-component';
import { CodeLoadBoundary } from '../Overlay/CodeLoadBoundary';
import { useOverlayCode } from '../Overlay/use-overlay-code';

/** The open tooltip and its positioning: loaded when a tooltip first opens, not with every page that has one. */
const TooltipBubble = lazyComponent(() => import('./TooltipBubble').then(({ TooltipBubble }) => TooltipBubble));

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a Button, a Link) that the tooltip describes. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  /** Milliseconds before it opens on hover; focus opens it at once. */
  delay?: number;
  isDisabled?: boolean;
  /** Controlled open state (for screenshots and tours). */
  isOpen?: boolean;
}

export function Tooltip({ content, children, placement = 'bottom', delay = 600, isDisabled, isOpen }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled} {...(isOpen !== undefined ? { isOpen } : {})}>
      {children}
      <DeferredBubble placement={placement}>{content}</DeferredBubble>
    </TooltipTrigger>
  );
}

/**
 * The bubble once the tooltip has opened and its code is there. A bubble whose code cannot be
 * fetched closes quietly: the trigger keeps its name and description, and the next opening tries
 * again.
 */
function DeferredBubble({ placement, children }: { placement: NonNullable<AriaTooltipProps['placement']>; children: ReactNode }) {
  const state = useContext(TooltipTriggerStateContext);
  const { triggerRef } = useContext(TooltipContext) as AriaTooltipProps;
  const { shown, load, loadFailed } = useOverlayCode(!!state?.isOpen, TooltipBubble.preload, () => state?.close(true));
  // The pointer resting on the trigger starts the load: the tooltip opens only after its delay.
  useEffect(() => {
    const trigger = triggerRef?.current;
    trigger?.addEventListener('pointerenter', load);
    return () => trigger?.removeEventListener('pointerenter', load);
  }, [triggerRef, load]);
  return shown ? (
    <CodeLoadBoundary onLoadFailed={loadFailed}>
      <TooltipBubble placement={placement}>{children}</TooltipBubble>
    </CodeLoadBoundary>
  ) : null;
}
