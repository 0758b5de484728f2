import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { NotAllowedPage } from './NotAllowedPage';

const meta = preview.meta({
  title: 'Screens/Not allowed',
  component: NotAllowedPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/contacts' } },
});

/** The page names the role the page-access table keeps out, and the way to the start page. */
export const German = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT' },
  args: { role: 'CAPTIONER' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
    await expect(canvas.getByText('Diese Seite ist für Ihre Rolle „Schriftdolmetscher:in“ nicht freigegeben.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  },
});

export const DarkForTheGuest = meta.story({
  globals: { scheme: 'dark' },
  args: { role: 'ANONYMOUS' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This page is not open to your role, “Guest”.')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-scheme', 'dark');
  },
});
