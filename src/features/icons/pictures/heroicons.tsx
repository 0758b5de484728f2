import type { ComponentType, SVGProps } from 'react';
import { heroiconComponentName } from '../schemas';
import type { IconPicture } from './types';

/** Heroicons draw themselves: the name finds the package's component (`arrow-path` is `ArrowPathIcon`). */
export function heroiconPicture(icons: Record<string, unknown>): IconPicture {
  return function HeroiconPicture({ name, size }) {
    const Component = icons[heroiconComponentName(name)] as ComponentType<SVGProps<SVGSVGElement>> | undefined;
    return Component ? <Component width={size} height={size} aria-hidden="true" /> : null;
  };
}
