import type { IconName } from './icons';

/**
 * The id of an icon's symbol in the page's sprite. A module of its own, so that a script that only
 * draws a symbol (the plain toasts, in the app's first script) does not carry the list of names.
 */
export const iconSymbolId = (name: IconName) => `icon-${name}`;
