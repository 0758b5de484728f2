import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, lazyComponent, RetryBanner, Skeleton } from '@/components';
import { useProduct } from './api/get-products';
import * as styles from './Inventory.css';
import type { Product } from './schemas';

export interface ProductEditorProps {
  productId: string;
  /** Close asked for; the page asks first when something typed is not saved. */
  onClose: () => void;
  /** Delete asked for; the page confirms and deletes. */
  onDelete: (product: Product) => void;
  /** Whether something typed is not saved yet, so that closing the panel can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The form (with the form library and its resolver, the picture gallery) loads with the first
 * product opened, beside the product's data; the pointer or the keyboard reaching the table starts
 * it earlier.
 */
export const ProductForm = lazyComponent(() => import('./ProductForm').then((module) => module.ProductForm));

/** One product: loaded, then edited in its form. */
export function ProductEditor({ productId, ...props }: ProductEditorProps) {
  const { t } = useTranslation('inventory');
  const product = useProduct(productId);
  // The form's code comes beside the product's data, not after it.
  useEffect(() => void ProductForm.preload(), []);
  const loading = (
    <div className={styles.form} role="status" aria-label={t('editor.loading')}>
      <Skeleton height="200px" />
    </div>
  );
  if (product.isPending) return loading;
  if (product.isError)
    return (
      <div className={styles.form}>
        <RetryBanner title={t('editor.loadFailed')} onRetry={() => void product.refetch()} />
      </div>
    );
  if (!product.data)
    return (
      <div className={styles.form}>
        <Banner tone="info">{t('editor.notFound')}</Banner>
      </div>
    );
  return (
    <Suspense fallback={loading}>
      <ProductForm product={product.data} {...props} />
    </Suspense>
  );
}
