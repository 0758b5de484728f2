import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Meter } from './Meter';

const meta = preview.meta({
  title: 'Data display/Meter',
  component: Meter,
  args: { label: 'Expenses', value: 11763, maxValue: 20000, valueLabel: '€ 11,763 of € 20,000' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
});

export const UnderLimit = meta.story({
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Expenses' });
    await expect(meter).toHaveAttribute('aria-valuenow', '11763');
    await expect(meter).toHaveAttribute('aria-valuetext', '€ 11,763 of € 20,000');
  },
});

/** Over the limit the bar is full and warns; the words still say the real amount. */
export const OverLimit = meta.story({
  args: { label: 'Bills', value: 1789.22, maxValue: 1000, valueLabel: '€ 1,789.22 of € 1,000' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('meter', { name: 'Bills' })).toHaveAttribute('aria-valuenow', '1000');
    await expect(canvas.getByText('€ 1,789.22 of € 1,000')).toBeVisible();
    const bar = canvasElement.querySelector<HTMLElement>('[role=meter] [style]');
    await expect(bar?.style.inlineSize).toBe('100%');
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { label: 'المصروفات', valueLabel: '١١٬٧٦٣ € من ٢٠٬٠٠٠ €' },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[role=meter] [style]')!;
    const track = bar.parentElement!;
    // The filled part starts at the right edge.
    await expect(Math.round(bar.getBoundingClientRect().right)).toBe(Math.round(track.getBoundingClientRect().right));
    await expect(canvas.getByRole('meter', { name: 'المصروفات' })).toBeVisible();
  },
});
