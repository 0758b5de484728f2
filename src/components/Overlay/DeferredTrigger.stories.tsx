import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { useSimulatedCodeFetch } from '#.storybook/simulated-code-fetch';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Menu, MenuItem } from '../Menu/Menu';
import { MenuButton } from '../Menu/MenuButton';

/*
 * The trigger half of the menus, popovers and drawers (DeferredTrigger) and what it does when the
 * overlay's code arrives late or not at all. Here the menu's items are the lazily loaded part; while
 * "Offline" is checked, fetching them fails as a dynamic import does without a network. The count
 * says how often their code was asked for.
 */

const meta = preview.meta({
  title: 'Overlays/Deferred trigger',
  component: MenuButton,
  parameters: { screenshot: 'page' },
});

function StatusItems() {
  return (
    <Menu aria-label="Status">
      <MenuItem id="online">Online</MenuItem>
      <MenuItem id="away">Away</MenuItem>
      <MenuItem id="busy">Busy</MenuItem>
    </Menu>
  );
}

/** A status menu whose items' code is fetched when it is about to open. */
function StatusMenu({ startOffline }: { startOffline: boolean }) {
  const { Part: Items, offline, setOffline, requests } = useSimulatedCodeFetch(StatusItems, startOffline);
  return (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md">
      <Checkbox value={offline} onChange={setOffline}>
        Offline
      </Checkbox>
      <MenuButton trigger={<Button variant="secondary">Status</Button>} preload={Items.preload}>
        <Items />
      </MenuButton>
      <output aria-label="Code requests">{requests}</output>
    </Box>
  );
}

/** Nothing of the menu is fetched with the page; the pointer resting on the trigger fetches it, the press opens it. */
export const LoadsWhenAboutToOpen = meta.story({
  render: () => <StatusMenu startOffline={false} />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Status' });
    const requests = canvas.getByRole('status', { name: 'Code requests' });
    await expect(requests).toHaveTextContent('0');
    // The trigger says what it opens before that code is there.
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    await waitFor(() => expect(requests).toHaveTextContent('1'));
    await expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Status' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(requests).toHaveTextContent('1');
  },
});

/**
 * Offline, the menu cannot open: it stays closed, a toast says why, and the page stays as it was.
 * Back online, the next press fetches once more and opens it.
 */
export const CodeCannotLoad = meta.story({
  render: () => <StatusMenu startOffline />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Status' });
    const requests = canvas.getByRole('status', { name: 'Code requests' });
    await userEvent.click(trigger);
    await screen.findByText('This could not be opened. Check the connection and try again.');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(screen.queryByRole('menu')).toBeNull();
    // The pointer reaching the trigger asked once and the press once more; nothing asks in a loop.
    await expect(requests).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offline' }));
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Status' });
    await expect(requests).toHaveTextContent('3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});
