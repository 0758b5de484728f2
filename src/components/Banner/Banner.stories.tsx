import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Banner, bannerTones, RetryBanner } from './Banner';

const meta = preview.meta({
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'critical', title: 'Connection failed.', actions: <Button size="sm">Reload</Button> },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection failed.');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
});

export const Dismissable = meta.story({
  args: { tone: 'info', title: 'A new version is ready', actions: undefined, onDismiss: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version is ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

export const Tones = meta.story({
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      {bannerTones.map((tone) => (
        <Banner key={tone} tone={tone} title={`${tone} title`}>
          {`A ${tone} message with some detail.`}
        </Banner>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
});

export const TonesDark = meta.story({
  globals: { scheme: 'dark' },
  render: Tones.input.render,
  play: Tones.input.play,
});

const retried = fn();

/** A failure the user can try again, with the design system's own "Try again" in the page's language. */
export const Retry = meta.story({
  beforeEach: () => void retried.mockClear(),
  render: () => <RetryBanner title="The list could not be loaded." onRetry={retried} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retried).toHaveBeenCalledTimes(1);
  },
});

export const RetryGerman = meta.story({
  globals: { locale: 'de-AT' },
  render: () => <RetryBanner title="Die Liste konnte nicht geladen werden." onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
});

/**
 * In a list's narrow column (the chats beside a conversation) the button goes below the text, at the
 * end: it stays inside the banner, and the text is not squeezed to a word a line.
 */
export const RetryInNarrowColumn = meta.story({
  globals: { locale: 'de-AT' },
  render: () => (
    <div style={{ inlineSize: 288 }}>
      <RetryBanner title="Die Unterhaltungen konnten nicht geladen werden." onRetry={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Erneut versuchen' }).getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(banner.left);
    await expect(button.right).toBeLessThanOrEqual(banner.right);
    const title = canvas.getByText('Die Unterhaltungen konnten nicht geladen werden.').getBoundingClientRect();
    await expect(button.top, 'the button below the text').toBeGreaterThanOrEqual(title.bottom);
    await expect(title.width, "the text's width").toBeGreaterThan(160);
  },
});
