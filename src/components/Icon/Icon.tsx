import * as styles from './Icon.css';
import { icons, isIconName, type IconName } from './icons';

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

export function Icon({ name, size = 'md', label, mirrorInRtl = false, className }: IconProps) {
  const Svg = isIconName(name) ? icons[name] : icons['question-mark-circle'];
  const classes = [styles.icon, styles.sizes[size], mirrorInRtl ? styles.mirrored : '', className].filter(Boolean).join(' ');
  return label ? (
    <Svg className={classes} role="img" aria-label={label} aria-hidden={false} focusable={false} />
  ) : (
    <Svg className={classes} aria-hidden="true" focusable={false} />
  );
}
