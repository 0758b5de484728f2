import { SpriteIcon } from '../Icon/SpriteIcon';
import * as styles from './Toast.css';
import { toastToneIcons, type ToastTone } from './toast-queue';

/** A toast's tone said by its icon's shape (its edge says it by colour alone); a neutral toast has none. */
export function ToneIcon({ tone = 'neutral' }: { tone?: ToastTone | undefined }) {
  const name = toastToneIcons[tone];
  return name ? <SpriteIcon name={name} className={styles.toneIcon} /> : null;
}
