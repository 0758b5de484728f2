import { Navigate, useLocation, useParams } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { findSamplePage, type SampleSection } from './catalog';

/**
 * `/{lang}/{section}/{id}/*`: a template app by the template's path, where the app's own route did not
 * match. One that is a page of the product menu moves to the product's path (keeping the rest of the
 * path and the query); anything else is not found.
 */
export function SampleAppRoute({ section }: { section: SampleSection }) {
  const { id, '*': rest } = useParams();
  const { search, hash } = useLocation();
  const lang = useLocale();
  const page = findSamplePage(section, id);
  if (!page?.productPath) return <Navigate to={paths.notFound(lang)} replace />;
  const pathname = [`/${lang}/${page.productPath}`, rest].filter(Boolean).join('/');
  return <Navigate to={{ pathname, search, hash }} replace />;
}
