import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { SupportRequest } from '../schemas';
import { helpCenterEndpoints } from '../endpoints';

export const helpCenterKeys = {
  faqs: (slug?: string) => ['help-center', 'faqs', slug ?? ''] as const,
  guides: (limit: number) => ['help-center', 'guides', limit] as const,
  guideCategory: (slug: string) => ['help-center', 'guides', 'category', slug] as const,
  guide: (categorySlug: string, guideSlug: string) => ['help-center', 'guide', categorySlug, guideSlug] as const,
};

// Help texts change with a release, not while a page is open.
const staleTime = Infinity;

/** FAQ categories with their questions; one category by its slug. */
export const faqsQueryOptions = (slug?: string) =>
  queryOptions({
    queryKey: helpCenterKeys.faqs(slug),
    staleTime,
    queryFn: ({ signal }) => http.call(helpCenterEndpoints.faqs, { signal, query: slug ? { slug } : {} }),
  });

export const useFaqs = (slug?: string) => useQuery(faqsQueryOptions(slug));

/** Every guide category with its first `limit` guides. */
export const guidesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: helpCenterKeys.guides(limit),
    staleTime,
    queryFn: ({ signal }) => http.call(helpCenterEndpoints.guideCategories, { signal, query: { limit } }),
  });

export const useGuides = (limit: number) => useQuery(guidesQueryOptions(limit));

/** One guide category with all its guides (null for an unknown one). */
export const guideCategoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: helpCenterKeys.guideCategory(slug),
    staleTime,
    queryFn: ({ signal }) => http.call(helpCenterEndpoints.guideCategory, { signal, query: { slug } }),
  });

export const useGuideCategory = (slug: string) => useQuery({ ...guideCategoryQueryOptions(slug), enabled: !!slug });

/** One guide with its content and the next one (null for an unknown one). */
export const guideQueryOptions = (categorySlug: string, guideSlug: string) =>
  queryOptions({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    staleTime,
    queryFn: ({ signal }) => http.call(helpCenterEndpoints.guide, { signal, query: { categorySlug, guideSlug } }),
  });

export const useGuide = (categorySlug: string, guideSlug: string) =>
  useQuery({ ...guideQueryOptions(categorySlug, guideSlug), enabled: !!categorySlug && !!guideSlug });

/** `POST api/apps/help-center/support`. */
export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (request: SupportRequest) => http.call(helpCenterEndpoints.support, { body: request }),
  });
