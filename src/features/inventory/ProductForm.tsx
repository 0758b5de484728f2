import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Banner,
  Button,
  CheckboxGroup,
  fieldGroup,
  FormField,
  RetryBanner,
  Select,
  Switch,
  Text,
  TextArea,
  TextField,
  toasts,
} from '@/components';
import { refusalOf } from '@/lib/http';
import { useFormatters } from '@/lib/i18n';
import { isUnfetched, unfetched, useLeaveGuard } from '@/lib/query';
import { useUpdateProduct } from './api/change-products';
import { useInventoryLists, useInventoryTags } from './api/get-products';
import * as styles from './Inventory.css';
import { ProductGallery } from './ProductGallery';
import { livePrice, productFormSchema, toChange, toFormValues, type ProductFormValues } from './product-form';
import type { ProductEditorProps } from './ProductEditor';
import { productLimits, type Product } from './schemas';

/** The fields a form error belongs to, in the order they stand in the form. */
const fieldOrder = ['name', 'description', 'sku', 'barcode', 'stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'weight'] as const;

/**
 * A product's form: what it is, how it is sold and stocked, its pictures and tags. The price follows
 * the base price and tax as they are typed. The form checks what the server checks; Save says why it
 * cannot be pressed yet; a refused save keeps everything typed and says why.
 */
export function ProductForm({ product, onClose, onDelete, onDirtyChange }: Omit<ProductEditorProps, 'productId'> & { product: Product }) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const lists = useInventoryLists();
  const tags = useInventoryTags();
  const missingLookups = unfetched([lists, tags]);
  const schema = useMemo(
    () =>
      productFormSchema({
        required: t('form.required'),
        tooLong: (max) => t('form.tooLong', { max }),
        amount: t('form.amount'),
        wholeNumber: t('form.wholeNumber'),
      }),
    [t],
  );
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: toFormValues(product, format.number),
  });
  const [saveFailed, setSaveFailed] = useState<{ reason: string | null } | null>(null);
  const update = useUpdateProduct(product.id, (error) => setSaveFailed({ reason: refusalOf(error)?.message ?? null }));
  const { isDirty, isValid, errors } = form.formState;
  useLeaveGuard(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const [basePrice, taxPercent] = useWatch({ control: form.control, name: ['basePrice', 'taxPercent'] });
  const price = livePrice(basePrice, taxPercent);

  const invalidFields = fieldOrder
    .filter((field) => (errors as FieldErrors<ProductFormValues>)[field])
    .map((field) => t(`form.fields.${field}`));
  // A field not yet touched can be what blocks the save (a new product's empty SKU): once the form has
  // changes, every field is checked, so the reason names it and the field shows why.
  const unnamedProblem = isDirty && !isValid && invalidFields.length === 0;
  useEffect(() => {
    if (unnamedProblem) void form.trigger();
  }, [unnamedProblem, form]);
  const blockedReason = !isDirty
    ? t('form.noChanges')
    : !isValid
      ? t('form.fixFields', { count: invalidFields.length, fields: invalidFields.join(', ') })
      : null;

  const save = form.handleSubmit((values) => {
    setSaveFailed(null);
    update.mutate(toChange(values), {
      onSuccess: (saved) => {
        if (saved) form.reset(toFormValues(saved, format.number));
        toasts.show({ tone: 'success', title: t('form.saved', { name: saved?.name ?? values.name }) });
      },
    });
  });

  const option = (item: { id: string; name: string }) => ({ id: item.id, label: item.name });
  const categoryLabel = (name: string) => t(`categories.${name}`, { defaultValue: name });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void save(event)} aria-label={t('form.title', { name: product.name })}>
      {saveFailed ? (
        <Banner tone="critical" title={t('form.saveFailedTitle')}>
          {saveFailed.reason ? t('form.refused', { reason: saveFailed.reason }) : t('form.saveFailed')}
        </Banner>
      ) : null}
      {missingLookups ? <RetryBanner title={t('form.lookupsFailed')} onRetry={missingLookups.retry} /> : null}
      <Text as="span" tone="secondary" size="sm">
        {product.sku ? t('form.skuLine', { sku: product.sku }) : t('form.newLine')}
      </Text>

      <ProductGallery
        control={form.control}
        onThumbnailChange={(image) => form.setValue('thumbnail', image, { shouldDirty: true })}
        onImagesChange={(images, thumbnail) => {
          form.setValue('images', images, { shouldDirty: true });
          form.setValue('thumbnail', thumbnail, { shouldDirty: true });
        }}
      />

      <div className={styles.formGrid}>
        <FormField control={form.control} name="name">
          {(field) => <TextField label={t('form.fields.name')} isRequired autoComplete="off" maxLength={productLimits.name} {...field} />}
        </FormField>
        <FormField control={form.control} name="category">
          {(field) => (
            <Select
              label={t('form.fields.category')}
              placeholder={t('form.choose')}
              options={(lists.data?.categories ?? []).map((category) => ({ id: category.id, label: categoryLabel(category.name) }))}
              {...field}
            />
          )}
        </FormField>
        <FormField control={form.control} name="brand">
          {(field) => (
            <Select
              label={t('form.fields.brand')}
              placeholder={t('form.choose')}
              options={(lists.data?.brands ?? []).map(option)}
              {...field}
            />
          )}
        </FormField>
        <FormField control={form.control} name="vendor">
          {(field) => (
            <Select
              label={t('form.fields.vendor')}
              placeholder={t('form.choose')}
              options={(lists.data?.vendors ?? []).map(option)}
              {...field}
            />
          )}
        </FormField>
      </div>
      <FormField control={form.control} name="description">
        {(field) => <TextArea label={t('form.fields.description')} maxRows={6} maxLength={productLimits.description} {...field} />}
      </FormField>
      <FormField control={form.control} name="tags">
        {(field) => (
          <CheckboxGroup
            label={t('form.fields.tags')}
            choices={(tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.title, isDisabled: tag.id.startsWith('pending:') }))}
            value={field.value}
            onChange={field.onChange}
            emptyText={isUnfetched(tags) ? t('form.tagsNotLoaded') : t('form.noTags')}
          />
        )}
      </FormField>

      <fieldset className={fieldGroup}>
        <legend className={styles.legend}>{t('form.stockAndCodes')}</legend>
        <div className={styles.formGrid}>
          <FormField control={form.control} name="sku">
            {(field) => <TextField label={t('form.fields.sku')} isRequired autoComplete="off" maxLength={productLimits.sku} {...field} />}
          </FormField>
          <FormField control={form.control} name="barcode">
            {(field) => (
              <TextField
                label={t('form.fields.barcode')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={productLimits.barcode}
                {...field}
              />
            )}
          </FormField>
          <FormField control={form.control} name="stock">
            {(field) => <TextField label={t('form.fields.stock')} inputMode="numeric" autoComplete="off" {...field} />}
          </FormField>
          <FormField control={form.control} name="reserved">
            {(field) => <TextField label={t('form.fields.reserved')} inputMode="numeric" autoComplete="off" {...field} />}
          </FormField>
          <FormField control={form.control} name="weight">
            {(field) => (
              <TextField
                label={t('form.fields.weight')}
                placeholder={format.number(0.12, { style: 'unit', unit: 'kilogram' })}
                autoComplete="off"
                maxLength={productLimits.weight}
                {...field}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className={fieldGroup}>
        <legend className={styles.legend}>{t('form.pricing')}</legend>
        <div className={styles.formGrid}>
          <FormField control={form.control} name="cost">
            {(field) => <TextField label={t('form.fields.cost')} inputMode="decimal" autoComplete="off" {...field} />}
          </FormField>
          <FormField control={form.control} name="basePrice">
            {(field) => <TextField label={t('form.fields.basePrice')} inputMode="decimal" autoComplete="off" {...field} />}
          </FormField>
          <FormField control={form.control} name="taxPercent">
            {(field) => <TextField label={t('form.fields.taxPercent')} inputMode="decimal" autoComplete="off" {...field} />}
          </FormField>
          <div className={styles.price}>
            <Text as="span" size="sm" tone="secondary" id="product-price-label">
              {t('form.price')}
            </Text>
            <output className={styles.priceValue} aria-labelledby="product-price-label" aria-live="polite">
              {price === null ? '—' : format.currency(price)}
            </output>
          </div>
        </div>
      </fieldset>

      <FormField control={form.control} name="active">
        {(field) => (
          <Switch value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
            {t('form.fields.active')}
          </Switch>
        )}
      </FormField>

      <div className={styles.formActions}>
        <Button type="submit" icon="check" isDisabled={!!blockedReason} isLoading={update.isPending}>
          {t('form.save')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('form.close')}
        </Button>
        <span className={styles.deleteAction}>
          <Button variant="ghost" icon="trash" onPress={() => onDelete(product)}>
            {t('form.delete')}
          </Button>
        </span>
      </div>
      <Text size="sm" tone="secondary" as="span" aria-live="polite">
        {blockedReason}
      </Text>
    </form>
  );
}
