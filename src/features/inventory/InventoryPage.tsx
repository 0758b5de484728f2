import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  appHeader,
  Button,
  Chip,
  DataTable,
  type DataTableColumn,
  Drawer,
  EmptyState,
  PageTitle,
  Pagination,
  RetryBanner,
  Select,
  Skeleton,
  type SortDescriptor,
  toasts,
  useConfirm,
} from '@/components';
import { QueryParamSearchField } from '@/features/search';
import { useFormatters } from '@/lib/i18n';
import { useCreateProduct, useDeleteProducts, useSetProductsActive } from './api/change-products';
import { inventoryKeys, useProducts } from './api/get-products';
import * as styles from './Inventory.css';
import { InventoryTagManager } from './InventoryTagManager';
import { ProductEditor, ProductForm } from './ProductEditor';
import { productsQueryFrom, withProductsQuery } from './products-query';
import { pageSizes, sortFields, stockLevel, type Product, type SortField } from './schemas';

const rowHeight = 56;
const noneSelected: ReadonlySet<string> = new Set();
const stockTones = { low: 'critical', medium: 'neutral', high: 'success' } as const;
const isSortField = (column: string): column is SortField => (sortFields as readonly string[]).includes(column);

/** A new search starts at the first page. */
const resetOnSearch = ['page'] as const;

