import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, sprinkles } from '@/lib/theme';
import { panelHeader } from '../styles/panel.css';
import { surface } from '../styles/overlay.css';

/** 90 units of 4 px: the width of the top bar's panels (messages, notifications, shortcuts). */
export const panelWidth = '360px';

export const popover = style([surface, { maxInlineSize: `min(${panelWidth}, calc(100vw - 16px))` }]);
export const dialog = style({ padding: vars.space.lg, outline: 'none' });
export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: `min(${panelWidth}, calc(100vw - 16px))`,
  // As tall as the screen allows on phones; 120 units at most on wider screens.
  maxBlockSize: 'min(80vh, var(--visual-viewport-height, 100vh))',
  outline: 'none',
  '@media': { [mediaQueries.sm]: { maxBlockSize: 'min(480px, 80vh)' } },
});
export const panelHead = style([panelHeader, { paddingInlineEnd: vars.space.sm, flexShrink: 0 }]);
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const panelActions = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs' });
export const panelBody = style({ flex: 1, minBlockSize: 0, overflowY: 'auto', overscrollBehavior: 'contain' });
