import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { iconsEndpoints } from '../endpoints';
import { loadIconPictures } from '../pictures';
import type { IconSetId } from '../schemas';

/** A set's names (`GET api/ui/icons/{set}`); a set's names do not change during a visit. */
export const iconSetQueryOptions = (set: string) =>
  queryOptions({
    queryKey: ['icons', 'set', set] as const,
    queryFn: ({ signal }) => http.call(iconsEndpoints.set, { path: { set }, signal }),
    staleTime: Infinity,
    retry: false,
  });

export const useIconSet = (set: string) => useQuery(iconSetQueryOptions(set));

/** A set's pictures: their own chunk, loaded the first time the set is shown; nothing for a set that is not one. */
export const iconPicturesQueryOptions = (set: IconSetId | undefined) =>
  queryOptions({
    queryKey: ['icons', 'pictures', set] as const,
    queryFn: async () => (await loadIconPictures[set!]()).default,
    enabled: set !== undefined,
    staleTime: Infinity,
  });

export const useIconPictures = (set: IconSetId | undefined) => useQuery(iconPicturesQueryOptions(set));
