import { expect, fn, screen, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { presenceTable } from '@mocks/handlers';
import { PushSettings } from './PushSettings';

/** A stand-in push manager: subscribed or not, and an unsubscribe that works or fails. */
function manager({ subscribed, unsubscribeWorks = true }: { subscribed: boolean; unsubscribeWorks?: boolean }) {
  let current = subscribed;
  const subscription = {
    endpoint: 'https://push.example/abc',
    getKey: () => new Uint8Array([1, 2, 3]).buffer,
    unsubscribe: async () => unsubscribeWorks && !(current = false),
  };
  return {
    subscribe: fn(async () => {
      current = true;
      return subscription;
    }),
    getSubscription: async () => (current ? subscription : null),
  };
}

const meta = preview.meta({
  title: 'Screens/Call notifications on this device',
  component: PushSettings,
  args: {
    demo: false,
    vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    requestPermission: async (): Promise<NotificationPermission> => 'granted',
  },
});

/** In the demo, calls ring over the live connection; push needs the real server. */
export const Demo = meta.story({
  tags: ['fits-phone'],
  args: { demo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Notifications by push need the real server/)).toBeVisible();
  },
});

/** Off: turning on asks the browser, subscribes with the VAPID key and says it is on. */
export const TurnOn = meta.story({
  args: { pushManager: () => Promise.resolve(manager({ subscribed: false }) as never) },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Off: calls ring only while the app is open.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(canvas.getByText('On: calls reach you even with the app closed.')).toBeVisible());
    // The server has the subscription: endpoint and URL-safe keys.
    await expect(presenceTable.get().push).toEqual([{ endpoint: 'https://push.example/abc', auth: 'AQID', p256dh: 'AQID' }]);
  },
});

/** The browser refuses notifications: the page says how to allow them. */
export const PermissionDenied = meta.story({
  args: {
    pushManager: () => Promise.resolve(manager({ subscribed: false }) as never),
    requestPermission: async (): Promise<NotificationPermission> => 'denied',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(canvas.getByText(/does not allow notifications for this site/)).toBeVisible());
  },
});

/** Turning off fails: 'Unsubscribe failed!'. */
export const UnsubscribeFails = meta.story({
  parameters: { screenshot: 'page' },
  args: { pushManager: () => Promise.resolve(manager({ subscribed: true, unsubscribeWorks: false }) as never) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Unsubscribe failed!')).toBeVisible());
  },
});

/** Nothing to turn off: 'Not subscribed to push notifications.'. */
export const NotSubscribed = meta.story({
  parameters: { screenshot: 'page' },
  args: {
    pushManager: (() => {
      let calls = 0;
      // Subscribed when the page looked, gone by the time the user turns it off (another tab did).
      return () => Promise.resolve((calls++ === 0 ? manager({ subscribed: true }) : manager({ subscribed: false })) as never);
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Not subscribed to push notifications.')).toBeVisible());
  },
});

/** No service worker or Push API here. */
export const Unavailable = meta.story({
  args: { pushManager: () => Promise.resolve(null) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/disabled or not supported/)).toBeVisible());
  },
});
