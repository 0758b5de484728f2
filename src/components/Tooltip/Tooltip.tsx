import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css';

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
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
