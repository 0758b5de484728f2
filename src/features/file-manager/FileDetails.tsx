import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Text } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useFolderContents } from './api/get-folder';
import { FileIcon } from './FileIcon';
import * as styles from './FileManager.css';
import type { FileItem } from './schemas';
import { localSize } from './size';

export interface FileDetailsProps {
  item: FileItem;
  onOpenFolder: (folderId: string) => void;
  /** What can be done with it (download, delete), below its facts. */
  actions?: ReactNode;
}

/** What is known of one item: who made it and when, its size, and for a folder what is in it and what it is for. */
export function FileDetails({ item, onOpenFolder, actions }: FileDetailsProps) {
  const { t } = useTranslation('file-manager');
  const format = useFormatters();
  const isFolder = item.type === 'folder';
  // The server says a folder's contents in English; counted here from its listing, they read in the page's language.
  const inside = useFolderContents(item.id, isFolder);
  const contents = inside.data
    ? [
        inside.data.folders.length ? t('folderCount', { count: inside.data.folders.length }) : '',
        t('fileCount', { count: inside.data.files.length }),
      ]
        .filter(Boolean)
        .join(', ')
    : '…';
  const when = (iso: string) => format.date(iso, { dateStyle: 'long', timeStyle: 'short' });
  const facts: [string, string][] = [
    [t('details.kind'), t(`kinds.${item.type}`)],
    [t('details.createdBy'), item.createdBy],
    [t('details.createdAt'), when(item.createdAt)],
    [t('details.modifiedAt'), when(item.modifiedAt)],
    [t('details.size'), localSize(item.size, format)],
    ...(isFolder ? ([[t('details.contents'), contents]] as [string, string][]) : []),
  ];
  return (
    <section className={styles.detailsBody} aria-labelledby="file-details-title">
      <div className={styles.detailsHead}>
        <FileIcon kind={item.type} size="xl" />
        <Heading level={2} size={4} id="file-details-title">
          {item.name}
        </Heading>
      </div>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {item.description ? (
        <div>
          <Text as="p" size="sm" tone="secondary">
            {t('details.description')}
          </Text>
          <Text as="p">{item.description}</Text>
        </div>
      ) : null}
      {!isFolder && !item.hasContent ? (
        <Text as="p" size="sm" tone="secondary">
          {t('details.sampleOnly')}
        </Text>
      ) : null}
      <div className={styles.detailsActions}>
        {isFolder ? (
          <Button icon="folder" onPress={() => onOpenFolder(item.id)}>
            {t('details.open')}
          </Button>
        ) : null}
        {actions}
      </div>
    </section>
  );
}
