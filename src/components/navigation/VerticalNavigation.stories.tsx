import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { buildNavigation } from '@mocks/data/navigation';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { sampleNavigation, type SampleContext } from './navigationSamples';
import { navigationWidths, type NavigationAppearance } from './types';
import { VerticalNavigation, type VerticalNavigationProps } from './VerticalNavigation';

type HarnessProps = Partial<VerticalNavigationProps<SampleContext>> & { onAction?: (id: string) => void; role?: SampleContext['role'] };
type Mode = NonNullable<VerticalNavigationProps<SampleContext>['mode']>;

/** The navigation beside a page that shows the router's path, with a button that changes route. */
function Harness({ onAction, role = 'ADMIN', items, mode: initialMode = 'side', ...props }: HarnessProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(props.defaultOpened ?? true);
  const [mode, setMode] = useState<Mode>(initialMode);
  return (
    <Box display="flex" style={{ blockSize: '640px' }}>
      <VerticalNavigation
        label="Main"
        items={items ?? sampleNavigation(onAction)}
        context={{ role }}
        currentPath={location.pathname}
        opened={opened}
        onOpenedChange={setOpened}
        mode={mode}
        {...props}
      />
      <Box padding="lg" display="flex" flexDirection="column" gap="sm">
        <output aria-label="Path">{location.pathname}</output>
        <Button variant="secondary" onPress={() => setOpened(!opened)}>
          Toggle navigation
        </Button>
        <Button variant="secondary" onPress={() => void navigate('/app/files/shared')}>
          Go to shared files
        </Button>
        <Button variant="secondary" onPress={() => setMode(mode === 'side' ? 'over' : 'side')}>
          Switch mode
        </Button>
      </Box>
    </Box>
  );
}

const meta = preview.meta({
  title: 'Navigation/VerticalNavigation',
  component: Harness,
  parameters: { frame: 'fullscreen', route: { path: '/app/home' } },
  args: { onAction: fn() },
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** Every item type: link, group, collapsable (nested), divider, aside, hidden, disabled, spacer, external link, action. */
export const ItemTypes = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const main = within(nav());
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('group', { name: /Workspace/ })).toBeVisible();
    await expect(main.getByText('Your daily tools')).toBeVisible();
    await expect(main.getByRole('link', { name: /Calendar/ })).toHaveTextContent('3');
    await expect(main.getByRole('link', { name: 'Accounts' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Promotional video' })).toHaveAttribute('aria-disabled', 'true');
    await expect(main.getByRole('link', { name: 'Documentation' })).toHaveAttribute('target', '_blank');
    await userEvent.click(main.getByRole('button', { name: 'Reload data' }));
    await expect(args.onAction).toHaveBeenCalledWith('reload');
    await userEvent.click(main.getByRole('link', { name: /Calendar/ }));
    await expect(canvas.getByRole('status', { name: 'Path' })).toHaveTextContent('/app/calendar');
    await expect(main.getByRole('link', { name: /Calendar/ })).toHaveAttribute('aria-current', 'page');
  },
});

/** Hidden items are not rendered for a context whose rule hides them. */
export const HiddenForRole = meta.story({
  args: { role: 'STAFF' },
  play: async () => {
    await expect(within(nav()).queryByRole('link', { name: 'Accounts' })).toBeNull();
  },
});

/** A disabled collapsable cannot open. */
export const DisabledCannotExpand = meta.story({
  args: {
    items: [
      {
        id: 'locked',
        type: 'collapsable',
        title: 'Locked',
        icon: 'folder',
        disabled: true,
        children: [{ id: 'inner', type: 'basic', title: 'Inner', link: '/app/inner' }],
      },
    ],
  },
  play: async ({ userEvent }) => {
    const locked = within(nav()).getByRole('button', { name: 'Locked' });
    await userEvent.click(locked);
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav()).queryByRole('link', { name: 'Inner' })).toBeNull();
  },
});

