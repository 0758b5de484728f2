import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem, NavigationSetName } from '@/components';
import { useNavigationSets } from '../api/get-navigation';
import { withRoleRules, type MenuContext } from './menu-visibility';
import { translateNavigation } from './translate-navigation';

/** One navigation set, translated into the page's locale and carrying the role rules as `hidden`. */
export function useMenu(set: NavigationSetName): { items: NavigationItem<MenuContext>[]; isPending: boolean; isError: boolean } {
  const { t } = useTranslation('shell');
  const sets = useNavigationSets();
  const items = useMemo(() => (sets.data ? translateNavigation(withRoleRules(sets.data[set]), t) : []), [sets.data, set, t]);
  return { items, isPending: sets.isPending, isError: sets.isError };
}
