import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { isMobilePlatform, ScrollArea } from './ScrollArea';
import * as styles from './ScrollArea.css';

const meta = preview.meta({
  title: 'Data display/ScrollArea',
  component: ScrollArea,
  args: {
    label: 'Messages',
    maxHeight: '200px',
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>{`Line ${index + 1}`}</p>),
  },
});

/** Desktop: the thin themed scrollbar; the region takes focus, so that the keyboard can scroll it. */
export const Desktop = meta.story({
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Messages' });
    await expect(region).toHaveClass(styles.customScrollbar);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region.clientHeight).toBe(200);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
});

/** Android and iOS keep their native scrollbars. */
export const MobileDetection = meta.story({
  play: async () => {
    await expect(isMobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(true);
    await expect(isMobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    await expect(isMobilePlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36')).toBe(false);
  },
});
