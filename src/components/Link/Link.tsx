import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { useComponentMessages } from '../messages';
import { visuallyHidden } from '../styles/visually-hidden.css';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** An in-app path (through the router the app provides) or an address elsewhere. */
  href: string;
  /** `text` reads as part of a sentence; `subtle` takes the colour around it; a button variant looks like a button. */
  appearance?: 'text' | 'subtle' | ButtonVariant;
  icon?: IconName;
  /** The icon points the other way in right-to-left text (a "back" arrow). */
  mirrorIconInRtl?: boolean;
  children: ReactNode;
}

/**
 * A link: navigation, never an action. A link that opens a new tab says so to screen readers.
 */
export function Link({ appearance = 'text', icon, mirrorIconInRtl = false, children, target, ...props }: LinkProps) {
  const messages = useComponentMessages();
  const className =
    appearance === 'text'
      ? styles.textLink
      : appearance === 'subtle'
        ? `${styles.textLink} ${styles.subtle}`
        : button({ variant: appearance, size: 'md' });
  const newTab = target === '_blank';
  return (
    <AriaLink {...props} {...(target ? { target } : {})} {...(newTab ? { rel: 'noopener noreferrer' } : {})} className={className}>
      {icon ? <Icon name={icon} size="sm" mirrorInRtl={mirrorIconInRtl} /> : null}
      {children}
      {newTab ? <span className={visuallyHidden}>{` (${messages.opensInNewTab})`}</span> : null}
    </AriaLink>
  );
}
