import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@/lib/theme';

/** How a story sits in the canvas (`parameters.frame`): components padded, screens edge to edge. */
export const frames = styleVariants({
  padded: { padding: vars.space.xl },
  centered: { display: 'flex', alignItems: 'center', justifyContent: 'center', minBlockSize: '100vh', padding: vars.space.xl },
  fullscreen: {},
});
