/**
 * What the part of a help address after `help/` names: a section (`faqs`, `guides`, `support`, or
 * none for the home), and below the FAQs or guides a category, and below a guide category a guide.
 */
export function helpAddressOf(splat: string) {
  const [section = '', categorySlug, guideSlug] = splat.split('/').filter(Boolean);
  return { section, categorySlug, guideSlug };
}
