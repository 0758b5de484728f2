import type { IconPicture } from './types';

/** Material icons are a font's ligatures: the name, written in the style's font, is the picture. */
export function materialPicture(className: string): IconPicture {
  return function MaterialPicture({ name, size }) {
    return (
      <span className={className} style={{ fontSize: `${size}px` }} aria-hidden="true">
        {name}
      </span>
    );
  };
}
