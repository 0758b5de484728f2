import { Button, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { MenuButton } from '../Menu/MenuButton';
import { lazyComponent } from '../lazy-component';
import { useComponentMessages } from '../messages';
import { Skeleton } from '../Skeleton/Skeleton';
import type { NavigationMenu as GenericNavigationMenu } from './NavigationMenu';
import * as styles from './HorizontalNavigation.css';
import { containsActive, isActiveLink, visibleItems } from './rules';
import type { NavigationItem } from './types';

// The dropdowns' menu code loads when one is about to open. Loading drops the type parameter, so
// the component is given the generic type of the one it loads.
const NavigationMenu = lazyComponent(() =>
  import('./NavigationMenu').then((module) => module.NavigationMenu),
) as unknown as typeof GenericNavigationMenu & {
  preload: () => Promise<unknown>;
};

/** Each stand-in entry's title: varied, as a menu's titles are. */
const placeholderTitleWidths = ['72px', '96px', '64px', '88px'];

export interface HorizontalNavigationProps<C> {
  label: string;
  items: NavigationItem<C>[];
  /** The items are on their way: bars in their shape stand in for them, and the navigation says it is loading. */
  isLoading?: boolean;
  context?: C;
  currentPath: string;
}

/**
 * The top menu of the horizontal layouts: links at the top level; collapsables, asides and groups
 * open as (nested) dropdown menus, groups as sections. Hidden, disabled and active follow the same rules
 * as the vertical navigation.
 */
export function HorizontalNavigation<C>({ label, items, isLoading = false, context, currentPath }: HorizontalNavigationProps<C>) {
  const shown = visibleItems(items, context as C);
  const text = useComponentMessages();
  if (isLoading && shown.length === 0) {
    return (
      <nav aria-label={label}>
        <div className={styles.bar} role="status" aria-label={text.loading}>
          {placeholderTitleWidths.map((width, index) => (
            <span key={index} className={styles.placeholderEntry}>
              <Skeleton width={width} />
            </span>
          ))}
        </div>
      </nav>
    );
  }
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
                preload={NavigationMenu.preload}
                trigger={
                  <Button
                    className={styles.entry}
                    isDisabled={item.disabled ?? false}
                    {...(containsActive(item, currentPath) ? { 'data-active': true } : {})}
                  >
                    {item.icon ? <Icon name={item.icon} size="sm" /> : null}
                    {item.title}
                    <Icon name="chevron-down" size="sm" />
                  </Button>
                }
              >
                <NavigationMenu item={item} currentPath={currentPath} />
              </MenuButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
