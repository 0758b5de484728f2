import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, within } from 'storybook/test';
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
    await expect(await canvas.findByRole('banner', { name: 'Top bar' })).toBeVisible();
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
    await expect(await within(navigation).findByRole('button', { name: 'Management' })).toBeVisible();
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
