import type { ReactNode } from 'react';
import { Popover, SubmenuTrigger } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../Menu/Menu';
import * as menuStyles from '../Menu/Menu.css';
import * as styles from './HorizontalNavigation.css';
import type { NavigationItem } from './types';

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
            <MenuItem
              id={item.id}
              isDisabled={item.disabled ?? false}
              {...(item.icon ? { icon: item.icon } : {})}
              trailing={<Icon name="chevron-right" size="sm" mirrorInRtl />}
            >
              {item.title}
            </MenuItem>
            <Popover className={`${menuStyles.popover} ${styles.submenu}`} offset={-4}>
              <Menu aria-label={item.title ?? item.id}>{menuEntries(item.children ?? [], currentPath)}</Menu>
            </Popover>
          </SubmenuTrigger>,
        ];
      default: {
        const linkProps =
          item.link && !item.disabled ? { href: item.link, ...(item.externalLink ? { target: item.target ?? '_blank' } : {}) } : {};
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

/** The dropdown menu of one top-level entry, loaded when one first opens. */
export function NavigationMenu<C>({ item, currentPath }: { item: NavigationItem<C>; currentPath: string }) {
  return <Menu aria-label={item.title ?? item.id}>{menuEntries(item.children ?? [], currentPath)}</Menu>;
}
