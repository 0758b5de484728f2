import { iconSymbolId } from './symbol-id';
import type { IconName } from './icons';

export interface SpriteIconProps {
  /** A name of the set, known to be one (Icon checks names from data before it draws). */
  name: IconName;
  className?: string | undefined;
  /** Its label, when the icon alone carries meaning; otherwise it is hidden from assistive tech. */
  label?: string | undefined;
}

/**
 * An icon drawn from its symbol in the page's sprite. Apart from `Icon` so that the app's first script
 * (the plain toasts) can draw one without the list of names that `Icon` checks a name against.
 */
export function SpriteIcon({ name, className, label }: SpriteIconProps) {
  const meaning = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" strokeWidth={1.5} stroke="currentColor" focusable={false} {...meaning}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
