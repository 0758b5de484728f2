import { style } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

export const choices = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm });
