import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Masonry } from './Masonry';

const heights = [120, 60, 200, 90, 150, 70, 110, 180, 50];
const bricks = heights.map((height, index) => ({ id: `brick-${index + 1}`, height }));

const meta = preview.meta({
  title: 'Layout/Masonry',
  component: Masonry<(typeof bricks)[number]>,
  args: {
    label: 'Bricks',
    items: bricks,
    getKey: (brick) => brick.id,
    minColumnWidth: '200px',
    renderItem: (brick) => (
      <div style={{ blockSize: brick.height, border: '1px solid currentColor', borderRadius: 8, padding: 8 }}>{brick.id}</div>
    ),
  },
});

/** Each item spans as many one-pixel rows as it is tall: no gaps under short ones, and the first items are the top row. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(bricks.map((brick) => brick.id));
    await waitFor(() => expect(items[0]!.style.gridRowEnd).toMatch(/^span \d+$/));
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    // The top row starts level; the next item in the first column sits right under the first one.
    await expect(second!.top).toBeCloseTo(first!.top, 0);
    await expect(third!.top).toBeCloseTo(first!.top, 0);
    const underFirst = items
      .map((item) => item.getBoundingClientRect())
      .find((rect, index) => index > 2 && Math.abs(rect.left - first!.left) < 1)!;
    await expect(underFirst.top - first!.bottom).toBeLessThan(2);
  },
});

/** Right to left, the first item is at the right. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await waitFor(() => expect(first!.left).toBeGreaterThan(second!.left));
  },
});
