import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ShellSlotsProvider, type ShellSlots } from '@/lib/shell-slots';
import type { LayoutHandle } from './layout/use-layout';
import { ShellRoute } from './ShellRoute';

/** The live side and the demo tools: ShellRoute keeps them on every page, whatever the layout. */
const slots: ShellSlots = {
  realtime: <p>Live side of the session</p>,
  demoTools: <p>Demo tools</p>,
};

const emptyLayout: LayoutHandle = { layout: 'empty' };

/** ShellRoute as the route table mounts it, with a page in the shell's layout and one in the empty layout. */
function ShellRouteAt({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/:lang',
          element: <ShellRoute />,
          children: [
            { path: 'home', element: <main aria-label="Page">The page</main> },
            { path: 'sign-in', handle: emptyLayout, element: <main aria-label="Page">The sign-in page</main> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <ShellSlotsProvider slots={slots}>
      <RouterProvider router={router} />
    </ShellSlotsProvider>
  );
}

/**
 * The frame around every page of the route table: the layout the configuration, `?layout=` and the
 * route's data choose, the loading bar, the session expiry notice, and what stays on every page.
 */
const meta = preview.meta({
  title: 'Shell/Shell route',
  component: ShellRouteAt,
  args: { path: '/en-US/home' },
  parameters: { frame: 'fullscreen', router: false },
});

export const InTheConfiguredLayout = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('main', { name: 'Page' })).toHaveTextContent('The page');
    await waitFor(() => expect(canvas.getByRole('banner', { name: 'Top bar' })).toBeVisible());
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toHaveAttribute('data-mode', 'side');
    await expect(canvas.getByText('Live side of the session')).toBeVisible();
    await expect(canvas.getByText('Demo tools')).toBeVisible();
  },
});

/** `?layout=modern` wins over the configuration: a horizontal menu, and no side navigation to toggle. */
export const LayoutFromTheQuery = meta.story({
  args: { path: '/en-US/home?layout=modern' },
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(navigation).getByRole('button', { name: 'Management' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
  },
});

/** A route whose data asks for the empty layout: only the page, and what stays on every page. */
export const EmptyLayout = meta.story({
  args: { path: '/en-US/sign-in' },
  parameters: { session: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('main', { name: 'Page' })).toHaveTextContent('The sign-in page');
    await expect(canvas.queryByRole('banner', { name: 'Top bar' })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('Live side of the session')).toBeVisible();
  },
});

/**
 * The server does not answer: the shell still draws at once and says so above the page, with the
 * time of the last try, never a sign-in link for a user who is signed in.
 */
export const ServerUnreachable = meta.story({
  parameters: { screenshot: 'page' },
  beforeEach({ msw }) {
    msw.use(http.all('*/api/*', () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('The server cannot be reached.');
    await expect(banner).toHaveTextContent(/Last try at 9:30:00\sAM\./);
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
});

/** Try again asks the server again; the banner goes as soon as it answers. */
export const ServerBackOnTryAgain = meta.story({
  play: async ({ canvas, msw }) => {
    let down = true;
    msw.use(http.all('*/api/*', () => (down ? HttpResponse.error() : undefined)));
    const { serverReachability } = await import('@/lib/http');
    serverReachability.unreachable(Date.now());
    const banner = await canvas.findByRole('alert');
    down = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
});

/**
 * The server comes back on its own (another request gets an answer): the banner goes, and what
 * failed while the server was away (here the user, for the user menu) is asked for again.
 */
export const ServerBackOnItsOwn = meta.story({
  play: async ({ canvas, msw }) => {
    let down = true;
    msw.use(http.all('*/api/*', () => (down ? HttpResponse.error() : undefined)));
    await canvas.findByRole('alert');
    const topBar = within(canvas.getByRole('banner', { name: 'Top bar' }));
    await expect(topBar.queryByRole('button', { name: /^User menu/ })).toBeNull();
    down = false;
    const { serverReachability } = await import('@/lib/http');
    serverReachability.answered();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(topBar.getByRole('button', { name: 'User menu: Anna Gruber' })).toBeVisible());
  },
});

/** The loading bar shows while any request is under way, and goes when the last one has ended. */
export const LoadingBarWhileRequestsRun = meta.story({
  play: async ({ canvas }) => {
    const { requestsInFlight } = await import('@/lib/http');
    await canvas.findByRole('main', { name: 'Page' });
    await waitFor(() => expect(canvas.queryByRole('progressbar', { name: 'Loading page' })).toBeNull());
    const first = requestsInFlight.start();
    const second = requestsInFlight.start();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeVisible());
    first();
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    second();
    await waitFor(() => expect(canvas.queryByRole('progressbar', { name: 'Loading page' })).toBeNull());
  },
});
