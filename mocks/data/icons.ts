import { heroiconName, type IconSet, type IconSetId } from '@/features/icons/schemas';

/**
 * Each set's names, read from the icon packages themselves when the set is first asked for: Feather's
 * icons.json, Heroicons' exports, and the Material Icons font's list of ligatures (the same names for
 * its filled, outlined and two-tone styles).
 */
const materialNames = async () => {
  const { default: typings } = await import('@material-design-icons/font/index.d.ts?raw');
  return [...typings.matchAll(/^\s*"([a-z0-9_]+)",?$/gm)].map((match) => match[1]!);
};

const heroiconNames = (icons: Record<string, unknown>) => Object.keys(icons).map(heroiconName).sort();

export const iconSetLoaders: Record<IconSetId, () => Promise<IconSet>> = {
  feather: async () => ({
    namespace: 'feather',
    name: 'Feather',
    grid: 'icon-size-24',
    list: Object.keys((await import('feather-icons/dist/icons.json')).default).sort(),
  }),
  'heroicons-outline': async () => ({
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-24',
    list: heroiconNames(await import('@heroicons/react/24/outline')),
  }),
  'heroicons-solid': async () => ({
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-24',
    list: heroiconNames(await import('@heroicons/react/24/solid')),
  }),
  'material-solid': async () => ({ namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-24', list: await materialNames() }),
  'material-outline': async () => ({
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-24',
    list: await materialNames(),
  }),
  'material-twotone': async () => ({
    namespace: 'mat_twotone',
    name: 'Material Twotone',
    grid: 'icon-size-24',
    list: await materialNames(),
  }),
};
