import { emailAddress, z } from '@/lib/validation';

/** Guides a category shows on the guides page unless the address asks for more (template-apps.md point 9). */
export const defaultGuideLimit = 5;

/** Enough to hold every guide of a category: the home's search looks through all of them. */
export const everyGuideLimit = 100;

const id = z.string().check(z.minLength(1));
const slug = z.string().check(z.regex(/^[a-z0-9-]+$/));

export const faqCategorySchema = z.object({ id, slug, title: z.string() });
export const faqSchema = z.object({ id, categoryId: id, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema> & { faqs: Faq[] };

export const guideCategorySchema = z.object({ id, slug, title: z.string() });
export const guideSchema = z.object({ id, categoryId: id, slug, title: z.string(), subtitle: z.string() });
export type Guide = z.infer<typeof guideSchema>;
/** A guide as its own page shows it: with its content, HTML sanitised before it is shown. */
export type GuideWithContent = Guide & { content: string };

/** A category on the guides page: its first guides, how many are shown and how many there are. */
export type GuideCategory = z.infer<typeof guideCategorySchema> & { visibleGuides: number; totalGuides: number; guides: Guide[] };
/** One guide's page: its category with that guide, content included. */
export type GuidePage = z.infer<typeof guideCategorySchema> & {
  guide: GuideWithContent;
  nextGuide: (Guide & { categorySlug: string }) | null;
};

/** What the support form sends; the server checks the same. */
export const supportLimits = { name: 100, subject: 200, message: 5000 } as const;

export const supportRequestSchema = (messages: {
  nameRequired: string;
  emailInvalid: string;
  subjectRequired: string;
  messageTooShort: string;
  tooLong: (max: number) => string;
}) =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(supportLimits.name, messages.tooLong(supportLimits.name))),
    email: emailAddress(messages.emailInvalid),
    subject: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.subjectRequired),
        z.maxLength(supportLimits.subject, messages.tooLong(supportLimits.subject)),
      ),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(20, messages.messageTooShort),
        z.maxLength(supportLimits.message, messages.tooLong(supportLimits.message)),
      ),
  });
export type SupportRequest = z.infer<ReturnType<typeof supportRequestSchema>>;
