import type { ReactNode } from 'react';
import { Button, Link, Popover, SubmenuTrigger } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Menu, MenuButton, MenuItem, MenuSection, MenuSeparator } from '../Menu/Menu';
import * as menuStyles from '../Menu/Menu.css';
import * as styles from './HorizontalNavigation.css';
import { containsActive, isActiveLink, visibleItems } from './rules';
import type { NavigationItem } from './types';

export interface HorizontalNavigationProps<C> {
  label: string;
  items: NavigationItem<C>[];
  context?: C;
  currentPath: string;
}

/** The entries of one menu: links, nested menus for collapsables and asides, sections for groups. */
function menuEntries<C>(items: NavigationItem<C>[], currentPath: string): ReactNode[] {
  return items.flatMap((item): ReactNode[] => {
    switch (item.type) {
      case 'divider':
        return [<MenuSeparator key={item.id} />];
      case 'spacer':
        return [];
      case 'group':
        return [
          <MenuSection key={item.id} {...(item.title ? { title: item.title } : {})}>
            {menuEntries(item.children ?? [], currentPath)}
          </MenuSection>,
        ];
      case 'collapsable':
      case 'aside':
        return [
          <SubmenuTrigger key={item.id}>
            <MenuItem id={item.id} isDisabled={item.disabled ?? false} {...(item.icon ? { icon: item.icon } : {})} trailing={<Icon name="chevron-right" size="sm" mirrorInRtl />}>
              {item.title}
            </MenuItem>
            <Popover className={`${menuStyles.popover} ${styles.submenu}`} offset={-4}>
              <Menu aria-label={item.title ?? item.id}>{menuEntries(item.children ?? [], currentPath)}</Menu>
            </Popover>
          </SubmenuTrigger>,
        ];
      default: {
        const linkProps = item.link && !item.disabled ? { href: item.link, ...(item.externalLink ? { target: item.target ?? '_blank' } : {}) } : {};
        return [
          <MenuItem
            key={item.id}
            id={item.id}
            isDisabled={item.disabled ?? false}
            {...(item.icon ? { icon: item.icon } : {})}
            {...linkProps}
            {...(item.function ? { onAction: () => item.function?.(item) } : {})}
          >
            {item.title}
          </MenuItem>,
        ];
      }
    }
  });
}

/**
 * The top menu of the horizontal layouts: links at the top level; collapsables, asides and groups
 * open as (nested) dropdown menus, groups as sections. Hidden, disabled and active follow the same rules
 * as the vertical navigation.
 */
export function HorizontalNavigation<C>({ label, items, context, currentPath }: HorizontalNavigationProps<C>) {
  const shown = visibleItems(items, context as C);
  return (
    <nav aria-label={label}>
      <ul className={styles.bar}>
        {shown.map((item) => {
          if (item.type === 'divider' || item.type === 'spacer') return null;
          if (item.type === 'basic') {
            const active = isActiveLink(item, currentPath);
            return (
              <li key={item.id}>
                <Link
                  className={styles.entry}
                  isDisabled={item.disabled ?? false}
                  {...(item.link && !item.disabled ? { href: item.link } : {})}
                  {...(item.externalLink ? { target: item.target ?? '_blank', rel: 'noopener noreferrer' } : {})}
                  {...(active ? { 'aria-current': 'page' } : {})}
                  {...(item.function ? { onPress: () => item.function?.(item) } : {})}
                >
                  {item.icon ? <Icon name={item.icon} size="sm" /> : null}
                  {item.title}
                </Link>
              </li>
            );
          }
          return (
            <li key={item.id}>
              <MenuButton
                placement="bottom start"
                trigger={
                  <Button className={styles.entry} isDisabled={item.disabled ?? false} {...(containsActive(item, currentPath) ? { 'data-active': true } : {})}>
                    {item.icon ? <Icon name={item.icon} size="sm" /> : null}
                    {item.title}
                    <Icon name="chevron-down" size="sm" />
                  </Button>
                }
              >
                <Menu aria-label={item.title ?? item.id}>{menuEntries(item.children ?? [], currentPath)}</Menu>
              </MenuButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
