import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Breadcrumbs } from './Breadcrumbs';

const meta = preview.meta({
  title: 'Data display/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Folders',
    items: [
      { id: 'root', label: 'Files', href: '/files' },
      { id: 'documents', label: 'Documents', href: '/files/documents' },
      { id: 'invoices', label: 'Invoices 2026' },
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Folders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/files/documents');
    await expect(canvas.getByText('Invoices 2026')).toHaveAttribute('aria-current', 'page');
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('link', { name: 'Files' });
    const second = canvas.getByRole('link', { name: 'Documents' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
});
