import { useTranslation } from 'react-i18next';
import { Markdown, RetryBanner, Skeleton } from '@/components';
import { useLocale } from '@/lib/i18n';
import { useDocumentClient } from './api/document-client';
import { documentPath, useDocument } from './api/get-document';
import { documentFile, documentLanguageOf, exampleConfigurationFile, type DocumentId } from './schemas';

/**
 * One of the product's documents, fetched from the API in the page's language (German, English or
 * Arabic; English for a language without documents, marked as English so that it is read as such). The guide
 * ends with the example configuration, a JSON file the markdown component fetches itself and shows as code.
 */
export function DocumentView({ documentId }: { documentId: DocumentId }) {
  const { t } = useTranslation('docs');
  const locale = useLocale();
  const language = documentLanguageOf(locale);
  const document = useDocument(documentFile(documentId, language));
  const http = useDocumentClient();
  const title = t(`documents.${documentId}.title`);
  if (document.isPending)
    return (
      <div role="status" aria-label={t('loading', { title })}>
        {['40%', '100%', '90%', '96%', '70%'].map((width, index) => (
          <p key={index}>
            <Skeleton width={width} />
          </p>
        ))}
      </div>
    );
  if (document.isError)
    return <RetryBanner title={t('loadFailed', { title })} onRetry={() => void document.refetch()} isRetrying={document.isFetching} />;
  return (
    <>
      <Markdown data={document.data} lang={locale.startsWith(language) ? undefined : language} aria-label={title} />
      {documentId === 'getting-started' ? (
        <Markdown src={documentPath(exampleConfigurationFile)} http={http} aria-label={t('exampleConfiguration')} />
      ) : null}
    </>
  );
}
