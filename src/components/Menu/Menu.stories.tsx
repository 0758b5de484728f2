import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button, IconButton } from '../Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, type Key } from './Menu';
import { MenuButton } from './MenuButton';

const meta = preview.meta({
  title: 'Overlays/Menu',
  component: MenuButton,
  parameters: { screenshot: 'page' },
});

/** A user menu as the top bar has it; the last chosen action is written below it. */
function UserMenu() {
  const [status, setStatus] = useState<Set<Key>>(new Set(['online']));
  const [lastAction, setLastAction] = useState<Key | null>(null);
  return (
    <>
      <MenuButton trigger={<Button variant="secondary">Anna Gruber</Button>}>
        <Menu aria-label="User menu" onAction={setLastAction}>
          <MenuSection
            title="Status"
            selectionMode="single"
            selectedKeys={status}
            onSelectionChange={(keys) => setStatus(new Set(keys as Set<Key>))}
            shouldCloseOnSelect={false}
          >
            <MenuItem id="online">Online</MenuItem>
            <MenuItem id="away">Away</MenuItem>
            <MenuItem id="busy">Busy</MenuItem>
            <MenuItem id="invisible">Invisible</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection>
            <MenuItem id="profile" icon="user" trailing="Ctrl P">
              Profile
            </MenuItem>
            <MenuItem id="settings" icon="cog-6-tooth" description="Language, notifications">
              Settings
            </MenuItem>
            <MenuItem id="disabled" icon="film" isDisabled>
              Not available
            </MenuItem>
            <MenuItem id="sign-out" icon="arrow-right-on-rectangle">
              Sign out
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuButton>
      <output aria-label="Last action">{lastAction}</output>
    </>
  );
}

export const Default = meta.story({
  render: () => <UserMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Gruber' });
    // The trigger says it opens a menu before the menu's code has loaded (it loads as the menu is about to open).
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    // The trigger names the menu it opens.
    const menu = await screen.findByRole('menu', { name: 'Anna Gruber' });
    await expect(screen.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: /Not available/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: /Settings/ }));
    await expect(canvas.getByRole('status', { name: 'Last action' })).toHaveTextContent('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
});

/** Keyboard only: Enter opens, arrows move (skipping disabled items), Space checks, Escape closes and returns focus. */
export const Keyboard = meta.story({
  render: () => <UserMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Gruber' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Online' })).toHaveFocus());
    // React Aria may move focus a frame later (once transitions end; on close, when it restores focus).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Busy' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Busy' })).toHaveAttribute('aria-checked', 'true'));
    await expect(screen.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Sign out/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Settings/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

/** Opened, for the picture; in Arabic it mirrors and aligns to the trigger's end. */
export const OpenRightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  render: () => (
    <MenuButton isOpen trigger={<IconButton icon="ellipsis-vertical" label="المزيد" tooltip={false} />}>
      <Menu aria-label="إجراءات">
        <MenuItem id="edit" icon="pencil-square">
          تعديل
        </MenuItem>
        <MenuItem id="delete" icon="trash">
          حذف
        </MenuItem>
      </Menu>
    </MenuButton>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'المزيد' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  },
});
