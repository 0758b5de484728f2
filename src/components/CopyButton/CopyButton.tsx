import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { useComponentMessages } from '../messages';

/** How long the button says "Copied" after a copy (template-apps.md point 9: 3000 ms). */
export const copiedForMs = 3000;

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Names what is copied for assistive technology when the label alone would be vague ("Copy code"). */
  'aria-label'?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const icons = { idle: 'document', copied: 'check', failed: 'exclamation-triangle' } as const;

/**
 * Puts text on the clipboard and says so: "Copy" becomes "Copied" for three seconds, or "Could not
 * copy" when the browser refuses (no permission, an insecure page).
 */
export function CopyButton({ text, variant = 'secondary', size = 'md', 'aria-label': ariaLabel }: CopyButtonProps) {
  const messages = useComponentMessages();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The timer starts with the state it ends, so the three seconds count from the moment "Copied" shows.
  const show = (next: CopyState) => {
    window.clearTimeout(timer.current);
    setState(next);
    timer.current = window.setTimeout(() => setState('idle'), copiedForMs);
  };
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return show('failed');
    void clipboard.writeText(text).then(
      () => show('copied'),
      () => show('failed'),
    );
  };

  const label = { idle: messages.copy, copied: messages.copied, failed: messages.copyFailed }[state];
  return (
    <Button
      variant={variant}
      size={size}
      icon={icons[state]}
      onPress={copy}
      aria-label={state === 'idle' && ariaLabel ? ariaLabel : undefined}
    >
      <span aria-live="polite">{label}</span>
    </Button>
  );
}
