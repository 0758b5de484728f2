import { useState } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  appHeader,
  appPage,
  Breadcrumbs,
  Drawer,
  EmptyState,
  IconButton,
  Link,
  PageTitle,
  RetryBanner,
  Skeleton,
  Text,
} from '@/components';
import { HttpError } from '@/lib/http';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSmallScreen } from '@/lib/theme';
import { useFolder } from './api/get-folder';
import { FileDetails } from './FileDetails';
import { FileIcon } from './FileIcon';
import * as styles from './FileManager.css';
import { localSize } from './size';

/**
 * Dateien, the shared files (`/{lang}/file-manager/{folderId}`): one folder's folders and files as a grid
 * or a list (`?view=list`), the way back up as breadcrumbs, and the chosen item's details beside them.
 * A click chooses an item; a double click or Enter opens a folder; arrows move through the grid.
 */
export function FileManagerPage() {
  const { t } = useTranslation('file-manager');
  const format = useFormatters();
  const lang = useLocale();
  const navigate = useNavigate();
  const { folderId = null } = useParams();
  const [params] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : undefined;
  const smallScreen = useSmallScreen();
  const folder = useFolder(folderId);
  const [chosen, setChosen] = useState<{ folder: string | null; id: string } | null>(null);

  const items = folder.data ? [...folder.data.folders, ...folder.data.files] : [];
  // What was chosen belongs to the folder it was chosen in.
  const chosenItem = chosen?.folder === folderId ? items.find((entry) => entry.id === chosen.id) : undefined;
  const openFolder = (id: string) => void navigate(paths.fileManager(lang, id, view));
  const current = folder.data?.path.at(-1);
  const unknownFolder = folder.error instanceof HttpError && folder.error.status === 400;

  const crumbs = [
    { id: 'root', label: t('root'), href: paths.fileManager(lang, null, view) },
    ...(folder.data?.path ?? []).map((entry) => ({ id: entry.id, label: entry.name, href: paths.fileManager(lang, entry.id, view) })),
  ];

  const details = chosenItem ? <FileDetails key={chosenItem.id} item={chosenItem} onOpenFolder={openFolder} /> : null;

  return (
    <main className={appPage} aria-labelledby="files-title">
      <header className={appHeader}>
        <PageTitle id="files-title" title={t('title')} subtitle={<Breadcrumbs items={crumbs} label={t('breadcrumbs')} />} />
        <div className={styles.viewChoice}>
          <IconButton
            icon="view-columns"
            label={t('grid')}
            isPressed={view !== 'list'}
            onPress={() => void navigate(paths.fileManager(lang, folderId, undefined), { replace: true })}
          />
          <IconButton
            icon="list-bullet"
            label={t('list')}
            isPressed={view === 'list'}
            onPress={() => void navigate(paths.fileManager(lang, folderId, 'list'), { replace: true })}
          />
        </div>
      </header>
      <div className={styles.panes}>
        <div className={styles.content}>
          {folder.isPending ? (
            <div role="status" aria-label={t('loading')}>
              <Skeleton height="148px" />
            </div>
          ) : unknownFolder ? (
            <EmptyState
              icon="folder"
              title={t('unknownTitle')}
              text={t('unknownText')}
              headingLevel={2}
              action={<Link href={paths.fileManager(lang, null, view)}>{t('toRoot')}</Link>}
            />
          ) : folder.isError && !folder.data ? (
            <RetryBanner title={t('loadFailed')} onRetry={() => void folder.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState icon="folder" title={t('emptyTitle')} text={t('emptyText')} headingLevel={2} />
          ) : (
            <GridList
              aria-label={t('contentsOf', { name: current?.name ?? t('root') })}
              layout={view === 'list' ? 'stack' : 'grid'}
              className={view === 'list' ? styles.list : styles.grid}
              items={items}
              // The items are the same records in either view: the view must redraw them.
              dependencies={[view]}
              selectionMode="single"
              selectionBehavior="replace"
              selectedKeys={chosenItem ? [chosenItem.id] : []}
              onSelectionChange={(keys) => {
                const [id] = keys === 'all' ? [] : [...keys];
                setChosen(id === undefined ? null : { folder: folderId, id: String(id) });
              }}
              onAction={(key) => {
                const entry = items.find((candidate) => candidate.id === key);
                if (entry?.type === 'folder') openFolder(entry.id);
                else if (entry) setChosen({ folder: folderId, id: entry.id });
              }}
            >
              {(entry) =>
                view === 'list' ? (
                  <GridListItem id={entry.id} textValue={entry.name} className={styles.listItem}>
                    <FileIcon kind={entry.type} />
                    <span className={styles.name}>{entry.name}</span>
                    <span className={`${styles.meta} ${styles.wideOnly}`}>{t(`kinds.${entry.type}`)}</span>
                    <span className={styles.meta}>{entry.type === 'folder' ? '' : <bdi>{localSize(entry.size, format)}</bdi>}</span>
                    <span className={`${styles.meta} ${styles.wideOnly}`}>{format.date(entry.modifiedAt, { dateStyle: 'medium' })}</span>
                  </GridListItem>
                ) : (
                  <GridListItem id={entry.id} textValue={entry.name} className={styles.gridItem}>
                    <FileIcon kind={entry.type} size="xl" />
                    <span className={styles.gridName}>{entry.name}</span>
                    <span className={styles.tileMeta}>
                      {entry.type === 'folder' ? (
                        t('kinds.folder')
                      ) : (
                        <>
                          {t(`kinds.${entry.type}`)} · <bdi className={styles.size}>{localSize(entry.size, format)}</bdi>
                        </>
                      )}
                    </span>
                  </GridListItem>
                )
              }
            </GridList>
          )}
        </div>
        {smallScreen ? (
          <Drawer
            title={t('details.title')}
            isOpen={!!chosenItem}
            onOpenChange={(open) => (open ? undefined : setChosen(null))}
            width="min(100vw, 400px)"
            flush
          >
            {details}
          </Drawer>
        ) : (
          <aside className={styles.details} aria-label={t('details.title')}>
            {details ?? (
              <div className={styles.message}>
                <Text as="p" tone="secondary">
                  {t('details.choose')}
                </Text>
              </div>
            )}
          </aside>
        )}
      </div>
    </main>
  );
}
