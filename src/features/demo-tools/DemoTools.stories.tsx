import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { userTable } from '@mocks/handlers';
import { DemoTools } from './DemoTools';

const meta = preview.meta({
  title: 'Screens/Demo tools',
  component: DemoTools,
  args: { onReset: fn() },
  parameters: { frame: 'fullscreen', screenshot: 'page' },
});

/** The signed-in user's role changes in the fake backend, so the menu follows it. */
export const SwitchRole = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Demo tools' }));
    await userEvent.click(await drawer.findByRole('button', { name: /Role of the signed-in user/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(userTable.get().role).toBe('ADMIN'));
    await expect(await screen.findByText('You are now signed in as: Administrator.')).toBeVisible();
  },
});

/** Resetting asks first; confirmed, the sample data is reset and the page reloads. */
export const ResetDemoData = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    userTable.update((user) => ({ ...user, fullName: 'Changed Name' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Reset demo data?' })).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledTimes(1));
    await expect(userTable.get().fullName).toBe('Anna Gruber');
  },
});

/** Signed out, there is no role to switch; resetting still works. */
export const SignedOut = meta.story({
  parameters: { session: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await expect(await screen.findByText('Sign in to try the app as another role.')).toBeVisible();
  },
});
