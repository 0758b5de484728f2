import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CallPage } from './CallPage';

const meta = preview.meta({
  title: 'Screens/Call',
  component: CallPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/call?id=room-42' } },
});

export const WithRoom = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Call room room-42' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leave the call' })).toHaveAttribute('href', '/en-US/home');
  },
});

/** Without a room id the page says how to get to a call instead of showing an empty room. */
export const WithoutRoom = meta.story({
  parameters: { route: { path: '/{lang}/call' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No call room given' })).toBeVisible();
  },
});