/** The active link opens its ancestors, three levels deep. */
export const ActiveLinkExpandsAncestors = meta.story({
  parameters: { route: { path: '/app/mail/folders/archive' } },
  play: async () => {
    const main = within(nav());
    await expect(main.getByRole('button', { name: 'Mailbox' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('button', { name: 'Folders' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Auto-collapse: opening Files closes Mailbox; a route inside Mailbox keeps it open. */
export const AutoCollapseOn = meta.story({
  play: async ({ userEvent }) => {
    const main = within(nav());
    await userEvent.click(main.getByRole('button', { name: 'Mailbox' }));
    await userEvent.click(main.getByRole('button', { name: 'Files' }));
    await expect(main.getByRole('button', { name: 'Mailbox' })).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('button', { name: 'Files' })).toHaveAttribute('aria-expanded', 'true');
  },
});

export const AutoCollapseOff = meta.story({
  args: { autoCollapse: false },
  play: async ({ userEvent }) => {
    const main = within(nav());
    await userEvent.click(main.getByRole('button', { name: 'Mailbox' }));
    await userEvent.click(main.getByRole('button', { name: 'Files' }));
    await expect(main.getByRole('button', { name: 'Mailbox' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('button', { name: 'Files' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** Arrow keys move between items, Home and End jump. */
export const Keyboard = meta.story({
  play: async ({ userEvent }) => {
    const main = within(nav());
    main.getByRole('link', { name: 'Home' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(main.getByRole('link', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(main.getByRole('button', { name: 'Mailbox' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(main.getByRole('button', { name: 'Mailbox' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(main.getByRole('link', { name: 'Inbox' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(main.getByRole('button', { name: 'Reload data' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(main.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
});

/** An aside opens its children beside the navigation; Escape or a route change closes it. */
export const Aside = meta.story({
  play: async ({ canvas, userEvent }) => {
    const reports = within(nav()).getByRole('button', { name: 'Reports' });
    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Reports' });
    await expect(within(panel).getByRole('link', { name: 'Finance' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull();
    await userEvent.click(reports);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to shared files' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull());
    await expect(within(nav()).getByRole('button', { name: 'Files' })).toHaveAttribute('aria-expanded', 'true');
  },
});

const widthOf = async (appearance: NavigationAppearance) => {
  await waitFor(() => expect(Math.round(nav().getBoundingClientRect().width)).toBe(navigationWidths[appearance]));
};

export const AppearanceDefault = meta.story({ play: () => widthOf('default') });

/** Compact: 112 px, icons with small titles; titles also as tooltips. */
export const AppearanceCompact = meta.story({ args: { appearance: 'compact' }, play: () => widthOf('compact') });

/** Dense: 80 px, icons only, opens to full width on hover. */
export const AppearanceDense = meta.story({
  args: { appearance: 'dense' },
  play: async ({ userEvent }) => {
    await widthOf('dense');
    await expect(within(nav()).getByRole('link', { name: 'Home' })).toBeVisible();
    await userEvent.hover(nav());
    await waitFor(() => expect(Math.round(nav().getBoundingClientRect().width)).toBe(280));
    await userEvent.unhover(nav());
  },
});

/** Thin: 80 px, icons only; the title is the tooltip. */
export const AppearanceThin = meta.story({
  args: { appearance: 'thin' },
  parameters: { screenshot: 'page' },
  play: async ({ userEvent }) => {
    await widthOf('thin');
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');
  },
});

/**
 * Over mode: a modal dialog above the page with a backdrop. Focus moves into it and stays there;
 * Escape, a click on the backdrop or a route change closes it, and focus returns to what opened it.
 */
export const OverMode = meta.story({
  args: { mode: 'over', defaultOpened: false },
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Main' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(nav()).toContainElement(document.activeElement as HTMLElement));
    // Tab goes round inside the navigation, never to the page behind it.
    for (let step = 0; step < 25; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    // Focus comes back in the frame after the dialog has gone.
    await waitFor(() => expect(toggle).toHaveFocus());

    await userEvent.click(toggle);
    await userEvent.click(within(nav()).getByRole('link', { name: /Calendar/ }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Path' })).toHaveTextContent('/app/calendar');
    await userEvent.click(toggle);
    await expect(nav()).toBeVisible();
  },
});

/**
 * A closed navigation builds no entries: a phone's first page does not pay for a menu it hides. They
 * are built when it first opens, and kept (with where the list was scrolled) when it closes again.
 */
export const ClosedBuildsEntriesWhenFirstOpened = meta.story({
  args: { mode: 'over', defaultOpened: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const entries = () => canvasElement.ownerDocument.querySelectorAll('nav[aria-label="Main"] li').length;
    await expect(canvasElement.ownerDocument.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    await expect(entries()).toBe(0);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(toggle);
    await waitFor(() => expect(within(nav()).getByRole('link', { name: /Calendar/ })).toBeVisible());
    const built = entries();
    await expect(built).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    await expect(entries()).toBe(built);
  },
});

/** A change between side and over mode jumps without animation; animations return after 500 ms. */
export const ModeChange = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(nav()).not.toHaveAttribute('data-animations');
    const switched = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch mode' }));
    await expect(nav()).toHaveAttribute('data-mode', 'over');
    await expect(nav()).toHaveAttribute('data-animations', 'off');
    await waitFor(() => expect(nav()).not.toHaveAttribute('data-animations'));
    // Never back before 500 ms (a busy machine may take longer, never shorter).
    await expect(performance.now() - switched).toBeGreaterThanOrEqual(500);
  },
});

/** Header and footer slots hold what the host puts there (the avatar block, the wallet). */
export const HeaderAndFooter = meta.story({
  args: {
    header: <Box padding="lg">Anna Gruber</Box>,
    footer: <Box padding="lg">Credit €120.50</Box>,
  },
  play: async () => {
    const main = within(nav());
    await expect(main.getByText('Anna Gruber')).toBeVisible();
    await expect(main.getByText('Credit €120.50')).toBeVisible();
  },
});

/** Side mode keeps the navigation open on a route change. */
export const SideModeStaysOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to shared files' }));
    await expect(nav()).toBeVisible();
    await expect(within(nav()).getByRole('link', { name: 'Shared' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Position right, over the page: it sits at the right edge. */
export const PositionRight = meta.story({
  args: { mode: 'over', position: 'right' },
  parameters: { screenshot: 'page' },
  play: async () => {
    await expect(Math.round(nav().getBoundingClientRect().right)).toBe(window.innerWidth);
  },
});

/** In Arabic, "left" is the start side: the right edge. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { mode: 'over' },
  parameters: { screenshot: 'page' },
  play: async () => {
    await expect(Math.round(nav().getBoundingClientRect().right)).toBe(window.innerWidth);
  },
});

/** While the menu is on its way, rows in the entries' shape stand in for them, and the navigation says it is loading. */
export const Loading = meta.story({
  args: { items: [], isLoading: true },
  play: async () => {
    await expect(within(nav()).getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(within(nav()).queryByRole('link')).toBeNull();
  },
});

/** Compact: each stand-in is an icon over a short title, as its entries are. */
export const LoadingCompact = meta.story({
  args: { items: [], isLoading: true, appearance: 'compact' },
  play: async () => {
    await widthOf('compact');
    await expect(within(nav()).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

/** A menu being fetched again keeps showing the items it has. */
export const LoadingAgainKeepsItems = meta.story({
  args: { isLoading: true },
  // It looks as AppearanceDefault does.
  parameters: { visual: false },
  play: async () => {
    await expect(within(nav()).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(within(nav()).queryByRole('status')).toBeNull();
  },
});

/** A long list scrolls inside the navigation, not the page. */
export const LongList = meta.story({
  args: {
    items: Array.from({ length: 60 }, (_, index) => ({
      id: `item-${index}`,
      type: 'basic' as const,
      title: `Item ${index + 1}`,
      icon: 'folder',
      link: `/app/items/${index}`,
    })),
  },
  play: async () => {
    const region = within(nav()).getByRole('region', { name: 'Main' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    within(nav()).getByRole('link', { name: 'Item 60' }).focus();
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
  },
});

/** Opening a collapsable at the bottom scrolls its children into view once the list has settled (250 ms). */
export const ExpandScrollsIntoView = meta.story({
  args: {
    items: [
      ...Array.from({ length: 14 }, (_, index) => ({
        id: `item-${index}`,
        type: 'basic' as const,
        title: `Item ${index + 1}`,
        icon: 'folder',
        link: `/app/items/${index}`,
      })),
      {
        id: 'more',
        type: 'collapsable' as const,
        title: 'More',
        icon: 'squares-2x2',
        children: Array.from({ length: 6 }, (_, index) => ({
          id: `more-${index}`,
          type: 'basic' as const,
          title: `More ${index + 1}`,
          link: `/app/more/${index}`,
        })),
      },
    ],
  },
  play: async ({ userEvent }) => {
    const main = within(nav());
    const region = main.getByRole('region', { name: 'Main' });
    await userEvent.click(main.getByRole('button', { name: 'More' }));
    const last = main.getByRole('link', { name: 'More 6' });
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1));
    await expect(region.scrollTop).toBeGreaterThan(0);
  },
});

/** The product's four menu sets as data, from the fake backend's navigation endpoint. */
export const ProductMenuSets = meta.story({
  render: () => {
    const sets = buildNavigation('en-US');
    return (
      <Box display="flex" gap="md" style={{ blockSize: '900px' }}>
        <VerticalNavigation label="default set" items={sets.default} currentPath="/en-US/contacts" />
        <VerticalNavigation label="compact set" items={sets.compact} currentPath="/en-US/contacts" appearance="compact" />
        <VerticalNavigation label="futuristic set" items={sets.futuristic} currentPath="/en-US/contacts" appearance="dense" />
        <VerticalNavigation label="horizontal set" items={sets.horizontal} currentPath="/en-US/contacts" appearance="thin" />
      </Box>
    );
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('navigation', { name: 'default set' }));
    await expect(main.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getAllByRole('link')).toHaveLength(22);
    await expect(within(canvas.getByRole('navigation', { name: 'compact set' })).getAllByRole('button')).toHaveLength(6);
  },
});

/** The longest titles of the product's German menu. */
const longGermanTitles = ['Dolmetscher:innen', 'Kommunikationsassistenz', 'Veranstaltungsthemen', 'Kostenträger'];

/**
 * German titles with the text spacing WCAG 1.4.12 asks a page to take (as a reader's own style sheet
 * sets it): no title is cut, the longest word wraps.
 */
export const GermanWithTextSpacing = meta.story({
  render: () => (
    <Box display="flex" style={{ blockSize: '480px' }} data-text-spacing="">
      <style>
        {'[data-text-spacing] * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }'}
      </style>
      <VerticalNavigation
        label="Hauptnavigation"
        items={longGermanTitles.map((title, index) => ({
          id: `long-${index}`,
          type: 'basic' as const,
          title,
          icon: 'language' as const,
          link: `/de-AT/long/${index}`,
        }))}
        currentPath="/de-AT/long/0"
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    const longest = within(menu).getByRole('link', { name: 'Kommunikationsassistenz' });
    await expect(longest).toBeVisible();
    await expect(getComputedStyle(longest).letterSpacing).not.toBe('normal');
    const cut = [...menu.querySelectorAll<HTMLElement>('a *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent);
    await expect(cut).toEqual([]);
  },
});
