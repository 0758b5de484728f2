import { useLocation } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { buildNavigation } from '@mocks/data/navigation';
import { Box } from '../Box/Box';
import { HorizontalNavigation } from './HorizontalNavigation';
import { sampleNavigation, type SampleContext } from './navigationSamples';

/** The top menu above a page that shows the router's path. */
function Harness({
  role = 'ADMIN',
  onAction = () => {},
  isLoading = false,
}: {
  role?: SampleContext['role'];
  onAction?: (id: string) => void;
  isLoading?: boolean;
}) {
  const location = useLocation();
  return (
    <Box display="flex" flexDirection="column" gap="md" padding="md" style={{ blockSize: '520px' }}>
      <HorizontalNavigation
        label="Top menu"
        items={isLoading ? [] : sampleNavigation(onAction)}
        isLoading={isLoading}
        context={{ role }}
        currentPath={location.pathname}
      />
      <output aria-label="Path">{location.pathname}</output>
    </Box>
  );
}

const meta = preview.meta({
  title: 'Navigation/HorizontalNavigation',
  component: Harness,
  parameters: { frame: 'fullscreen', screenshot: 'page', route: { path: '/app/home' } },
  args: { onAction: fn() },
});

const bar = () => within(screen.getByRole('navigation', { name: 'Top menu' }));

/** While the menu is on its way, bars in the entries' shape stand in for them, and the menu says it is loading. */
export const Loading = meta.story({
  args: { isLoading: true },
  play: async () => {
    await expect(bar().getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(bar().queryByRole('link')).toBeNull();
  },
});

/** Links at the top, dropdowns for groups and asides, nested menus for collapsables, sections for groups. */
export const Dropdowns = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(bar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(bar().getByRole('button', { name: /Workspace/ }));
    const workspace = await screen.findByRole('menu', { name: /Workspace/ });
    await waitFor(() => expect(within(workspace).getByRole('menuitem', { name: /Calendar/ })).toBeVisible());
    await userEvent.click(within(workspace).getByRole('menuitem', { name: /Mailbox/ }));
    const mailbox = await screen.findByRole('menu', { name: 'Mailbox' });
    await userEvent.click(within(mailbox).getByRole('menuitem', { name: /Folders/ }));
    const folders = await screen.findByRole('menu', { name: 'Folders' });
    await userEvent.click(within(folders).getByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Path' })).toHaveTextContent('/app/mail/folders/archive'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(bar().getByRole('button', { name: /Workspace/ })).toHaveAttribute('data-active', 'true');
  },
});

/** Keyboard: Enter opens a dropdown, arrows move, ArrowRight opens a nested menu, Escape closes. */
export const Keyboard = meta.story({
  play: async ({ userEvent }) => {
    const trigger = bar().getByRole('button', { name: /Workspace/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: /Workspace/ });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Mailbox/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('menu', { name: 'Mailbox' });
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

/** Hidden items are left out, disabled ones cannot be chosen. */
export const HiddenAndDisabled = meta.story({
  args: { role: 'STAFF' },
  play: async () => {
    await expect(bar().queryByRole('link', { name: 'Accounts' })).toBeNull();
    await expect(bar().getByRole('link', { name: 'Promotional video' })).toHaveAttribute('aria-disabled', 'true');
  },
});

/** The product's horizontal set: a dropdown per group of the menu table, and one for the sample apps. */
export const ProductHorizontalSet = meta.story({
  render: () => <HorizontalNavigation label="Top menu" items={buildNavigation('en-US').horizontal} currentPath="/en-US/invoice" />,
  play: async ({ userEvent }) => {
    await expect(bar().getAllByRole('button')).toHaveLength(6);
    await expect(bar().getByRole('button', { name: /Reports/ })).toHaveAttribute('data-active', 'true');
    await userEvent.click(bar().getByRole('button', { name: /Reports/ }));
    const reports = await screen.findByRole('menu', { name: /Reports/ });
    await expect(
      within(reports)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Analytics', 'Finance', 'Accounts', 'Invoices']);
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async () => {
    const home = bar().getByRole('link', { name: 'Home' });
    const workspace = bar().getByRole('button', { name: /Workspace/ });
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(workspace.getBoundingClientRect().left);
  },
});
