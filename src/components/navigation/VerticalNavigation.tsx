import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { lazyComponent } from '../lazy-component';
import { useComponentMessages } from '../messages';
import { OverlayLoadBoundary } from '../Overlay/CodeLoadBoundary';
import { useOverlayCode } from '../Overlay/use-overlay-code';
import { ScrollArea } from '../ScrollArea/ScrollArea';
import { Skeleton } from '../Skeleton/Skeleton';
import { Tooltip } from '../Tooltip/Tooltip';
import { activeAncestors, isActiveLink, toggleExpanded, visibleItems } from './rules';
import { navigationTimings, navigationWidths, type NavigationAppearance, type NavigationItem } from './types';
import * as styles from './VerticalNavigation.css';

const NavigationDialog = lazyComponent(() => import('./NavigationDialog').then((module) => module.NavigationDialog));

export interface VerticalNavigationProps<C> {
  /** Names the navigation landmark. */
  label: string;
  items: NavigationItem<C>[];
  /** The items are on their way: rows in their shape stand in for them, and the navigation says it is loading. */
  isLoading?: boolean;
  /** What `hidden` rules are evaluated against (e.g. the signed-in user). */
  context?: C;
  /** The router's current path: active links, expanded ancestors, and closing on route change follow it. */
  currentPath: string;
  appearance?: NavigationAppearance;
  mode?: 'side' | 'over';
  /** Left or right of the page; in right-to-left text both swap by themselves. */
  position?: 'left' | 'right';
  opened?: boolean;
  defaultOpened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
  /** Expanding one item collapses the others, except its ancestors and those holding the active route. */
  autoCollapse?: boolean;
  header?: ReactNode;
  footer?: ReactNode;
}

const focusableSelector = '[data-nav-focusable]:not([aria-disabled="true"])';

