import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';

/** An address with a scheme (`mailto:`, `tel:`, `https:`) or a host of its own is not a route of the app. */
const outsideTheApp = (href: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * react-aria asks for every link's href; React Router would resolve `mailto:anna@example.at` as a
 * path below the current page. Addresses outside the app keep their own.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return outsideTheApp(href) ? href : routed;
}

/** Lets the design system's links (react-aria `href`) navigate inside the app instead of reloading. */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
}
