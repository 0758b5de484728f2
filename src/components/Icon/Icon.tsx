import * as styles from './Icon.css';
import { isIconName, type IconName } from './icons';
import { SpriteIcon } from './SpriteIcon';

export type IconSize = keyof typeof styles.sizes;

export interface IconProps {
  /** A name of the UI icon set; an unknown name (from data) shows a neutral placeholder. */
  name: IconName | (string & {});
  size?: IconSize;
  /** Give a label only when the icon alone carries meaning; otherwise it is hidden from assistive tech. */
  label?: string;
  /** Turn in right-to-left text (arrows, chevrons that mean "forward" or "back"). */
  mirrorInRtl?: boolean;
  className?: string;
}

/** An icon of the UI set, drawn from its symbol in the page's icon sprite (see ./icons.ts). */
export function Icon({ name, size = 'md', label, mirrorInRtl = false, className }: IconProps) {
  const classes = [styles.icon, styles.sizes[size], mirrorInRtl ? styles.mirrored : '', className].filter(Boolean).join(' ');
  return <SpriteIcon name={isIconName(name) ? name : 'question-mark-circle'} className={classes} label={label} />;
}