/**
 * The inventory of a watch shop (`/{lang}/apps/inventory`): a page of products as the address bar asks
 * for it (search, sort, order, page, size, all sent to the server), rows chosen for bulk actions, and the
 * product opened from its row in a panel over the table (`?product=`).
 */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const query = productsQueryFrom(params);
  const openId = params.get('product');
  const products = useProducts(query);
  const pagination = products.data?.pagination;
  const rows = products.data?.products ?? [];

  const change = (next: URLSearchParams) => setParams(next, { replace: true });
  const showPage = (page: number) => change(withProductsQuery(params, { page }));
  const openProduct = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('product', id);
      else next.delete('product');
      return next;
    });

  // The server's lastPage counts the pages (the template's own quirk, next to its zero-based page).
  const lastIndex = Math.max(0, (pagination?.lastPage ?? 1) - 1);
  // A page beyond the last (an old link, the last product deleted) brings the user to the last page.
  const beyondLast = products.data && query.page > lastIndex ? lastIndex : null;
  useEffect(() => {
    if (beyondLast !== null) setParams((current) => withProductsQuery(current, { page: beyondLast }), { replace: true });
  }, [beyondLast, setParams]);

  // The choice is of rows on this page: another page, order or search starts afresh.
  const pageKey = inventoryKeys.page(query);
  const pageHash = JSON.stringify(pageKey);
  const [selection, setSelection] = useState<{ page: string; ids: Set<string> }>({ page: pageHash, ids: new Set() });
  const selected = selection.page === pageHash ? selection.ids : noneSelected;
  const setSelected = (ids: Set<string>) => setSelection({ page: pageHash, ids });

  const create = useCreateProduct();
  const createProduct = () =>
    create.mutate(undefined, {
      onSuccess: (created) => openProduct(created.id),
      onError: () => toasts.show({ tone: 'critical', title: t('createFailed') }, { timeout: 0 }),
    });

  const failed = () => toasts.show({ tone: 'critical', title: t('bulk.failed') }, { timeout: 0 });
  const remove = useDeleteProducts(pageKey, failed);
  const setActive = useSetProductsActive(pageKey, failed);
  const selectedIds = [...selected];
  const deleteSelected = async () => {
    const answer = await confirm({
      title: t('bulk.deleteTitle', { count: selectedIds.length }),
      message: t('bulk.deleteMessage'),
      confirmLabel: t('bulk.delete'),
      tone: 'danger',
    });
    if (answer !== 'confirmed') return;
    remove.mutate(selectedIds, {
      onSuccess: () => toasts.show({ tone: 'success', title: t('bulk.deleted', { count: selectedIds.length }) }),
    });
    setSelected(new Set());
  };
  const activateSelected = (active: boolean) => {
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: () =>
          toasts.show({ tone: 'success', title: t(active ? 'bulk.activated' : 'bulk.deactivated', { count: selectedIds.length }) }),
      },
    );
    setSelected(new Set());
  };

  // Closing the panel with something typed and not saved asks first: nothing typed goes unnoticed.
  const [editorDirty, setEditorDirty] = useState(false);
  const closeEditor = async () => {
    if (editorDirty) {
      const answer = await confirm({
        title: t('form.discardTitle'),
        message: t('form.discardMessage'),
        confirmLabel: t('form.discard'),
        tone: 'danger',
      });
      if (answer !== 'confirmed') return;
    }
    setEditorDirty(false);
    openProduct(null);
  };
  const deleteProduct = async (product: Product) => {
    const answer = await confirm({
      title: t('deleteTitle', { name: product.name }),
      message: t('bulk.deleteMessage'),
      confirmLabel: t('bulk.delete'),
      tone: 'danger',
    });
    if (answer !== 'confirmed') return;
    setEditorDirty(false);
    openProduct(null);
    remove.mutate([product.id], { onSuccess: () => toasts.show({ tone: 'success', title: t('deleted', { name: product.name }) }) });
  };

  const columns = useMemo<DataTableColumn<Product>[]>(
    () => [
      {
        id: 'thumbnail',
        header: t('columns.thumbnail'),
        width: '72px',
        hideOnPhone: true,
        cell: (product) =>
          product.thumbnail ? <img className={styles.thumbnail} src={product.thumbnail} alt="" /> : <span className={styles.thumbnail} />,
      },
      {
        id: 'name',
        header: t('columns.name'),
        sortValue: (product) => product.name,
        // The cell cuts a long name on one line; a phone's table gives it a second line instead.
        cell: (product) => product.name,
      },
      {
        id: 'sku',
        header: t('columns.sku'),
        width: '16%',
        hideOnPhone: true,
        sortValue: (product) => product.sku,
        cell: (product) => <span className={styles.numeric}>{product.sku || '—'}</span>,
      },
      {
        id: 'price',
        header: t('columns.price'),
        width: '14%',
        phoneWidth: '36%',
        sortValue: (product) => product.price,
        cell: (product) => <span className={styles.numeric}>{format.currency(product.price)}</span>,
      },
      {
        id: 'stock',
        header: t('columns.stock'),
        width: '16%',
        hideOnPhone: true,
        sortValue: (product) => product.stock,
        cell: (product) => {
          const level = stockLevel(product.stock);
          return (
            <span className={styles.stockCell}>
              <span className={styles.numeric}>{format.number(product.stock)}</span>
              <Chip tone={stockTones[level]}>{t(`stock.${level}`)}</Chip>
            </span>
          );
        },
      },
      {
        id: 'active',
        header: t('columns.active'),
        width: '14%',
        hideOnPhone: true,
        sortValue: (product) => String(product.active),
        cell: (product) => <Chip tone={product.active ? 'success' : 'neutral'}>{t(product.active ? 'active.yes' : 'active.no')}</Chip>,
      },
    ],
    [t, format],
  );

  const sort: SortDescriptor = { column: query.sort, direction: query.order === 'asc' ? 'ascending' : 'descending' };
  const changeSort = (next: SortDescriptor) => {
    if (isSortField(next.column))
      change(withProductsQuery(params, { sort: next.column, order: next.direction === 'ascending' ? 'asc' : 'desc', page: 0 }));
  };

  const length = pagination && 'length' in pagination ? pagination.length : 0;
  const tableHeight = (Math.min(Math.max(rows.length, 1), 10) + 1) * rowHeight;

  return (
    <main className={styles.page} aria-labelledby="inventory-title">
      <header className={appHeader}>
        <PageTitle
          id="inventory-title"
          title={t('title')}
          subtitle={pagination && 'length' in pagination ? t('count', { count: length }) : null}
        />
        <div className={styles.searchField}>
          <QueryParamSearchField label={t('search')} placeholder={t('searchPlaceholder')} name="search" resetParams={resetOnSearch} />
        </div>
        <InventoryTagManager />
        <Button icon="plus" onPress={createProduct} isLoading={create.isPending}>
          {t('newProduct')}
        </Button>
      </header>
      <div className={styles.body}>
        <section
          className={styles.tableCard}
          aria-label={t('products')}
          aria-busy={products.isFetching}
          {...ProductForm.preloadWhenReached}
        >
          {selected.size > 0 ? (
            <div className={styles.bulkBar} role="toolbar" aria-label={t('bulk.label')}>
              <span className={styles.bulkCount} aria-live="polite">
                {t('bulk.selected', { count: selected.size })}
              </span>
              <Button size="sm" variant="secondary" icon="check" onPress={() => activateSelected(true)}>
                {t('bulk.activate')}
              </Button>
              <Button size="sm" variant="secondary" icon="x-mark" onPress={() => activateSelected(false)}>
                {t('bulk.deactivate')}
              </Button>
              <Button size="sm" variant="danger" icon="trash" onPress={() => void deleteSelected()}>
                {t('bulk.delete')}
              </Button>
            </div>
          ) : null}
          {products.isPending || beyondLast !== null || products.data?.products === null ? (
            <div className={styles.message} role="status" aria-label={t('loading')}>
              <Skeleton height={`${rowHeight}px`} />
            </div>
          ) : products.isError && !products.data ? (
            <div className={styles.message}>
              <RetryBanner title={t('loadFailed')} onRetry={() => void products.refetch()} />
            </div>
          ) : rows.length === 0 ? (
            <div className={styles.message}>
              {query.search ? (
                <EmptyState
                  icon="magnifying-glass"
                  title={t('noResultsTitle')}
                  text={t('noResultsText', { query: query.search })}
                  headingLevel={2}
                />
              ) : (
                <EmptyState icon="archive-box" title={t('emptyTitle')} text={t('emptyText')} headingLevel={2} />
              )}
            </div>
          ) : (
            <DataTable
              label={t('products')}
              columns={columns}
              rows={rows}
              getRowId={(product) => product.id}
              height={tableHeight}
              rowHeight={rowHeight}
              selectionMode="multiple"
              selectedIds={selected}
              onSelectionChange={setSelected}
              sort={sort}
              onSortChange={changeSort}
              manualSorting
              onRowAction={(product) => openProduct(product.id)}
              minWidth="760px"
            />
          )}
          <footer className={styles.footer}>
            <div className={styles.pageSize}>
              <Select
                label={t('pageSize')}
                value={String(query.size)}
                options={pageSizes.map((size) => ({ id: String(size), label: format.number(size) }))}
                onChange={(value) => change(withProductsQuery(params, { size: Number(value), page: 0 }))}
              />
            </div>
            <Pagination
              length={length}
              size={query.size}
              page={Math.min(query.page, lastIndex)}
              lastPage={lastIndex}
              onPageChange={showPage}
              label={t('pagination')}
              formatNumber={(value) => format.number(value)}
            />
          </footer>
        </section>
      </div>
      <Drawer
        title={t('editor.title')}
        isOpen={!!openId}
        onOpenChange={(open) => (open ? undefined : void closeEditor())}
        width="min(100vw, 560px)"
      >
        {openId ? (
          <ProductEditor
            key={openId}
            productId={openId}
            onClose={() => void closeEditor()}
            onDelete={(product) => void deleteProduct(product)}
            onDirtyChange={setEditorDirty}
          />
        ) : null}
      </Drawer>
    </main>
  );
}
