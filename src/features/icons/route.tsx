import type { PageRoute } from '@/lib/query';
import { iconPicturesQueryOptions, iconSetQueryOptions } from './api/get-icon-set';
import { IconsPage } from './IconsPage';
import { isIconSet } from './schemas';

/** `/{lang}/ui/icons/:set?`: the set's names and its pictures (an address without a set is sent on to the first). */
export const iconsRoute: PageRoute = {
  Component: IconsPage,
  prefetch: (queryClient, { params: { set } }) => {
    if (!set) return;
    void queryClient.prefetchQuery(iconSetQueryOptions(set));
    if (isIconSet(set)) void queryClient.prefetchQuery(iconPicturesQueryOptions(set));
  },
};
