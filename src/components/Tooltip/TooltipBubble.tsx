import { useContext, useRef, type ReactNode } from 'react';
import { mergeProps, OverlayContainer, useOverlayPosition, useTooltip } from 'react-aria';
import { TooltipContext, TooltipTriggerStateContext, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import * as styles from './TooltipBubble.css';

export interface TooltipBubbleProps {
  placement: NonNullable<AriaTooltipProps['placement']>;
  children: ReactNode;
}

/**
 * The open tooltip beside its trigger, as react-aria-components' Tooltip draws it, made of
 * react-aria's hooks: that Tooltip shares its module with the trigger, so its positioning code
 * would come with every page that has a tooltip.
 */
export function TooltipBubble(props: TooltipBubbleProps) {
  const state = useContext(TooltipTriggerStateContext);
  if (!state?.isOpen) return null;
  return (
    <OverlayContainer>
      <PlacedBubble {...props} />
    </OverlayContainer>
  );
}

function PlacedBubble({ placement, children }: TooltipBubbleProps) {
  const state = useContext(TooltipTriggerStateContext)!;
  // What the trigger gives its tooltip: the id it is described by, and its own element to be placed beside.
  const { triggerRef, ...fromTrigger } = useContext(TooltipContext) as AriaTooltipProps;
  const ref = useRef<HTMLDivElement>(null);
  const { overlayProps, placement: placed } = useOverlayPosition({
    placement,
    offset: 6,
    targetRef: triggerRef!,
    overlayRef: ref,
    isOpen: state.isOpen,
    onClose: () => state.close(true),
  });
  const { tooltipProps } = useTooltip(fromTrigger, state);
  return (
    <div {...mergeProps(tooltipProps, overlayProps)} ref={ref} className={styles.bubble} data-placement={placed ?? undefined}>
      {children}
    </div>
  );
}
