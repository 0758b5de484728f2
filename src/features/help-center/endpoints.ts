import { contract, type Contract } from '@/lib/contract';
import type { FaqCategory, GuideCategory, GuidePage, SupportRequest } from './schemas';

/** One endpoint with two answers: every category with its first `limit` guides, or, by `slug`, one category with all of them. */
const guides = contract.get<{
  query: { slug?: string; limit?: number };
  answer: GuideCategory[] | GuideCategory | null;
}>('api/apps/help-center/guides');

/**
 * The endpoints of the help center, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const helpCenterEndpoints = {
  /** Every FAQ category, or by `slug` that one only. */
  faqs: contract.get<{ query: { slug?: string }; answer: FaqCategory[] }>('api/apps/help-center/faqs'),
  guides,
  /** `guides` as the guides page asks it: every category, with its first `limit` guides. */
  guideCategories: guides as Contract<'GET', { query: { limit: number }; answer: GuideCategory[] }>,
  /** `guides` as a category's page asks it: that category with all its guides, null for an unknown one. */
  guideCategory: guides as Contract<'GET', { query: { slug: string }; answer: GuideCategory | null }>,
  guide: contract.get<{ query: { categorySlug: string; guideSlug: string }; answer: GuidePage | null }>('api/apps/help-center/guide'),
  /** Answers the request with its id and the time it arrived. */
  support: contract.post<{ body: SupportRequest; answer: SupportRequest & { id: string; sentAt: string } }>('api/apps/help-center/support'),
};
