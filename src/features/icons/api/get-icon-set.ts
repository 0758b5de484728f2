import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { iconsEndpoints } from '../endpoints';
import { loadIconPictures } from '../pictures';
import type { IconSetId } from '../schemas';

/** A set's names (`GET api/ui/icons/{set}`); a set's names do not change during a visit. */
export const useIconSet = (set: string) =>
  useQuery({
    queryKey: ['icons', 'set', set],
    queryFn: ({ signal }) => http.call(iconsEndpoints.set, { path: { set }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** A set's pictures: their own chunk, loaded the first time the set is shown. */
export const useIconPictures = (set: IconSetId | undefined) =>
  useQuery({
    queryKey: ['icons', 'pictures', set],
    queryFn: async () => (await loadIconPictures[set!]()).default,
    enabled: set !== undefined,
    staleTime: Infinity,
  });
