import { style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxInlineSize: '860px', padding: vars.space.xl });

export const profile = sprinkles({ display: 'flex', gap: 'xl', alignItems: 'flex-start', flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, flex: 1, minInlineSize: 'min(260px, 100%)' });
