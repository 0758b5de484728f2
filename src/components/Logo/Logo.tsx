import { vars } from '@/lib/theme';

export interface LogoProps {
  /** Pixels, square. */
  size?: number;
}

/**
 * The product's mark (a video camera on a tile in the theme's primary colour). Drawn inline, so it
 * is there with the first paint and follows the theme; decorative, the product's name goes beside it.
 */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="64" height="64" rx="16" fill={vars.color.primary} />
      <path d="M20 22a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z" fill={vars.color.onPrimary} />
      <path d="m40 28 8-5v18l-8-5z" fill={vars.color.onPrimary} />
    </svg>
  );
}
