import { heroiconComponentName, type IconSetId } from './schemas';

const materialClass: Record<string, string> = {
  'material-solid': 'material-icons',
  'material-outline': 'material-icons-outlined',
  'material-twotone': 'material-icons-two-tone',
};

/** Each package's own size, which needs no size of its own in the code. */
const packageSize = 24;

/**
 * How a developer puts the icon on a page at the chosen size, in the way its package is used:
 * Tailwind's `size-*` (4 px a step) for Heroicons, a font size for Material's ligatures, width and
 * height for Feather's replacement.
 */
export function usageOf(set: IconSetId, name: string, size: number = packageSize): string {
  const sized = size !== packageSize;
  if (set === 'feather')
    return sized ? `<i data-feather="${name}" width="${size}" height="${size}"></i>` : `<i data-feather="${name}"></i>`;
  if (set.startsWith('heroicons')) {
    const style = set === 'heroicons-solid' ? 'solid' : 'outline';
    const sizeClass = size % 4 === 0 ? `size-${size / 4}` : `size-[${size}px]`;
    return `import { ${heroiconComponentName(name)} } from '@heroicons/react/24/${style}';\n\n<${heroiconComponentName(name)} className="${sizeClass}" />`;
  }
  return sized
    ? `<span class="${materialClass[set]}" style="font-size: ${size}px">${name}</span>`
    : `<span class="${materialClass[set]}">${name}</span>`;
}
