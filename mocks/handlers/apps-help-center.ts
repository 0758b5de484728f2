import { z } from '@/lib/validation';
import { defaultGuideLimit, supportRequestSchema, type Faq, type Guide } from '@/features/help-center/schemas';
import { defineArea, endpoint } from '../api';
import { defineCollection } from '../collection';
import { faqCategories, faqs, guideCategories, guideContent, guides, helpCenterText } from '../data/help-center';
import { localeOf } from './common-navigation';
import { helpCenterEndpoints } from '@/features/help-center/endpoints';

/** What the support form sent, as the team would read it. */
export const supportRequestsTable = defineCollection('support-requests', {
  schema: z.object({ id: z.string(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), sentAt: z.string() }),
  version: 1,
  seed: () => [],
});

const supportRequest = supportRequestSchema({
  nameRequired: 'Enter a name.',
  emailInvalid: 'Enter an e-mail address.',
  subjectRequired: 'Enter a subject.',
  messageTooShort: 'Write at least 20 characters.',
  tooLong: (max) => `At most ${max} characters.`,
});

/** The sample's texts come in the request's language: German, English or Arabic. */
function inLanguageOf(request: Request) {
  const locale = localeOf(request);
  const t = (text: string) => helpCenterText(text, locale);
  return {
    locale,
    category: <T extends { title: string }>(category: T): T => ({ ...category, title: t(category.title) }),
    faq: (faq: Faq): Faq => ({ ...faq, question: t(faq.question), answer: t(faq.answer) }),
    guide: <T extends Guide>(guide: T): T => ({ ...guide, title: t(guide.title), subtitle: t(guide.subtitle) }),
  };
}

const guidesOf = (categoryId: string) => guides.filter((guide) => guide.categoryId === categoryId);

/** The help center (template-apps.md point 7, Help center): in the menu for visitors too, so it needs no session. */
export const helpCenterArea = defineArea('Help center', [
  endpoint(
    helpCenterEndpoints.faqs,
    {
      rule: "In the request's language. Optional query slug: the FAQ categories {id, slug, title, faqs [{id, categoryId, question, answer}]}, most asked first; with a slug only that category (none for an unknown one).",
      access: 'anyone',
      query: z.object({ slug: z.optional(z.string()) }),
    },
    ({ query, request }) => {
      const language = inLanguageOf(request);
      return faqCategories
        .filter((category) => !query.slug || category.slug === query.slug)
        .map((category) => ({
          ...language.category(category),
          faqs: faqs.filter((faq) => faq.categoryId === category.id).map(language.faq),
        }));
    },
  ),
  endpoint(
    helpCenterEndpoints.guides,
    {
      rule: `Optional query slug and limit (default ${defaultGuideLimit}): without a slug every guide category {id, slug, title, visibleGuides, totalGuides, guides} with its first limit guides; with a slug that category with all its guides (null for an unknown one).`,
      access: 'anyone',
      query: z.object({
        slug: z.optional(z.string()),
        limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), defaultGuideLimit),
      }),
    },
    ({ query, request }) => {
      const language = inLanguageOf(request);
      if (query.slug) {
        const category = guideCategories.find((candidate) => candidate.slug === query.slug);
        if (!category) return null;
        const all = guidesOf(category.id).map(language.guide);
        return { ...language.category(category), visibleGuides: all.length, totalGuides: all.length, guides: all };
      }
      return guideCategories.map((category) => {
        const all = guidesOf(category.id);
        const shown = all.slice(0, query.limit).map(language.guide);
        return { ...language.category(category), visibleGuides: shown.length, totalGuides: all.length, guides: shown };
      });
    },
  ),
  endpoint(
    helpCenterEndpoints.guide,
    {
      rule: 'Query categorySlug and guideSlug: the category {id, slug, title} with the guide (content as HTML) and the next guide {…, categorySlug} (after a category’s last, the next category’s first; null after the very last); null for an unknown one.',
      access: 'anyone',
      query: z.object({ categorySlug: z.string().check(z.minLength(1)), guideSlug: z.string().check(z.minLength(1)) }),
    },
    ({ query, request }) => {
      const language = inLanguageOf(request);
      const category = guideCategories.find((candidate) => candidate.slug === query.categorySlug);
      const guide = category ? guidesOf(category.id).find((candidate) => candidate.slug === query.guideSlug) : undefined;
      if (!category || !guide) return null;
      const next = guides[guides.indexOf(guide) + 1];
      const nextCategory = next ? guideCategories.find((candidate) => candidate.id === next.categoryId) : undefined;
      return {
        ...language.category(category),
        guide: { ...language.guide(guide), content: guideContent(guide.id, language.locale) },
        nextGuide: next && nextCategory ? { ...language.guide(next), categorySlug: nextCategory.slug } : null,
      };
    },
  ),
  endpoint(
    helpCenterEndpoints.support,
    {
      rule: 'Body {name, email, subject, message}: checked as the form checks it (name, subject, an e-mail address, a message of 20 to 5,000 characters); the request with its id and time.',
      access: 'anyone',
      body: supportRequest,
    },
    ({ body }) => supportRequestsTable.insert({ id: crypto.randomUUID(), ...body, sentAt: new Date().toISOString() }),
  ),
]);
