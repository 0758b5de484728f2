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

/** The path segments of the call room's pages. */
const callSegments = new Set(['call', 'videocall']);

/**
 * Call pages show only the call (spec point 2, classy layout: "any path containing call, except
 * analytics/videocall"). Read as the call room's pages: a path with a `call` or `videocall`
 * segment, but the video-call analytics. A help article, a guide or a course about calls
 * (`/help/faqs/calls`, `/apps/academy/call-basics`) is a page like any other, in the frame.
 */
export function isCallPath(pathname: string): boolean {
  if (pathname.includes('analytics/videocall')) return false;
  return pathname.split('/').some((segment) => callSegments.has(segment.toLowerCase()));
}
