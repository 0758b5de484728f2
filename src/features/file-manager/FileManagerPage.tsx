import { Fragment, useMemo, useState } from 'react';
import { Button as AriaButton, FileTrigger, GridList, GridListItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  appHeader,
  appPage,
  Breadcrumbs,
  Button,
  Drawer,
  EmptyState,
  Icon,
  IconButton,
  Link,
  PageTitle,
  RetryBanner,
  Skeleton,
  Text,
  toasts,
  useConfirm,
  visuallyHidden,
} from '@/components';
import { HttpError, refusalOf } from '@/lib/http';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSmallScreen } from '@/lib/theme';
import { useDeleteItem, useDownload, useNewFolder, useUploadFile } from './api/change-file-manager';
import { useFolder } from './api/get-folder';
import { FileDetails } from './FileDetails';
import { FileIcon } from './FileIcon';
import * as styles from './FileManager.css';
import { NewFolderDialog } from './NewFolderDialog';
import { fileRules, type FileItem, type FileSortKey } from './schemas';
import { localSize } from './size';
import { sortedItems, sortOf } from './sort';

/** A name with the places it may wrap at marked: after a hyphen or underscore, and before its ending. */
function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=[-_])|(?=\.[^.\s]+$)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

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
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : undefined;
  const sort = sortOf(params);
  const smallScreen = useSmallScreen();
  const folder = useFolder(folderId);
  const [chosen, setChosen] = useState<{ folder: string | null; id: string } | null>(null);
  const [naming, setNaming] = useState(false);
  const confirm = useConfirm();
  const newFolder = useNewFolder(folderId);
  const upload = useUploadFile(folderId);
  const remove = useDeleteItem();
  const download = useDownload();

  const kindLabel = (item: FileItem) => t(`kinds.${item.type}`);
  const collator = useMemo(() => new Intl.Collator(lang, { numeric: true, sensitivity: 'base' }), [lang]);
  const items = folder.data
    ? sortedItems([...folder.data.folders, ...folder.data.files], sort.key, sort.direction, kindLabel, collator.compare)
    : [];
  // What was chosen belongs to the folder it was chosen in.
  const chosenItem = chosen?.folder === folderId ? items.find((entry) => entry.id === chosen.id) : undefined;
  const openFolder = (id: string) => void navigate(paths.fileManager(lang, id, view));
  const current = folder.data?.path.at(-1);
  const unknownFolder = folder.error instanceof HttpError && folder.error.status === 400;

  const crumbs = [
    { id: 'root', label: t('root'), href: paths.fileManager(lang, null, view) },
    ...(folder.data?.path ?? []).map((entry) => ({ id: entry.id, label: entry.name, href: paths.fileManager(lang, entry.id, view) })),
  ];

  /** The order by a column: the same column again turns it round; kept in the address, as the view is. */
  const sortBy = (key: FileSortKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const descending = sort.key === key && sort.direction === 'ascending';
        if (key === 'name') next.delete('sort');
        else next.set('sort', key);
        if (descending) next.set('dir', 'desc');
        else next.delete('dir');
        return next;
      },
      { replace: true },
    );

  const uploadFiles = (files: FileList | null) => {
    for (const file of files ? [...files] : []) {
      if (file.size > fileRules.maxBytes) {
        toasts.show(
          { tone: 'critical', title: t('uploadTooLarge', { name: file.name, max: fileRules.maxBytes / 1024 / 1024 }) },
          { timeout: 0 },
        );
        continue;
      }
      upload.mutate(file, {
        onSuccess: (created) => toasts.show({ tone: 'success', title: t('uploaded', { name: created.name }) }),
        onError: (error) =>
          toasts.show(
            { tone: 'critical', title: t(refusalOf(error) ? 'uploadRefused' : 'uploadFailed', { name: file.name }) },
            { timeout: 0 },
          ),
      });
    }
  };

  const deleteItem = async (item: FileItem) => {
    const answer = await confirm({
      title: t('deleteTitle', { name: item.name }),
      message: t(item.type === 'folder' ? 'deleteFolderMessage' : 'deleteFileMessage'),
      confirmLabel: t('delete'),
      tone: 'danger',
    });
    if (answer !== 'confirmed') return;
    remove.mutate(item, {
      onSuccess: () => {
        setChosen(null);
        toasts.show({ tone: 'success', title: t('deleted', { name: item.name }) });
      },
      onError: () => toasts.show({ tone: 'critical', title: t('deleteFailed', { name: item.name }) }, { timeout: 0 }),
    });
  };

  const details = chosenItem ? (
    <FileDetails
      key={chosenItem.id}
      item={chosenItem}
      onOpenFolder={openFolder}
      actions={
        <>
          {chosenItem.hasContent ? (
            <Button
              variant="secondary"
              icon="arrow-down"
              isLoading={download.isPending}
              onPress={() =>
                download.mutate(chosenItem, {
                  onError: () => toasts.show({ tone: 'critical', title: t('downloadFailed', { name: chosenItem.name }) }, { timeout: 0 }),
                })
              }
            >
              {t('download')}
            </Button>
          ) : null}
          <Button variant="danger" icon="trash" onPress={() => void deleteItem(chosenItem)}>
            {t('delete')}
          </Button>
        </>
      }
    />
  ) : null;

  const columns: { key: FileSortKey; className?: string }[] = [
    { key: 'name' },
    { key: 'kind', className: styles.wideOnly },
    { key: 'size' },
    { key: 'modified', className: styles.wideOnly },
  ];

  return (
    <main className={appPage} aria-labelledby="files-title">
      <header className={appHeader}>
        <PageTitle id="files-title" title={t('title')} subtitle={<Breadcrumbs items={crumbs} label={t('breadcrumbs')} />} />
        <div className={styles.headerActions}>
          {folder.data ? (
            <>
              <Button variant="secondary" icon="plus" onPress={() => setNaming(true)}>
                {t('newFolder')}
              </Button>
              <FileTrigger acceptedFileTypes={[...fileRules.accept]} allowsMultiple onSelect={uploadFiles}>
                <Button icon="arrow-up" isLoading={upload.isPending}>
                  {t('upload')}
                </Button>
              </FileTrigger>
            </>
          ) : null}
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
        </div>
      </header>
      {naming ? (
        <NewFolderDialog
          parentName={current?.name ?? t('root')}
          takenNames={items.map((entry) => entry.name)}
          isSaving={newFolder.isPending}
          failure={newFolder.isError ? t('folderFailed') : null}
          onCreate={(name) =>
            newFolder.mutate(name, {
              onSuccess: (created) => {
                setNaming(false);
                newFolder.reset();
                setChosen({ folder: folderId, id: created.id });
                toasts.show({ tone: 'success', title: t('folderCreated', { name: created.name }) });
              },
            })
          }
          onClose={() => {
            setNaming(false);
            newFolder.reset();
          }}
        />
      ) : null}
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
            <>
              {view === 'list' ? (
                <div className={styles.listHeader} role="group" aria-label={t('sortGroup')}>
                  <span />
                  {columns.map(({ key, className }) => {
                    const active = sort.key === key;
                    return (
                      <span key={key} className={className}>
                        <AriaButton className={`${styles.sortButton} ${active ? styles.sortedColumn : ''}`} onPress={() => sortBy(key)}>
                          {t(`columns.${key}`)}
                          {active ? (
                            <>
                              <Icon name={sort.direction === 'ascending' ? 'chevron-up' : 'chevron-down'} size="sm" />
                              <span className={visuallyHidden}>{t(`sorted.${sort.direction}`)}</span>
                            </>
                          ) : null}
                        </AriaButton>
                      </span>
                    );
                  })}
                </div>
              ) : null}
              <GridList
                aria-label={t('contentsOf', { name: current?.name ?? t('root') })}
                layout={view === 'list' ? 'stack' : 'grid'}
                className={view === 'list' ? styles.list : styles.grid}
                items={items}
                // The items are the same records in either view: the view must redraw them.
                dependencies={[view, sort.key, sort.direction]}
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
                      <span className={styles.name} title={entry.name}>
                        {entry.name}
                      </span>
                      <span className={`${styles.meta} ${styles.wideOnly}`}>{t(`kinds.${entry.type}`)}</span>
                      <span className={styles.meta}>{entry.type === 'folder' ? '' : <bdi>{localSize(entry.size, format)}</bdi>}</span>
                      <span className={`${styles.meta} ${styles.wideOnly}`}>{format.date(entry.modifiedAt, { dateStyle: 'medium' })}</span>
                    </GridListItem>
                  ) : (
                    <GridListItem id={entry.id} textValue={entry.name} className={styles.gridItem}>
                      <FileIcon kind={entry.type} size="xl" />
                      <span className={styles.gridName} title={entry.name}>
                        <BreakableName name={entry.name} />
                      </span>
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
            </>
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
