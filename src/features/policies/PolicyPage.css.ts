import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const tabs = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
