import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PageTitle } from './PageTitle';

const meta = preview.meta({
  title: 'Layout/PageTitle',
  component: PageTitle,
  args: { id: 'page-title', title: 'Inventar', subtitle: '25 Produkte' },
});

export const WithCount = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inventar' })).toHaveAttribute('id', 'page-title');
    await expect(canvas.getByText('25 Produkte')).toBeVisible();
  },
});

/** While the count is on its way, the line keeps its height. */
export const CountNotYetKnown = meta.story({
  args: { subtitle: null },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Inventar' });
    await expect(heading.nextElementSibling?.getBoundingClientRect().height).toBeGreaterThan(10);
  },
});
