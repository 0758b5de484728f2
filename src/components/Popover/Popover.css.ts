import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';
import { surface } from '../styles/overlay.css';

export const popover = style([surface, { maxInlineSize: 'min(360px, calc(100vw - 16px))' }]);
export const dialog = style({ padding: vars.space.lg, outline: 'none' });
export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
