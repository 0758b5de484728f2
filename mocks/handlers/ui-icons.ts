import { iconsEndpoints } from '@/features/icons/endpoints';
import { iconSets, isIconSet } from '@/features/icons/schemas';
import { defineArea, endpoint, refuse } from '../api';
import { iconSetLoaders } from '../data/icons';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

/** The icon gallery's sets (template-apps.md point 7, Icons). */
export const iconsArea = defineArea('Icons', [
  pageEndpoint(
    iconsEndpoints.set,
    {
      rule: `Path parameter set (${iconSets.join(', ')}): {namespace, name, grid, list}, the names from the icon packages; an unknown set is refused.`,
    },
    async ({ params }) => {
      const set = String(params.set);
      if (!isIconSet(set)) refuse('set', `There is no icon set "${set}". Sets: ${iconSets.join(', ')}.`);
      return iconSetLoaders[set]();
    },
  ),
]);
