import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { FaqCategory, GuideCategory, GuidePage, SupportRequest } from '../schemas';
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
export const useFaqs = (slug?: string) =>
  useQuery({
    queryKey: helpCenterKeys.faqs(slug),
    staleTime,
    queryFn: ({ signal }) => http.get<FaqCategory[]>(helpCenterEndpoints.faqs, { signal, ...(slug ? { params: { slug } } : {}) }),
  });

/** Every guide category with its first `limit` guides. */
export const useGuides = (limit: number) =>
  useQuery({
    queryKey: helpCenterKeys.guides(limit),
    staleTime,
    queryFn: ({ signal }) => http.get<GuideCategory[]>(helpCenterEndpoints.guides, { signal, params: { limit: String(limit) } }),
  });

/** One guide category with all its guides (null for an unknown one). */
export const useGuideCategory = (slug: string) =>
  useQuery({
    queryKey: helpCenterKeys.guideCategory(slug),
    staleTime,
    enabled: !!slug,
    queryFn: ({ signal }) => http.get<GuideCategory | null>(helpCenterEndpoints.guides, { signal, params: { slug } }),
  });

/** One guide with its content and the next one (null for an unknown one). */
export const useGuide = (categorySlug: string, guideSlug: string) =>
  useQuery({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    staleTime,
    enabled: !!categorySlug && !!guideSlug,
    queryFn: ({ signal }) => http.get<GuidePage | null>(helpCenterEndpoints.guide, { signal, params: { categorySlug, guideSlug } }),
  });

/** `POST api/apps/help-center/support`. */
export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (request: SupportRequest) => http.post<SupportRequest & { id: string }>(helpCenterEndpoints.support, request),
  });
