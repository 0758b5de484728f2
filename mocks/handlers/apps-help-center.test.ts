import { describe, expect, it } from 'vitest';
import type { FaqCategory, GuideCategory, GuidePage } from '@/features/help-center/schemas';
import { faqCategories, faqs, guideCategories, guideTexts, helpCenterText } from '../data/help-center';
import { fetchSignedIn, serveFakeBackend, signedInApi, signedInApiIn } from '../node';

serveFakeBackend();

const api = signedInApi;
const post = (body: unknown) =>
  fetchSignedIn('http://localhost/api/apps/help-center/support', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('api/apps/help-center', () => {
  it('answers 29 FAQs by category, most asked first, and one category by its slug', async () => {
    const all = await api.get<FaqCategory[]>('api/apps/help-center/faqs');
    expect(all[0]!.slug).toBe('most-asked');
    expect(all.flatMap((category) => category.faqs)).toHaveLength(29);
    expect(all.every((category) => category.faqs.every((faq) => faq.categoryId === category.id))).toBe(true);
    const text = JSON.stringify(all);
    expect(text).toContain('20 Euro');
    expect(text).toContain('14 Tage');
    const wallet = await api.get<FaqCategory[]>('api/apps/help-center/faqs?slug=wallet');
    expect(wallet.map((category) => category.slug)).toEqual(['wallet']);
    expect(await api.get('api/apps/help-center/faqs?slug=nothing')).toEqual([]);
  });

  it('lists every guide category with its first 5 guides by default, or as many as the limit says', async () => {
    const all = await api.get<GuideCategory[]>('api/apps/help-center/guides');
    expect(all.reduce((sum, category) => sum + category.totalGuides, 0)).toBe(27);
    for (const category of all) {
      expect(category.guides.length).toBe(Math.min(5, category.totalGuides));
      expect(category.visibleGuides).toBe(category.guides.length);
    }
    const two = await api.get<GuideCategory[]>('api/apps/help-center/guides?limit=2');
    expect(two.every((category) => category.guides.length === 2 && category.visibleGuides === 2)).toBe(true);
    expect(JSON.stringify(all)).not.toContain('"content"');
  });

  it('gives one category with all its guides by slug, null for an unknown one', async () => {
    const calls = await api.get<GuideCategory>('api/apps/help-center/guides?slug=calls&limit=1');
    expect(calls.guides).toHaveLength(calls.totalGuides);
    expect(calls.totalGuides).toBeGreaterThan(5);
    expect(await api.get('api/apps/help-center/guides?slug=nothing')).toBeNull();
  });

  it('gives one guide with its HTML content, its category and the next guide', async () => {
    const page = await api.get<GuidePage>('api/apps/help-center/guide?categorySlug=getting-started&guideSlug=introduction');
    expect(page).toMatchObject({
      slug: 'getting-started',
      guide: { slug: 'introduction', title: 'Willkommen im Call Center' },
      nextGuide: { slug: 'first-call' },
    });
    expect(page.guide.content).toContain('<ol>');
    const last = await api.get<GuidePage>('api/apps/help-center/guide?categorySlug=account-and-security&guideSlug=privacy');
    expect(last.nextGuide).toBeNull();
    expect(await api.get('api/apps/help-center/guide?categorySlug=calls&guideSlug=introduction')).toBeNull();
  });

  it('takes a support request checked as the form checks it', async () => {
    const good = {
      name: 'Anna Gruber',
      email: 'anna@example.com',
      subject: 'Rechnung',
      message: 'Bitte senden Sie mir die Rechnung erneut.',
    };
    const sent = await post(good);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ...good, id: expect.any(String) });
    for (const bad of [
      { ...good, email: 'anna@' },
      { ...good, name: ' ' },
      { ...good, message: 'kurz' },
      { ...good, subject: '' },
    ])
      expect((await post(bad)).status).toBe(400);
  });
});

describe('api/apps/help-center in the asker’s language', () => {
  const inLocale = signedInApiIn;

  it('has an English and an Arabic text for every sample text, so no page mixes languages', () => {
    const stored = [
      ...faqCategories.map((category) => category.title),
      ...guideCategories.map((category) => category.title),
      ...faqs.flatMap((faq) => [faq.question, faq.answer]),
      ...guideTexts(),
    ];
    const untranslated = stored.filter((text) => helpCenterText(text, 'en-US') === text && helpCenterText(text, 'ar-SA') === text);
    expect(untranslated).toEqual([]);
    // Arabic keeps only names that are written in Latin letters in Arabic too (keys, formats, SEPA).
    const latinLeft = (text: string) => helpCenterText(text, 'ar-SA').replace(/SEPA|PDF|Alt\+N|Ctrl\+K|Escape/g, '');
    expect(stored.filter((text) => /[A-Za-zÄÖÜäöüß]{2}/.test(latinLeft(text)))).toEqual([]);
  });

  it('answers FAQs, guide lists and a guide in Arabic for ar-SA and in English for en-US', async () => {
    const arabic = inLocale('ar-SA');
    const [mostAsked] = await arabic.get<FaqCategory[]>('api/apps/help-center/faqs', { params: { slug: 'most-asked' } });
    expect(mostAsked).toMatchObject({ title: 'الأكثر سؤالًا' });
    expect(mostAsked!.faqs[0]).toMatchObject({ question: 'ما هو الحد الأدنى لشحن رصيدي؟' });
    const categories = await arabic.get<GuideCategory[]>('api/apps/help-center/guides');
    expect(categories[0]).toMatchObject({ title: 'الخطوات الأولى' });
    const page = await arabic.get<GuidePage>('api/apps/help-center/guide', {
      params: { categorySlug: 'getting-started', guideSlug: 'first-call' },
    });
    expect(page.guide.title).toBe('مكالمتك الأولى');
    expect(page.guide.content).toContain('<li>اختر «بدء مكالمة».</li>');
    expect(page.guide.content).not.toMatch(/Schritt|Sie/);
    expect(page.nextGuide?.title).toBe('إعداد الكاميرا والميكروفون');
    const english = await inLocale('en-US').get<GuidePage>('api/apps/help-center/guide', {
      params: { categorySlug: 'getting-started', guideSlug: 'first-call' },
    });
    expect(english).toMatchObject({ title: 'Getting started', guide: { title: 'Your first call' } });
    expect(english.guide.content).toContain('<h2>Step by step</h2>');
  });
});
