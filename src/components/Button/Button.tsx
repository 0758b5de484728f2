import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { AlertMark, Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Spinner } from '../Spinner/Spinner';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (after it in right-to-left text, by itself). */
  icon?: IconName;
  /** The icon points the other way in right-to-left text (an arrow or chevron for previous and next). */
  mirrorIconInRtl?: boolean;
  /** Busy: shows a spinner, keeps its size and focus, and ignores presses. */
  isLoading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

const iconSize = { sm: 'sm', md: 'md', lg: 'lg' } as const;

export function Button({
  variant,
  size = 'md',
  icon,
  mirrorIconInRtl = false,
  isLoading = false,
  fullWidth,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isLoading} className={styles.button({ variant, size, fullWidth })}>
      <span className={styles.content}>
        <span className={isLoading ? styles.pendingLabel : styles.content}>
          {icon ? <Icon name={icon} size={iconSize[size]} mirrorInRtl={mirrorIconInRtl} /> : null}
          {children}
        </span>
        {isLoading ? (
          <span className={styles.pendingSpinner}>
            <Spinner size="sm" />
          </span>
        ) : null}
      </span>
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> {
  icon: IconName;
  /** The accessible name; also shown as a tooltip unless `tooltip` is false. */
  label: string;
  tooltip?: boolean;
  /** Turn the icon in right-to-left text (arrows and chevrons that mean back or forward). */
  mirrorInRtl?: boolean;
  /**
   * A counter on the button's corner, shown only above 0, or 'alert' for a mark that something is
   * wrong. Either is decorative: say it in `label` too ("Messages, 3 unread").
   */
  badge?: number | 'alert';
  /** A button that turns something on and off (a star): pressed, it says so and its icon fills. */
  isPressed?: boolean;
}

/** A button that shows only an icon; its label is its accessible name and its tooltip. */
export function IconButton({
  icon,
  label,
  tooltip = true,
  mirrorInRtl = false,
  variant = 'ghost',
  size = 'md',
  isLoading = false,
  badge,
  isPressed,
  ...props
}: IconButtonProps) {
  const button = (
    <AriaButton
      {...props}
      {...(isPressed !== undefined ? { 'aria-pressed': isPressed } : {})}
      aria-label={label}
      isPending={isLoading}
      className={`${styles.button({ variant, size, iconOnly: true })} ${styles.pressable}`}
    >
      {isLoading ? <Spinner size="sm" /> : <Icon name={icon} size={iconSize[size]} mirrorInRtl={mirrorInRtl} />}
    </AriaButton>
  );
  const withTooltip = tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
  if (badge !== 'alert' && !(badge !== undefined && badge > 0)) return withTooltip;
  // Beside the button, not in it: the button's name is its label alone, which already says the count.
  return (
    <span className={styles.withCornerBadge}>
      {withTooltip}
      <span className={styles.cornerBadge}>{badge === 'alert' ? <AlertMark /> : <Badge count={badge} />}</span>
    </span>
  );
}

/**
 * The room an icon button takes, empty: a control that arrives later (a lazy chunk) keeps its place,
 * so the ones beside it do not jump when it comes.
 */
export function IconButtonSpace({ size = 'md' }: { size?: NonNullable<ButtonProps['size']> }) {
  return <span aria-hidden="true" className={`${styles.button({ variant: 'ghost', size, iconOnly: true })} ${styles.space}`} />;
}

/**
 * A label that switches between words ('Mute' and 'Unmute') without changing its width: every word
 * takes the same place and only the current one is shown, so the controls beside it stay put. The
 * hidden words are not part of the accessible name.
 */
export function SwitchingLabel({ current, labels }: { current: string; labels: readonly string[] }) {
  return (
    <span className={styles.switchingLabel}>
      {labels.map((label) => (
        <span key={label} className={label === current ? undefined : styles.switchingLabelHidden}>
          {label}
        </span>
      ))}
    </span>
  );
}
