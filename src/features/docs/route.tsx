import { Navigate, useParams } from 'react-router';
import { useLocale } from '@/lib/i18n';
import type { PageRoute } from '@/lib/query';
import { paths } from '@/lib/paths';
import { ChangelogPage, GettingStartedPage } from './DocumentPage';

/** `/{lang}/docs/...`: the documents the shortcuts link to; any other document is not there. */
function DocsRoute() {
  const locale = useLocale();
  const path = useParams()['*'] ?? '';
  if (path === 'changelog') return <ChangelogPage />;
  if (path === 'guides/getting-started/introduction') return <GettingStartedPage />;
  return <Navigate to={paths.notFound(locale)} replace />;
}

import { MarkdownPage } from './MarkdownPage';

export const docsRoute: PageRoute = { Component: DocsRoute };
export const markdownRoute: PageRoute = { Component: MarkdownPage };
