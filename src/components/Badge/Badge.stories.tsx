import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Box } from '../Box/Box';
import { Badge, badgeTones } from './Badge';

const meta = preview.meta({
  title: 'Actions/Badge',
  component: Badge,
  args: { count: 3, label: '3 unread messages' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '3 unread messages' })).toHaveTextContent('3');
  },
});

/** Nothing to count, nothing shown. */
export const HiddenAtZero = meta.story({
  args: { count: 0, label: 'No unread messages' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
});

export const Overflow = meta.story({
  args: { count: 250, label: '250 unread messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('99+');
  },
});

/** On an Arabic page the count is written in Arabic-Indic digits, as the page's other numbers are. */
export const ArabicDigits = meta.story({
  globals: { locale: 'ar-SA' },
  args: { count: 8, label: '٨ رسائل غير مقروءة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '٨ رسائل غير مقروءة' })).toHaveTextContent('٨');
  },
});

export const ArabicOverflow = meta.story({
  globals: { locale: 'ar-SA' },
  args: { count: 250, label: '٢٥٠ رسالة غير مقروءة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('٩٩+');
  },
});

export const Tones = meta.story({
  render: () => (
    <Box display="flex" gap="md">
      {badgeTones.map((tone, index) => (
        <Badge key={tone} tone={tone} count={index + 1} label={tone} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(badgeTones.length);
  },
});
