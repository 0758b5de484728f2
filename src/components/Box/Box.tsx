import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '@/lib/theme';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** The layout primitive: spacing, flex and colour from the theme, through logical properties only. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, { ...nativeProps, className: [atoms, className].filter(Boolean).join(' ') || undefined });
}
