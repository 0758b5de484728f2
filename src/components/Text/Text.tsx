import type { ReactNode } from 'react';
import { heading, text, type HeadingVariants, type TextVariants } from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['neutral', 'secondary', 'primary', 'critical'] as const;

export type TextProps = TextVariants & {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  id?: string;
  children: ReactNode;
};

/** Body text in the theme's type scale. */
export function Text({ as: Element = 'p', size, tone, weight, id, children }: TextProps) {
  return (
    <Element id={id} className={text({ size, tone, weight })}>
      {children}
    </Element>
  );
}

export type HeadingProps = {
  /** The document level (h1-h4); the look follows it unless `size` says otherwise. */
  level: 1 | 2 | 3 | 4;
  size?: HeadingVariants['level'];
  id?: string;
  children: ReactNode;
};

export function Heading({ level, size, id, children }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={heading({ level: size ?? level })}>
      {children}
    </Element>
  );
}
