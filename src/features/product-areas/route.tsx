import type { ProductArea } from './areas';
import { ProductAreaPage } from './ProductAreaPage';

/** `/{lang}/{area}`: the page of a menu area that is not part of this version. */
export function productAreaRoute(area: ProductArea) {
  return function ProductAreaRoute() {
    return <ProductAreaPage area={area} />;
  };
}
