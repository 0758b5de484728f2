import type { PageRoute } from '@/lib/query';
import { IconsPage } from './IconsPage';

/** `/{lang}/ui/icons/:set?`: the set loads with its own code (the page chooses what to fetch as it shows it). */
export const iconsRoute: PageRoute = { Component: IconsPage };
