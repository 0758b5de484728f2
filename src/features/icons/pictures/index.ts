import type { IconSetId } from '../schemas';
import type { IconPicture } from './types';

/** Each set's pictures are their own chunk, loaded when the set is first shown. */
export const loadIconPictures: Record<IconSetId, () => Promise<{ default: IconPicture }>> = {
  'heroicons-outline': () => import('./heroicons-outline'),
  'heroicons-solid': () => import('./heroicons-solid'),
  'material-outline': () => import('./material-outline'),
  'material-solid': () => import('./material-solid'),
  'material-twotone': () => import('./material-twotone'),
  feather: () => import('./feather'),
};

export type { IconPicture } from './types';
