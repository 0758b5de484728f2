import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { CountryFlag } from './CountryFlag';

const meta = preview.meta({
  title: 'Data display/CountryFlag',
  component: CountryFlag,
  args: { iso: 'at', label: 'Österreich' },
});

/** Every flag is its own picture file, loaded when shown; none comes from an emoji font. */
export const Flags = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: '8px', fontSize: '24px' }}>
      {['at', 'de', 'XK', 'sa', 'jp', 'ch'].map((iso) => (
        <CountryFlag key={iso} iso={iso} label={iso.toUpperCase()} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const kosovo = canvas.getByRole('img', { name: 'XK' });
    await expect(kosovo.getAttribute('src')).toMatch(/XK\.svg/);
    await waitFor(() => expect((kosovo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
});

/** A code that has no flag shows a plain box with the name for screen readers, never a broken image. */
export const UnknownCode = meta.story({
  args: { iso: 'zz', label: 'Unbekannt' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: 'Unbekannt' });
    await expect(box.tagName).toBe('SPAN');
  },
});
