/** The icon sets the gallery shows (template-apps.md point 7, Icons), in the order it offers them. */
export const iconSets = [
  'heroicons-outline',
  'heroicons-solid',
  'material-outline',
  'material-solid',
  'material-twotone',
  'feather',
] as const;
export type IconSetId = (typeof iconSets)[number];

export const isIconSet = (value: string | undefined): value is IconSetId => (iconSets as readonly string[]).includes(value ?? '');

/** `GET api/ui/icons/{set}`: the set's namespace, its name, its design grid as a size class, and its icon names. */
export interface IconSet {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

/** The sizes an icon can be looked at in, in pixels. */
export const iconSizes = [16, 20, 24, 32, 48, 64] as const;
/**
 * Heroicons' names as its files have them (`arrow-path`, `cog-6-tooth`, `h1`) from its React exports
 * (`ArrowPathIcon`, `Cog6ToothIcon`, `H1Icon`), and back.
 */
export const heroiconName = (exportName: string) =>
  exportName
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/([a-z]{2,})(\d)/g, '$1-$2')
    .replace(/(\d)([a-z])/g, '$1-$2');

export const heroiconComponentName = (name: string) =>
  `${name.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Icon`;
