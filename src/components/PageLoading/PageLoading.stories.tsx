import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PageLoading } from './PageLoading';

const meta = preview.meta({
  title: 'Feedback/PageLoading',
  component: PageLoading,
  args: { title: 'Kontakte', loadingLabel: 'Wird geladen…' },
});

/** A list's page: its title, the line for its count kept, rows to come. */
export const TitleFirst = meta.story({
  play: async ({ canvas }) => {
    const page = canvas.getByRole('main', { name: 'Kontakte' });
    await expect(page).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakte' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Wird geladen…' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.nextElementSibling?.getBoundingClientRect().height).toBeGreaterThan(10);
  },
});

/** A dashboard: its title and the fixed line under it. */
export const WithItsLine = meta.story({
  args: { title: 'Analytics', subtitle: 'Visitors, conversions and audience of the public pages', loadingLabel: 'Loading…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main', { name: 'Analytics' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Visitors, conversions and audience of the public pages')).toBeVisible();
  },
});

/** A page whose header holds a search field: its place is held, at the field's height. */
export const WithSearch = meta.story({
  args: { headerField: 'search' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('heading', { level: 1, name: 'Kontakte' }).closest('header');
    const searchPlace = header?.lastElementChild;
    await expect(searchPlace?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // As tall as a search field that counts its characters: label, input, count (21 + 4 + 42 + 4 + 18 px).
    await expect(searchPlace?.getBoundingClientRect().height).toBe(89);
  },
});

/** A page whose header holds a select (the project dashboard's project): its place, without a count. */
export const WithSelect = meta.story({
  args: { title: 'Projekt-Dashboard', headerField: 'select' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('heading', { level: 1, name: 'Projekt-Dashboard' }).closest('header');
    const selectPlace = header?.lastElementChild;
    await expect(selectPlace?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // As tall as a labelled select: label and button (21 + 4 + 42 px).
    await expect(selectPlace?.getBoundingClientRect().height).toBe(67);
  },
});
