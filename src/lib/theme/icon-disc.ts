import { vars } from './contract.css';

/**
 * The round, tinted ground an icon (or a small picture) stands on: the mark of a feed entry, a board,
 * a shortcut tile, an empty state. `size` is its diameter; the icon is centred and never squeezed.
 */
export const iconDisc = (size: `${number}px`) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: size,
    blockSize: size,
    borderRadius: vars.radius.full,
    background: vars.color.primaryMuted,
    color: vars.color.primary,
  }) as const;
