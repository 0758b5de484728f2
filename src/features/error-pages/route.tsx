import { useRouteError, useSearchParams } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** `/{lang}/not-found`, with `?noCompany` for a company that does not exist. */
export function NotFoundRoute() {
  const [params] = useSearchParams();
  return <NotFoundPage noCompany={params.has('noCompany')} />;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return <ErrorPage />;
}
