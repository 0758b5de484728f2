import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Separator,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './Menu.css';

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className' | 'style'>;

/** A list of actions or choices; `selectionMode` single or multiple shows checked items. */
export function Menu<T extends object>(props: MenuProps<T>) {
  return <AriaMenu {...props} className={styles.menu} />;
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** A name of the UI icon set (data may name one the set lacks: a placeholder shows). */
  icon?: IconName | (string & {});
  description?: string;
  /** Text at the end of the row, e.g. a keyboard shortcut. */
  trailing?: ReactNode;
}

export function MenuItem({ children, icon, description, trailing, textValue, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} className={styles.item}>
      {({ isSelected, selectionMode }) => (
        <>
          <span aria-hidden="true">
            {selectionMode !== 'none' && isSelected ? <Icon name="check" size="sm" /> : icon ? <Icon name={icon} size="sm" /> : null}
          </span>
          <span slot="label">{children}</span>
          {trailing ? <span className={styles.trailing}>{trailing}</span> : <span />}
          {description ? (
            <span slot="description" className={styles.description}>
              {description}
            </span>
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps extends Omit<AriaMenuSectionProps<object>, 'className' | 'children'> {
  title?: string;
  children: ReactNode;
}

/** A group of items with an optional heading; a section may have its own selection (e.g. a status). */
export function MenuSection({ title, children, ...props }: MenuSectionProps) {
  return (
    <AriaMenuSection {...props}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export type { Key };
