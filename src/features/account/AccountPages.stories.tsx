import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { leavingWhileHeld } from '#stories/test-helpers/leaving';
import { userTable } from '@mocks/handlers';
import { ProfilePage } from './ProfilePage';
import { SettingsPage } from './SettingsPage';

const meta = preview.meta({
  title: 'Screens/Account',
  parameters: { frame: 'fullscreen' },
});

/** The name is required, saved, and kept in the form when saving fails. */
export const Profile = meta.story({
  tags: ['fits-phone'],
  render: () => <ProfilePage />,
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Enter your full name.')).toBeVisible());
    await userEvent.type(name, 'Anna Gruber-Huber');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(userTable.get().fullName).toBe('Anna Gruber-Huber'));
  },
});

export const ProfileSaveFails = meta.story({
  render: () => <ProfilePage />,
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/common/user', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, ' Junior');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your profile could not be saved.');
    await expect(name).toHaveValue('Anna Gruber Junior');
  },
});

/** The notify type is saved at once; appearance choices change the page at once. */
export const Settings = meta.story({
  tags: ['fits-phone'],
  render: () => <SettingsPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Vibration only' }));
    await waitFor(() => expect(userTable.get().settings.notifyType).toBe('vibrate'));
    // The push settings load a moment after the page.
    await canvas.findByText('Call notifications on this device');
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-scheme', 'dark'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
  },
});

/** The server refuses the notify type: the previous choice comes back and a toast says so. */
export const SettingsSaveFails = meta.story({
  render: () => <SettingsPage />,
  parameters: { screenshot: 'page' },
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/common/user', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ringtone only' }));
    await waitFor(() => expect(screen.getByText('Your choice could not be saved; the previous one is still in force.')).toBeVisible());
    await expect(canvas.getByRole('radio', { name: 'Ringtone and vibration' })).toBeChecked();
    await canvas.findByText('Call notifications on this device');
  },
});

const savingNotifyType = leavingWhileHeld('patch', '*/api/common/user');

/** The notify type shows at once; leaving the page asks first until the server has it. */
export const SettingsLeavingWhileSaving = meta.story({
  render: () => <SettingsPage />,
  // The same picture as Settings; what matters here is the question on leaving.
  parameters: { visual: false },
  beforeEach: savingNotifyType.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await expect(savingNotifyType.asks()).toBe(false);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Vibration only' }));
    await expect(canvas.getByRole('radio', { name: 'Vibration only' })).toBeChecked();
    await waitFor(() => expect(savingNotifyType.asks()).toBe(true));
    savingNotifyType.release();
    await waitFor(() => expect(userTable.get().settings.notifyType).toBe('vibrate'));
    await waitFor(() => expect(savingNotifyType.asks()).toBe(false));
  },
});
