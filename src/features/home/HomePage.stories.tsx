import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { createUser } from '@mocks/data/user';
import { issueDemoToken, userTable } from '@mocks/handlers';
import { tokenStore } from '@/lib/auth';
import { HomePage } from './HomePage';

const meta = preview.meta({
  title: 'Screens/Home',
  component: HomePage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/home' } },
});

export const Default = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('anna.gruber@callcenter.example')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber' })).toBeVisible();
    await expect(canvas.getByText('Switching center leader')).toBeVisible();
    await expect(canvas.getByText('€120.50')).toBeVisible();
  },
});

/** The role global reaches the fake backend: the user comes back with it. */
export const AsAdmin = meta.story({
  globals: { role: 'ADMIN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Administrator')).toBeVisible());
  },
});

/** A guest (the ANONYMOUS role) has no presence: the card does not say Online. */
export const AsGuest = meta.story({
  globals: { role: 'ANONYMOUS' },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('anna.gruber@callcenter.example')).toBeVisible());
    await expect(canvas.queryByText('Status')).toBeNull();
    await expect(canvas.queryByText('Online')).toBeNull();
  },
});

/** A negative balance reads as no credit. */
export const NegativeWallet = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/user', () => HttpResponse.json(createUser({ wallet: -42 }))));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('€0.00')).toBeVisible());
  },
});

/** While the profile loads, the greeting takes the name from the session's token. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/user', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Anna Gruber');
  },
});

/** A session whose token names no one: the page's title until the profile is there. */
export const LoadingWithoutNameInSession = meta.story({
  async beforeEach({ msw }) {
    msw.use(http.get('*/api/common/user', () => delay('infinite')));
    tokenStore.set(await issueDemoToken(userTable.get().id));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Home$/);
  },
});

/** The profile's name is the current one: a name changed since the sign-in replaces the token's. */
export const RenamedSinceSignIn = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/user', () => HttpResponse.json(createUser({ fullName: 'Anna Gruber-Huber' }))));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Anna Gruber-Huber' })).toBeVisible());
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/common/user', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Unavailable' }, { status: 503 }) : HttpResponse.json(createUser());
      }),
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await step('Retry loads the user', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Anna Gruber'));
    });
  },
});

export const German = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Guthaben')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Willkommen, Anna Gruber' })).toBeVisible();
    // Austrian German formats the amount with a decimal comma and the euro sign first.
    await expect(canvas.getByText('€ 120,50')).toBeVisible();
  },
});

export const EnglishAustria = meta.story({
  globals: { locale: 'en-AT' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Switching centre leader')).toBeVisible());
    // English words, Austrian numbers: en-AT writes amounts with a decimal comma.
    await expect(canvas.getByText('€ 120,50')).toBeVisible();
  },
});

export const ArabicRightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    // Mirrored: the avatar sits at the inline start, which is the right-hand side in Arabic.
    const avatar = await canvas.findByRole('img', { name: 'Anna Gruber' });
    const heading = canvas.getByRole('heading', { level: 1, name: 'مرحبًا، Anna Gruber' });
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(avatar.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
  },
});

/** On a narrow phone in Arabic the address has a line of its own to wrap in: it wraps after its `@`, never inside the domain. */
export const ArabicNarrowPhoneDark = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', scheme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const address = await canvas.findByText('anna.gruber@callcenter.example');
    // The lines a part of the address is drawn on, by their tops.
    const linesOf = (text: string) => {
      const node = [...address.childNodes].find((child) => child.textContent?.includes(text))!;
      const range = document.createRange();
      range.setStart(node, node.textContent!.indexOf(text));
      range.setEnd(node, node.textContent!.indexOf(text) + text.length);
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
    };
    const [local, domain] = [linesOf('anna.gruber@'), linesOf('callcenter.example')];
    await expect(local).toHaveLength(1);
    await expect(domain).toHaveLength(1);
    await expect(domain[0]).toBeGreaterThan(local[0]!);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

export const Dark = meta.story({
  globals: { scheme: 'dark', theme: 'teal' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('anna.gruber@callcenter.example')).toBeVisible());
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(15, 23, 42)');
  },
});
