import { keyframes, style } from '@vanilla-extract/css';
import { vars, sprinkles } from '@/lib/theme';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = sprinkles({ display: 'inline-flex', flexShrink: 0 });
export const track = style({ stroke: vars.color.primaryMuted });
export const fill = style({ stroke: vars.color.primary, transition: `stroke-dashoffset ${vars.duration.fast} linear` });
export const spinning = style({ transformOrigin: 'center', animation: `${rotate} 1s linear infinite` });