/** The side navigation: every item type of the spec, four appearances, side and over modes. */
export function VerticalNavigation<C>({
  label,
  items,
  isLoading = false,
  context,
  currentPath,
  appearance = 'default',
  mode = 'side',
  position = 'left',
  opened: controlledOpened,
  defaultOpened = true,
  onOpenedChange,
  autoCollapse = true,
  header,
  footer,
}: VerticalNavigationProps<C>) {
  const shown = visibleItems(items, context as C);
  const [ownOpened, setOwnOpened] = useState(defaultOpened);
  const opened = controlledOpened ?? ownOpened;
  const setOpened = (value: boolean) => {
    if (controlledOpened === undefined) setOwnOpened(value);
    onOpenedChange?.(value);
  };
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(activeAncestors(shown, currentPath)));
  const [asideId, setAsideId] = useState<string | null>(null);
  const [animationsOff, setAnimationsOff] = useState(false);
  // Dense opens to full width while hovered; a state (not :hover) so that touch and tests see it too.
  const [hovered, setHovered] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  // On a route change: an open aside closes and the active link's ancestors open (derived in render)...
  const [seenPath, setSeenPath] = useState(currentPath);
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    setAsideId(null);
    setExpanded((current) => new Set([...current, ...activeAncestors(shown, currentPath)]));
  }
  // ...and in over mode the navigation closes, which the host hears about (so after render).
  const lastPath = useRef(currentPath);
  useEffect(() => {
    if (lastPath.current === currentPath) return;
    lastPath.current = currentPath;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the route is outside state; closing tells the host too, which cannot happen during render.
    if (mode === 'over' && opened) setOpened(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the path change matters; mode and opened are read as they are at that moment.
  }, [currentPath]);

  // Switching between side and over must not animate the jump; animations come back after 500 ms.
  const [seenMode, setSeenMode] = useState(mode);
  if (seenMode !== mode) {
    setSeenMode(mode);
    setAnimationsOff(true);
  }
  useEffect(() => {
    if (!animationsOff) return;
    const timer = setTimeout(() => setAnimationsOff(false), navigationTimings.animationsAfterModeChange);
    return () => clearTimeout(timer);
  }, [animationsOff]);

  // A closed navigation's entries are drawn when it first opens, and kept from then on (with their
  // scroll position): a phone's first page does not build a menu it hides.
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);

  // Where the navigation can be over the page, its dialog's code comes before it is first opened.
  useEffect(() => {
    if (mode === 'over') void NavigationDialog.preload();
  }, [mode]);
  const { shown: dialogShown, loadFailed: dialogLoadFailed } = useOverlayCode(mode === 'over' && opened, NavigationDialog.preload, () =>
    setOpened(false),
  );

  const width = navigationWidths[appearance];
  const aside = shown.find((item) => item.id === asideId && item.type === 'aside');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (asideId) setAsideId(null);
      else if (mode === 'over' && opened) setOpened(false);
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const focusable = [...(navRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? focusable.length - 1
          : event.key === 'ArrowDown'
            ? Math.min(index + 1, focusable.length - 1)
            : Math.max(index - 1, 0);
    focusable[target]?.focus();
  };

  const renderItems = (list: NavigationItem<C>[]): ReactNode =>
    list.map((item) => (
      <NavigationEntry
        key={item.id}
        item={item}
        appearance={appearance}
        currentPath={currentPath}
        expanded={expanded}
        asideId={asideId}
        onToggle={(id) => {
          const opening = !expanded.has(id);
          setExpanded((current) => toggleExpanded(current, id, shown, { autoCollapse, pathname: currentPath }));
          // Once the list has settled (others may have collapsed), bring the opened children into view.
          if (opening) {
            setTimeout(() => {
              navRef.current?.querySelector(`[data-nav-children="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'nearest' });
            }, navigationTimings.refreshAfterToggle);
          }
        }}
        onAside={(id) => setAsideId((current) => (current === id ? null : id))}
        renderChildren={(children) => renderItems(children)}
      />
    ));

  const panel = (
    <nav
      ref={navRef}
      aria-label={label}
      className={styles.panel}
      data-appearance={appearance}
      data-mode={mode}
      data-position={position}
      {...(animationsOff ? { 'data-animations': 'off' } : {})}
      {...(hovered ? { 'data-hovered': true } : {})}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      hidden={!opened}
      style={assignInlineVars({ [styles.width]: `${width}px` })}
      onKeyDown={onKeyDown}
    >
      {header}
      {everOpened && isLoading && shown.length === 0 ? (
        <PlaceholderEntries />
      ) : everOpened ? (
        <ScrollArea label={label} className={styles.scroll} focusable={false}>
          <ul className={styles.list}>{renderItems(shown)}</ul>
        </ScrollArea>
      ) : null}
      {footer}
    </nav>
  );
  const asidePanel =
    aside && opened ? (
      <section
        className={styles.aside}
        aria-label={aside.title}
        style={position === 'left' ? { insetInlineStart: `${width}px` } : { insetInlineEnd: `${width}px` }}
        onKeyDown={onKeyDown}
      >
        <h2 className={styles.asideTitle}>{aside.title}</h2>
        <ul className={styles.list}>{renderItems(aside.children ?? [])}</ul>
      </section>
    ) : null;

  if (mode === 'over' && opened) {
    // Over the page the navigation is a modal dialog (Escape closes it), drawn once its code is there.
    return (
      <>
        <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpened(false)} />
        {dialogShown ? (
          <OverlayLoadBoundary onLoadFailed={dialogLoadFailed}>
            <NavigationDialog label={label}>
              {panel}
              {asidePanel}
            </NavigationDialog>
          </OverlayLoadBoundary>
        ) : null}
      </>
    );
  }
  return (
    <>
      {panel}
      {asidePanel}
    </>
  );
}

/** A title's width in each row: varied, as a menu's titles are. */
const placeholderTitleWidths = ['70%', '55%', '80%', '45%', '65%', '75%', '50%', '60%'];

function PlaceholderEntries() {
  const text = useComponentMessages();
  return (
    <div className={`${styles.list} ${styles.placeholderList}`} role="status" aria-label={text.loading}>
      {placeholderTitleWidths.map((width, index) => (
        <div key={index} className={styles.placeholderEntry}>
          <Skeleton shape="circle" width="20px" />
          <span className={styles.placeholderTitle}>
            <Skeleton width={width} />
          </span>
        </div>
      ))}
    </div>
  );
}

interface EntryProps<C> {
  item: NavigationItem<C>;
  appearance: NavigationAppearance;
  currentPath: string;
  expanded: ReadonlySet<string>;
  asideId: string | null;
  onToggle: (id: string) => void;
  onAside: (id: string) => void;
  renderChildren: (children: NavigationItem<C>[]) => ReactNode;
}

function ItemContent<C>({ item, trailing }: { item: NavigationItem<C>; trailing?: ReactNode }) {
  return (
    <>
      {item.icon ? <Icon name={item.icon} size="md" className={styles.icon} /> : null}
      <span className={styles.texts}>
        <span className={styles.title}>{item.title}</span>
        {item.subtitle ? <span className={styles.subtitle}>{item.subtitle}</span> : null}
      </span>
      {item.badge?.title ? <span className={styles.badge}>{item.badge.title}</span> : null}
      {trailing}
    </>
  );
}

function NavigationEntry<C>({ item, appearance, currentPath, expanded, asideId, onToggle, onAside, renderChildren }: EntryProps<C>) {
  const childrenId = useId();
  const headingId = useId();
  const narrow = appearance !== 'default';
  // In the narrow appearances the title is the tooltip; otherwise only an explicit tooltip shows.
  const tip = narrow ? item.title : item.tooltip;
  const withTooltip = (element: ReactElement) =>
    tip ? (
      <Tooltip content={tip} placement="end">
        {element}
      </Tooltip>
    ) : (
      element
    );

  switch (item.type) {
    case 'divider':
      return (
        <li aria-hidden="true">
          <hr className={styles.divider} />
        </li>
      );
    case 'spacer':
      return <li aria-hidden="true" className={styles.spacer} />;
    case 'group':
      return (
        <li>
          <div role="group" aria-labelledby={item.title ? headingId : undefined}>
            {item.title ? (
              <div id={headingId} className={styles.groupHeading}>
                {item.title}
                {item.subtitle ? <span className={styles.groupSubtitle}>{item.subtitle}</span> : null}
              </div>
            ) : null}
            <ul className={`${styles.nested} ${styles.groupList}`}>{renderChildren(item.children ?? [])}</ul>
          </div>
        </li>
      );
    case 'collapsable': {
      const isOpen = expanded.has(item.id) && !item.disabled;
      return (
        <li>
          {withTooltip(
            <Button
              className={styles.item}
              data-nav-focusable
              aria-expanded={isOpen}
              {...(isOpen ? { 'aria-controls': childrenId } : {})}
              {...(item.disabled ? { 'aria-disabled': true } : {})}
              onPress={() => !item.disabled && onToggle(item.id)}
            >
              <ItemContent item={item} trailing={<Icon name="chevron-right" size="sm" className={styles.chevron} />} />
            </Button>,
          )}
          {isOpen ? (
            <ul id={childrenId} className={styles.nested} data-nav-children={item.id}>
              {renderChildren(item.children ?? [])}
            </ul>
          ) : null}
        </li>
      );
    }
    case 'aside':
      return (
        <li>
          {withTooltip(
            <Button
              className={styles.item}
              data-nav-focusable
              aria-expanded={asideId === item.id}
              {...(item.disabled ? { 'aria-disabled': true } : {})}
              onPress={() => !item.disabled && onAside(item.id)}
            >
              <ItemContent item={item} />
            </Button>,
          )}
        </li>
      );
    default: {
      const active = isActiveLink(item, currentPath);
      let element: ReactElement;
      if (item.function && !item.link) {
        element = (
          <Button
            className={styles.item}
            data-nav-focusable
            {...(item.disabled ? { 'aria-disabled': true } : {})}
            onPress={() => !item.disabled && item.function?.(item)}
          >
            <ItemContent item={item} />
          </Button>
        );
      } else if (item.externalLink) {
        element = (
          <Link
            className={styles.item}
            data-nav-focusable
            isDisabled={item.disabled ?? false}
            {...(item.disabled ? { 'aria-disabled': true } : { href: item.link ?? '' })}
            target={item.target ?? '_blank'}
            rel="noopener noreferrer"
          >
            <ItemContent item={item} />
          </Link>
        );
      } else {
        element = (
          <Link
            className={styles.item}
            data-nav-focusable
            isDisabled={item.disabled ?? false}
            {...(item.disabled ? { 'aria-disabled': true } : { href: item.link ?? '' })}
            {...(active ? { 'aria-current': 'page' } : {})}
            {...(item.target ? { target: item.target } : {})}
            onPress={() => item.function?.(item)}
          >
            <ItemContent item={item} />
          </Link>
        );
      }
      return <li>{withTooltip(element)}</li>;
    }
  }
}
