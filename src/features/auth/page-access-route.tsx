import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { NotAllowedPage } from '@/features/error-pages';
import { mayOpen, userQueryOptions, type PageAccess } from '@/features/user';

/**
 * The route guard of a page's role (spec point 6): the same page-access table the menu reads. A role
 * the table keeps out gets the not-allowed page in the frame, at once when the role changes while the
 * page is open (the demo tools). Until the role is known, nothing of the page is drawn; a user that
 * cannot be read leaves the decision to the server, which refuses the page's data alike.
 */
export function PageAccessOutlet({ page }: { page: PageAccess }) {
  const user = useQuery(userQueryOptions());
  if (user.isPending) return null;
  if (user.data && !mayOpen(page, user.data.role)) return <NotAllowedPage role={user.data.role} />;
  return <Outlet />;
}

/** The guard of `page` as a route's component. */
export function pageAccessRoute(page: PageAccess): ComponentType {
  return function PageAccessRoute() {
    return <PageAccessOutlet page={page} />;
  };
}
