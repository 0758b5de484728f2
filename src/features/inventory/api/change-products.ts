import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation, useTagChanges, type TagEdit } from '@/lib/query';
import { priceOf, type InventoryTag, type Product, type ProductChange, type ProductsPage } from '../schemas';
import { inventoryKeys } from './get-products';
import { inventoryEndpoints } from '../endpoints';

/** A product as it will look once the server has the change: the price follows base price and tax. */
const changed = (product: Product, change: ProductChange): Product => {
  const next = { ...product, ...change };
  return { ...next, price: priceOf(next.basePrice, next.taxPercent) };
};

const replaceIn = (page: ProductsPage | undefined, saved: Product) =>
  page?.products ? { ...page, products: page.products.map((product) => (product.id === saved.id ? saved : product)) } : page;

/** `POST api/apps/inventory/picture` with the file: the address the server serves it at, for the product's pictures. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return http.call(inventoryEndpoints.uploadPicture, { body: form });
    },
  });
}

/** `POST api/apps/inventory/product`: "A New Product", inactive; it opens at once and the pages are asked again. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(inventoryEndpoints.createProduct),
    onSuccess: (created) => {
      queryClient.setQueryData(inventoryKeys.product(created.id), created);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.pages });
    },
  });
}

/**
 * `PATCH api/apps/inventory/product {id, product}`: the product shows the change at once, in its form
 * and in the table; a refused change goes back to what the server holds, and `onRolledBack` says so.
 */
export function useUpdateProduct(productId: string, onRolledBack: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Product | null, ProductChange, Product | null>({
    queryKey: inventoryKeys.product(productId),
    mutationFn: (change) => http.call(inventoryEndpoints.changeProduct, { body: { id: productId, product: change } }),
    apply: (product, change) => (product ? changed(product, change) : product),
    settle: (_product, saved) => saved,
    onRolledBack,
    onSaved: (saved) => {
      if (saved) queryClient.setQueriesData<ProductsPage>({ queryKey: inventoryKeys.pages }, (page) => replaceIn(page, saved));
      // The change may move the product to another page of the order the table is in.
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.pages });
    },
  });
}

/**
 * `DELETE api/apps/inventory/product?id` for one or several products (the bulk action deletes each):
 * they leave the page shown at once; a refused delete brings the page back, and `onRolledBack` says so.
 */
export function useDeleteProducts(pageKey: QueryKey, onRolledBack: (error: unknown, ids: string[]) => void) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<ProductsPage, string[], boolean[]>({
    queryKey: pageKey,
    mutationFn: (ids) => Promise.all(ids.map((id) => http.call(inventoryEndpoints.deleteProduct, { query: { id } }))),
    apply: (page, ids) => (page.products ? { ...page, products: page.products.filter((product) => !ids.includes(product.id)) } : page),
    onRolledBack,
    onSaved: (_answers, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: inventoryKeys.product(id) });
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.pages });
    },
  });
}

/** Activates or deactivates several products at once, shown at once on the page; refused, the page goes back. */
export function useSetProductsActive(pageKey: QueryKey, onRolledBack: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<ProductsPage, { ids: string[]; active: boolean }, (Product | null)[]>({
    queryKey: pageKey,
    mutationFn: ({ ids, active }) =>
      Promise.all(ids.map((id) => http.call(inventoryEndpoints.changeProduct, { body: { id, product: { active } } }))),
    apply: (page, { ids, active }) =>
      page.products
        ? { ...page, products: page.products.map((product) => (ids.includes(product.id) ? { ...product, active } : product)) }
        : page,
    onRolledBack,
    onSaved: (saved) => {
      for (const product of saved) if (product) queryClient.setQueryData(inventoryKeys.product(product.id), product);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.pages });
    },
  });
}

/** Tags made, renamed and deleted, each shown at once; a deleted tag leaves every product, so they are asked again. */
export function useChangeInventoryTag(onRolledBack: (change: TagEdit<InventoryTag>) => void) {
  const queryClient = useQueryClient();
  return useTagChanges<InventoryTag>({
    tagsKey: inventoryKeys.tags,
    contracts: inventoryEndpoints.tag,
    onDeleted: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.pages });
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'product'] });
    },
    onRolledBack,
  });
}
