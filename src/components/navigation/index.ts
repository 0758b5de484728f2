export { navigationSetNames, type NavigationItem, type NavigationItemType, type NavigationSetName, type NavigationSets } from './types';
