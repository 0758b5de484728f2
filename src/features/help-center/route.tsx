import type { PageRoute } from '@/lib/query';
import { faqsQueryOptions, guideCategoryQueryOptions, guideQueryOptions, guidesQueryOptions } from './api/get-help-center';
import { helpAddressOf } from './help-address';
import { HelpCenterPage } from './HelpCenterPage';
import { defaultGuideLimit, everyGuideLimit } from './schemas';

/**
 * `/{lang}/help/{section?}/{category?}/{guide?}`: the FAQs (every page's crumbs name their category),
 * and what the section shows: every guide for the home's search, the guides' first few, a category
 * or a guide.
 */
export const helpCenterRoute: PageRoute = {
  Component: HelpCenterPage,
  prefetch: (queryClient, { params }) => {
    const { section, categorySlug, guideSlug } = helpAddressOf(params['*'] ?? '');
    void queryClient.prefetchQuery(faqsQueryOptions());
    if (!section) void queryClient.prefetchQuery(guidesQueryOptions(everyGuideLimit));
    if (section !== 'guides') return;
    if (!categorySlug) void queryClient.prefetchQuery(guidesQueryOptions(defaultGuideLimit));
    else if (!guideSlug) void queryClient.prefetchQuery(guideCategoryQueryOptions(categorySlug));
    else void queryClient.prefetchQuery(guideQueryOptions(categorySlug, guideSlug));
  },
};
