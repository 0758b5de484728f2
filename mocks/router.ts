import { getResponse, http } from 'msw';
import type { Area } from './api';

/** Where an area answers (paths relative to the API base, as the spec writes them) and how it loads. */
export interface AreaEntry {
  prefixes: readonly string[];
  load: () => Promise<Area>;
}

const longestPrefix = 4;

/**
 * The fake backend's front door: one handler that finds a request's area by its path prefix (a map
 * look-up, not a try of every endpoint), loads that area on its first request (its sample data and
 * faker come with it) and lets only that area's endpoints answer. Anything that is not the API (the
 * app's scripts, styles, fonts, Vite's own requests) is turned away by the one prefix check.
 */
export function createApiRouter(entries: readonly AreaEntry[], basePath = '/') {
  const byPrefix = new Map<string, AreaEntry>();
  for (const entry of entries) {
    for (const prefix of entry.prefixes) {
      if (byPrefix.has(prefix)) throw new Error(`Two areas answer "${prefix}"`);
      byPrefix.set(prefix, entry);
    }
  }
  const loaded = new Map<AreaEntry, Promise<Area>>();

  /** The area of a path such as `/api/apps/contacts/contact`: the longest known prefix wins. */
  function areaOf(pathname: string): AreaEntry | undefined {
    if (!pathname.startsWith(basePath)) return undefined;
    const segments = pathname.slice(basePath.length).split('/', longestPrefix);
    for (let length = segments.length; length > 0; length--) {
      const entry = byPrefix.get(segments.slice(0, length).join('/'));
      if (entry) return entry;
    }
    return undefined;
  }

  const load = (entry: AreaEntry) => {
    let area = loaded.get(entry);
    if (!area) {
      area = entry.load();
      loaded.set(entry, area);
    }
    return area;
  };

  return http.all(
    ({ request }) => areaOf(new URL(request.url).pathname) !== undefined,
    async ({ request }) => {
      const entry = areaOf(new URL(request.url).pathname);
      if (!entry) return undefined;
      const area = await load(entry);
      // Nothing answered: the request falls through to the unhandled-request rule, as any unknown path.
      return getResponse(area.handlers, request);
    },
  );
}

/** Every area at once, e.g. for a listing of all endpoints. */
export const loadAreas = (entries: readonly AreaEntry[]) => Promise.all(entries.map((entry) => entry.load()));
