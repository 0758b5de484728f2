import type { NavigationAppearance, NavigationSetName } from '@/components';
import type { Layout } from '@/lib/app-config';

/** How one layout arranges the navigation, top bar, content and footer. */
export type LayoutDefinition =
  | { kind: 'empty' }
  | {
      kind: 'vertical';
      set: NavigationSetName;
      appearance: NavigationAppearance;
      /** What the navigation's head shows: the product's name, the mark alone, or the user (classy). */
      header: 'brand' | 'logo' | 'user';
      /** Futuristic shows the user at the foot of the navigation. */
      userInFooter?: boolean;
      quickChat: boolean;
    }
  | {
      kind: 'horizontal';
      /** Modern puts the menu in the top bar; the others in a bar of its own below it. */
      menu: 'in-top-bar' | 'below-top-bar';
      /** Centered and material hold the page in a centred column; centered in a card. */
      width: 'full' | 'centered';
      quickChat: boolean;
    };

/**
 * The eleven layouts (spec point 2; REFERENCE.md: which navigation set and appearance each uses).
 * Horizontal layouts fall back to the default set as an over-mode side navigation on small screens.
 */
export const layoutDefinitions: Record<Layout, LayoutDefinition> = {
  empty: { kind: 'empty' },
  classic: { kind: 'vertical', set: 'default', appearance: 'default', header: 'brand', quickChat: true },
  classy: { kind: 'vertical', set: 'default', appearance: 'default', header: 'user', quickChat: true },
  compact: { kind: 'vertical', set: 'compact', appearance: 'compact', header: 'logo', quickChat: true },
  dense: { kind: 'vertical', set: 'default', appearance: 'dense', header: 'logo', quickChat: true },
  futuristic: { kind: 'vertical', set: 'futuristic', appearance: 'default', header: 'brand', userInFooter: true, quickChat: true },
  thin: { kind: 'vertical', set: 'compact', appearance: 'thin', header: 'logo', quickChat: true },
  centered: { kind: 'horizontal', menu: 'below-top-bar', width: 'centered', quickChat: false },
  enterprise: { kind: 'horizontal', menu: 'below-top-bar', width: 'full', quickChat: true },
  material: { kind: 'horizontal', menu: 'below-top-bar', width: 'centered', quickChat: false },
  modern: { kind: 'horizontal', menu: 'in-top-bar', width: 'full', quickChat: true },
};

/**
 * Call pages show only the call: any path containing `call`, except the video-call analytics page
 * (spec point 2, classy layout).
 */
export function isCallPath(pathname: string): boolean {
  return pathname.includes('call') && !pathname.includes('analytics/videocall');
}
