import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Kbd } from './Kbd';

const meta = preview.meta({
  title: 'Actions/Kbd',
  component: Kbd,
  args: { keys: ['Ctrl', 'K'] },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('kbd kbd')].map((key) => key.textContent)).toEqual(['Ctrl', 'K']);
  },
});

/** Shortcuts read left to right in Arabic too. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const ctrl = canvas.getByText('Ctrl');
    const k = canvas.getByText('K');
    await expect(ctrl.getBoundingClientRect().left).toBeLessThan(k.getBoundingClientRect().left);
  },
});
