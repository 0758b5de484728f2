import { Navigate, useParams } from 'react-router';
import { useLocale } from '@/lib/i18n';
import type { PageRoute } from '@/lib/query';
import { paths } from '@/lib/paths';
import { prefetchDocument } from './api/get-document';
import { DocumentPage } from './DocumentPage';
import { MarkdownPage, markdownTabDocument } from './MarkdownPage';
import type { DocumentId } from './schemas';

/** The documents the shortcuts link to, by their address below `/{lang}/docs/`; any other is not there. */
const documentAt = (path: string | undefined): DocumentId | undefined =>
  path === 'changelog' ? 'changelog' : path === 'guides/getting-started/introduction' ? 'getting-started' : undefined;

/** `/{lang}/docs/...`: the documents the shortcuts link to; any other document is not there. */
function DocsRoute() {
  const locale = useLocale();
  const documentId = documentAt(useParams()['*']);
  if (!documentId) return <Navigate to={paths.notFound(locale)} replace />;
  return <DocumentPage key={documentId} documentId={documentId} />;
}

export const docsRoute: PageRoute = {
  Component: DocsRoute,
  prefetch: (queryClient, { params }) => {
    const documentId = documentAt(params['*']);
    if (documentId) prefetchDocument(queryClient, documentId, params['lang'] ?? '');
  },
};

/** `/{lang}/ui/markdown/:tab?`: the document of the tab shown (the changelog without one). */
export const markdownRoute: PageRoute = {
  Component: MarkdownPage,
  prefetch: (queryClient, { params }) => {
    const documentId = markdownTabDocument(params['tab']);
    if (documentId) prefetchDocument(queryClient, documentId, params['lang'] ?? '');
  },
};
