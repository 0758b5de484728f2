import { lazy } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withStandInControls } from '#stories/test-helpers/stand-in-slots';
import { IconButton } from '@/components';
import { ShellSlotsProvider } from '@/lib/shell-slots';
import { createUser } from '@mocks/data/user';
import { TopBar } from './TopBar';

/**
 * The top bar (spec point 2): what the layout puts first, languages, fullscreen, the other features'
 * controls in their fixed order, and the user menu. The composed top bar with the real controls is
 * in Screens/Top bar.
 */
const meta = preview.meta({
  title: 'Shell/Top bar',
  component: TopBar,
  args: {
    user: createUser({ fullName: 'Anna Gruber', status: 'online' }),
    start: <IconButton icon="bars-3" label="Toggle navigation" />,
    quickChat: true,
    notifications: true,
    onSwitchLocale: fn(),
  },
  decorators: [withStandInControls],
});

/** Exactly these buttons, in this order, are in the top bar. */
async function expectControls(canvas: ReturnType<typeof within>, names: string[]) {
  const topBar = within(canvas.getByRole('banner', { name: 'Top bar' }));
  await expect(topBar.getAllByRole('button')).toEqual(names.map((name) => topBar.getByRole('button', { name })));
}

export const SignedIn = meta.story({
  play: async ({ canvas }) => {
    await expectControls(canvas, [
      'Toggle navigation',
      'Language: English (US)',
      'Toggle Fullscreen',
      'Search',
      'Shortcuts',
      'Messages',
      'Notifications',
      'Quick chat',
      'User menu: Anna Gruber',
    ]);
  },
});

/** On the notifications page, in a layout without quick chat: both places stay empty. */
export const WithoutNotificationsAndQuickChat = meta.story({
  args: { notifications: false, quickChat: false },
  play: async ({ canvas }) => {
    await expectControls(canvas, [
      'Toggle navigation',
      'Language: English (US)',
      'Toggle Fullscreen',
      'Search',
      'Shortcuts',
      'Messages',
      'User menu: Anna Gruber',
    ]);
  },
});

/** An anonymous visitor: the languages and a sign-in link; the other features' controls are for users. */
export const Anonymous = meta.story({
  args: { user: null },
  parameters: { session: false },
  play: async ({ canvas }) => {
    for (const name of ['Search', 'Shortcuts', 'Messages', 'Notifications', 'Quick chat']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await expect(canvas.getByRole('button', { name: 'Language: English (US)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-US/sign-in');
    await expect(canvas.queryByRole('button', { name: /User menu/ })).toBeNull();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const topBar = await canvas.findByRole('banner', { name: 'الشريط العلوي' });
    const first = topBar.querySelector('button')!.getBoundingClientRect();
    const last = [...topBar.querySelectorAll('button')].at(-1)!.getBoundingClientRect();
    // Mirrored: what comes first stands at the right.
    await expect(first.left).toBeGreaterThan(last.left);
  },
});

/** A control whose code arrives when the story says so, as a lazy chunk on a slow line would. */
function lateControl(icon: 'magnifying-glass' | 'squares-2x2', label: string) {
  let arrive = () => {};
  const Late = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <IconButton icon={icon} label={label} /> });
      }),
  );
  return { slot: <Late />, arrive: () => arrive() };
}

const lateSearch = lateControl('magnifying-glass', 'Search');
const lateShortcuts = lateControl('squares-2x2', 'Shortcuts');

/** While a control's code loads its place is held, so the others do not move when it comes. */
export const ControlsArrivingLate = meta.story({
  decorators: [
    (Story) => (
      <ShellSlotsProvider
        slots={{
          search: lateSearch.slot,
          shortcuts: lateShortcuts.slot,
          messages: <IconButton icon="envelope" label="Messages" />,
          notifications: <IconButton icon="bell" label="Notifications" />,
          quickChat: <IconButton icon="chat-bubble-left-right" label="Quick chat" />,
        }}
      >
        <Story />
      </ShellSlotsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const topBar = within(canvas.getByRole('banner', { name: 'Top bar' }));
    // The controls sit at the end of the bar: a control that came without a held place would push
    // those before it (fullscreen, languages) towards the start.
    const fullscreen = topBar.getByRole('button', { name: 'Toggle Fullscreen' });
    const before = fullscreen.getBoundingClientRect().left;
    await expect(topBar.queryByRole('button', { name: 'Search' })).toBeNull();
    lateSearch.arrive();
    lateShortcuts.arrive();
    await topBar.findByRole('button', { name: 'Search' });
    await topBar.findByRole('button', { name: 'Shortcuts' });
    await expect(fullscreen.getBoundingClientRect().left).toBe(before);
  },
});
