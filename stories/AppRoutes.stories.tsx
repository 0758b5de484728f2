import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Role } from '@/features/user';
import { tokenStore } from '@/lib/auth';
import { presenceTable } from '@mocks/handlers';
import { AppAt } from './AppAt';
import { expectTopBarSettled } from './test-helpers/top-bar';
import { findHomeWithProfile } from './test-helpers/home';
import { findLoadedNavigation } from './test-helpers/navigation';

const meta = preview.meta({
  title: 'Screens/App routes',
  component: AppAt,
  parameters: { frame: 'fullscreen', router: false },
});

export const RootRedirectsHome = meta.story({
  tags: ['fits-phone'],
  args: { path: '/en-US' },
  play: async ({ canvas }) => {
    await expect(await findHomeWithProfile(canvas)).toBeVisible();
    await expectTopBarSettled(canvas);
  },
});

/**
 * Decline on a pushed call with no window open starts the app at `/?declineCall={room}`: the
 * redirect to home keeps the query, and the room is declined once.
 */
export const RootKeepsTheQuery = meta.story({
  args: { path: '/?declineCall=room-77', live: true },
  globals: { role: 'INTERPRETER' satisfies Role },
  play: async ({ canvas }) => {
    await expect(await findHomeWithProfile(canvas)).toBeVisible();
    await waitFor(() => expect(presenceTable.get().declined).toEqual(['room-77']));
    await expectTopBarSettled(canvas);
    await expect(presenceTable.get().declined).toEqual(['room-77']);
  },
});

export const UnknownPathShowsNotFound = meta.story({
  args: { path: '/en-US/no/such/page' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('The page you requested could not be found.')).toBeVisible());
    await expectTopBarSettled(canvas);
  },
});

export const UnknownCompany = meta.story({
  args: { path: '/en-US/company/4711?noCompany' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Company not found.')).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the start page' }));
    await findHomeWithProfile(canvas);
    await expectTopBarSettled(canvas);
  },
});

/**
 * The tab names the page, in the page's language, and follows the route. The keyboard's first stop is
 * 'Skip to content', which takes the focus past the navigation and the top bar.
 */
export const TabTitleAndSkipLink = meta.story({
  args: { path: '/en-US/settings' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(document.title).toBe('Settings · Call Center'));
    await expectTopBarSettled(canvas);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    const box = skip.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    const content = document.getElementById('main-content')!;
    await expect(content).toHaveFocus();
    await expect(content).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Settings' }));
    await userEvent.click(within(await findLoadedNavigation(canvas)).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('Welcome, Anna Gruber · Call Center'));
    await findHomeWithProfile(canvas);
  },
});

/**
 * A captioner types the contacts' address, which her menu does not offer: the not-allowed page in the
 * frame, naming her role; and the fake backend refuses her the contacts as well, asked directly.
 */
export const RoleKeptOutByAddress = meta.story({
  args: { path: '/en-US/contacts' },
  globals: { role: 'CAPTIONER' satisfies Role },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(canvas.getByText('This page is not open to your role, “Captioner”.')).toBeVisible();
    const navigation = await findLoadedNavigation(canvas);
    await expect(within(navigation).queryByRole('link', { name: 'Contacts' })).toBeNull();
    await expect(within(navigation).getByRole('link', { name: 'Files' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Contacts by name' })).toBeNull();
    const direct = await fetch('/api/apps/contacts/all', { headers: { Authorization: `Bearer ${tokenStore.get() ?? ''}` } });
    await expect(direct.status).toBe(403);
    await expectTopBarSettled(canvas);
  },
});

/** The guest (ANONYMOUS) opens the profile by its address: not allowed, in Arabic, right to left. */
export const GuestKeptOutOfProfile = meta.story({
  args: { path: '/ar-SA/profile' },
  globals: { role: 'ANONYMOUS' satisfies Role, locale: 'ar-SA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'لا تملك صلاحية الوصول' })).toBeVisible();
    await expect(canvas.getByText('هذه الصفحة غير متاحة لدورك «زائر».')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // A guest has no team chat in the top bar.
    await expectTopBarSettled(canvas, { locale: 'ar-SA', quickChat: false });
    await expect(canvas.queryByRole('button', { name: /دردشة الفريق/ })).toBeNull();
  },
});
