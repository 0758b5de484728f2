import { heroiconComponentName, type IconSetId } from './schemas';

const materialClass: Record<string, string> = { 'material-solid': 'material-icons', 'material-outline': 'material-icons-outlined', 'material-twotone': 'material-icons-two-tone' };

/** How a developer puts the icon on a page, in the way its package is used. */
export function usageOf(set: IconSetId, name: string): string {
  if (set === 'feather') return `<i data-feather="${name}"></i>`;
  if (set.startsWith('heroicons')) {
    const style = set === 'heroicons-solid' ? 'solid' : 'outline';
    return `import { ${heroiconComponentName(name)} } from '@heroicons/react/24/${style}';\n\n<${heroiconComponentName(name)} className="size-6" />`;
  }
  return `<span class="${materialClass[set]}">${name}</span>`;
}
