import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { fakeHub, userTable } from '@mocks/handlers';
import { ConnectionBanner, RealtimeRoot } from '@/features/realtime';
import { DemoTools } from './DemoTools';

const meta = preview.meta({
  title: 'Screens/Demo tools',
  component: DemoTools,
  args: { onReset: fn() },
  parameters: { frame: 'fullscreen', screenshot: 'page' },
});

/** The signed-in user's role changes in the fake backend, so the menu follows it. */
export const SwitchRole = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Demo tools' }));
    await userEvent.click(await drawer.findByRole('button', { name: /Role of the signed-in user/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(userTable.get().role).toBe('ADMIN'));
    await waitFor(() => expect(screen.getByText('You are now signed in as: Administrator.')).toBeVisible());
  },
});

/** Resetting asks first; confirmed, the sample data is reset and the page reloads. */
export const ResetDemoData = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    userTable.update((user) => ({ ...user, fullName: 'Changed Name' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Reset demo data?' })).getByRole('button', { name: 'Reset demo data' }),
    );
    await waitFor(() => expect(args.onReset).toHaveBeenCalledTimes(1));
    await expect(userTable.get().fullName).toBe('Anna Gruber');
  },
});

/** Signed out, there is no role to switch; resetting still works. */
export const SignedOut = meta.story({
  parameters: { session: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await waitFor(() => expect(screen.getByText('Sign in to try the app as another role.')).toBeVisible());
  },
});

/** Reconnects quickly in the workbench, so the banner's whole round trip fits a story. */
const quickPolicy = {
  nextRetryDelayInMilliseconds: ({ previousRetryCount }: { previousRetryCount: number }) => (previousRetryCount < 3 ? 150 : null),
};
const silent = { playRingtone: async () => () => undefined, vibrate: () => undefined };

/** An interpreter makes a call arrive from the demo tools: the drawer closes and the call rings. */
export const RingACall = meta.story({
  globals: { role: 'INTERPRETER' },
  render: (args) => (
    <>
      <ConnectionBanner />
      <RealtimeRoot policy={quickPolicy} devices={silent} pushCapable />
      <DemoTools {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(fakeHub.connected).toBe(1));
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ring now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Demo tools' })).toBeNull());
    const call = await screen.findByRole('alertdialog', { name: 'Maria Huber' });
    await expect(within(call).getByRole('button', { name: 'Join' })).toBeVisible();
  },
});

/** The call just rung is taken by someone else: it stops ringing here. */
export const AnsweredElsewhere = meta.story({
  globals: { role: 'INTERPRETER' },
  render: RingACall.input.render,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(fakeHub.connected).toBe(1));
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await expect(await screen.findByRole('button', { name: 'Answer the last call elsewhere' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ring now' }));
    await screen.findByRole('alertdialog', { name: 'Maria Huber' });
    await userEvent.click(canvas.getByRole('button', { name: 'Demo tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the last call elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Maria Huber' })).toBeNull());
  },
});

/** Dropping the connection from the demo tools shows the banner until it is back. */
export const DropTheConnection = meta.story({
  globals: { role: 'INTERPRETER' },
  render: RingACall.input.render,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(fakeHub.connected).toBe(1));
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Drop the connection' }));
    await waitFor(() => expect(screen.getByText('The connection was dropped; it comes back by itself.')).toBeVisible());
    await waitFor(() => expect(fakeHub.connections).toBe(2));
  },
});

/** Roles that take no calls are told who does. */
export const NoCallsForThisRole = meta.story({
  globals: { role: 'ADMIN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo tools' }));
    await expect(await screen.findByRole('button', { name: 'Ring now' })).toBeDisabled();
    await expect(screen.getByText(/Calls ring for interpreters, captioners/)).toBeVisible();
  },
});

/**
 * On a phone no corner is free: the page keeps a strip at its foot for the button, so its last line
 * scrolls above it instead of under it.
 */
export const OnAPhoneTheLastLineStaysReadable = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <>
      <ol aria-label="A long page">
        {Array.from({ length: 60 }, (_, index) => (
          <li key={index}>Line {index + 1}</li>
        ))}
      </ol>
      <DemoTools {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Demo tools' });
    const lastLine = canvas.getByText('Line 60');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(lastLine.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top));
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
});
