import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { PolicyPage } from './PolicyPage';

const meta = preview.meta({
  title: 'Screens/Policies',
  component: PolicyPage,
  args: { policy: 'terms' as const },
  parameters: { frame: 'fullscreen', session: false },
});

/** Readable without signing in; the other two legal pages are one click away. */
export const Terms = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en-US/policies/privacy');
  },
});

export const Imprint = meta.story({
  args: { policy: 'impressum' },
  globals: { locale: 'de-AT' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible());
    await expect(canvas.getByText(/Musterstraße 1, 1010 Wien/)).toBeVisible();
  },
});
