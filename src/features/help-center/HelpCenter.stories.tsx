import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { faqs, guideCategories, guides, helpCenterText } from '@mocks/data/help-center';
import { supportRequestsTable } from '@mocks/handlers';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { itemsPerLine } from '#stories/test-helpers/rows';
import { HelpCenterPage } from './HelpCenterPage';

/** The help center (the menu's Hilfe) on the fake backend's 29 FAQs and 27 guides. */
const meta = preview.meta({
  title: 'Screens/Help center',
  component: HelpCenterPage,
  parameters: { frame: 'fullscreen', screenshot: 'page', route: { path: '/{lang}/help', pattern: '/:lang/help/*' } },
  render: () => (
    <>
      <HelpCenterPage />
      <LocationReadout />
    </>
  ),
});

const callGuides = guides.filter((guide) => guide.categoryId === 'guides-calls');

/** Home: the search, the three ways in, and the most asked questions, which open to their answers. */
export const Home = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const mostAsked = await canvas.findByRole('list', { name: 'Most asked' });
    await expect(within(mostAsked).getAllByRole('listitem')).toHaveLength(faqs.filter((faq) => faq.categoryId === 'faq-most-asked').length);
    for (const way of ['FAQs', 'Guides', 'Contact support']) await expect(canvas.getByRole('link', { name: way })).toBeVisible();
    const first = within(mostAsked).getByText('What is the smallest top-up for my balance?');
    await userEvent.click(first);
    await expect(within(mostAsked).getByText(/at least 20 euros/)).toBeVisible();
  },
});

/** The search looks through questions, answers and guides as the user types; the address keeps it. */
export const Search = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Most asked' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the help' }), 'push');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/help?query=push'));
    const guidesFound = await canvas.findByRole('list', { name: 'Guides' });
    await expect(within(guidesFound).getByRole('link', { name: 'Calls while the tab is closed' })).toBeVisible();
    const questionsFound = within(canvas.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    await expect(questionsFound.length).toBeGreaterThan(0);
    // Each group of what was found under its own heading, with its count.
    await expect(
      canvas.getByRole('heading', { level: 3, name: `Guides (${within(guidesFound).getAllByRole('listitem').length})` }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: `Questions (${questionsFound.length})` })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search the help' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the help' }), 'zzzz');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No results found!' })).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** The FAQs by category; a category alone by its slug, in the address. */
export const Faqs = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: '/{lang}/help/faqs' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Balance and payment' })).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'Balance and payment' }));
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/help/faqs/wallet');
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Balance and payment']),
    );
    await expect(canvas.getByRole('navigation', { name: 'Where you are' })).toHaveTextContent('Balance and payment');
  },
});

/** Guides: every category with its first five, and a link to the rest where there are more. */
export const GuidesWithLimit = meta.story({
  parameters: { route: { path: '/{lang}/help/guides' } },
  play: async ({ canvas, userEvent }) => {
    const calls = within(await canvas.findByRole('region', { name: 'Calls' }));
    await expect(calls.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(calls.getByRole('link', { name: `All ${callGuides.length} guides of Calls` }));
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/help/guides/calls');
    const all = within(await canvas.findByRole('region', { name: 'Calls' }));
    await waitFor(() => expect(all.getAllByRole('listitem')).toHaveLength(callGuides.length));
  },
});

/** One guide: its content, "Was this page helpful?", the next guide. */
export const Guide = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: '/{lang}/help/guides/wallet-and-billing/top-up' } },
  play: async ({ canvas, userEvent }) => {
    const article = within(await canvas.findByRole('article', { name: 'Top up your balance' }));
    await expect(article.getByRole('heading', { name: 'Step by step' })).toBeVisible();
    await expect(article.getByText(/at least 20 euros/)).toBeVisible();
    await userEvent.click(article.getByRole('button', { name: 'Yes' }));
    await expect(article.getByRole('status')).toHaveTextContent('Thank you! Glad it helped.');
    await expect(article.getByRole('link', { name: 'The 14-day trial' })).toHaveAttribute(
      'href',
      '/en-US/help/guides/wallet-and-billing/trial',
    );
    await expect(canvas.getByRole('navigation', { name: 'Where you are' })).toHaveTextContent('Top up your balance');
  },
});

/** A guide's HTML from the server is sanitised: no script, no handler, no script link. */
export const HostileGuide = meta.story({
  parameters: { route: { path: '/{lang}/help/guides/calls/book-appointment' } },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/apps/help-center/guide', ({ request }) => {
        // The guide in the page's language, as the fake backend gives it; only its content is hostile.
        const inPageLanguage = (text: string) => helpCenterText(text, request.headers.get('Accept-Language') ?? '');
        return HttpResponse.json({
          ...guideCategories[1],
          title: inPageLanguage(guideCategories[1].title),
          guide: {
            ...guides[6],
            title: inPageLanguage(guides[6]!.title),
            subtitle: inPageLanguage(guides[6]!.subtitle),
            content:
              '<p>Text</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked = true">Link</a>',
          },
          nextGuide: null,
        });
      }),
    ),
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: helpCenterText(guides[6]!.title, document.documentElement.lang) });
    // An English page shows the English title, not the stored German one.
    await expect(article).not.toHaveAccessibleName(guides[6]!.title);
    await expect(within(article).getByText('Text')).toBeVisible();
    await expect(article.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  },
});

export const UnknownGuide = meta.story({
  parameters: { route: { path: '/{lang}/help/guides/calls/no-such-guide' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('This guide does not exist (any more).')).toBeVisible());
  },
});

/** Each field says what is wrong with it; nothing is sent. */
export const SupportErrors = meta.story({
  parameters: { route: { path: '/{lang}/help/support' } },
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Contact support' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Name/ })).not.toHaveValue(''));
    await userEvent.clear(form.getByRole('textbox', { name: /^Name/ }));
    await userEvent.clear(form.getByRole('textbox', { name: /^E-mail/ }));
    await userEvent.type(form.getByRole('textbox', { name: /^E-mail/ }), 'anna@');
    await userEvent.type(form.getByRole('textbox', { name: /^Message/ }), 'Zu kurz');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(form.getByText('Enter a subject.')).toBeVisible();
    await expect(form.getByText('Write at least 20 characters.')).toBeVisible();
    await expect(supportRequestsTable.all()).toEqual([]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** Sent: the form says so and starts again; the server has the message. */
export const SupportSent = meta.story({
  parameters: { route: { path: '/{lang}/help/support' } },
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Contact support' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna.gruber@callcenter.example'));
    await userEvent.type(form.getByRole('textbox', { name: /^Subject/ }), 'Rechnung März');
    await userEvent.type(form.getByRole('textbox', { name: /^Message/ }), 'Bitte senden Sie die Rechnung für März noch einmal.');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(form.getByText('Thank you, your message is with us. We answer within a working day.')).toBeVisible());
    await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    await expect(supportRequestsTable.all()).toMatchObject([{ subject: 'Rechnung März', email: 'anna.gruber@callcenter.example' }]);
  },
});

/** A refused send keeps every word and says so. */
export const SupportFails = meta.story({
  parameters: { route: { path: '/{lang}/help/support' } },
  beforeEach: ({ msw }) =>
    msw.use(http.post('*/api/apps/help-center/support', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Contact support' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Name/ })).not.toHaveValue(''));
    await userEvent.type(form.getByRole('textbox', { name: /^Subject/ }), 'Rechnung März');
    await userEvent.type(form.getByRole('textbox', { name: /^Message/ }), 'Bitte senden Sie die Rechnung für März noch einmal.');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(form.getByText('The message was not sent. What you wrote is still here; try again.')).toBeVisible());
    await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Rechnung März');
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'المساعدة' })).toBeVisible());
    // The sample content is Arabic too: no German question on an Arabic page.
    const mostAsked = await canvas.findByRole('list', { name: 'الأكثر سؤالًا' });
    await expect(within(mostAsked).getByText('ما هو الحد الأدنى لشحن رصيدي؟')).toBeVisible();
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/Guthaben|Sie|der|die|das/);
  },
});

export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  parameters: { route: { path: '/{lang}/help/guides' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Erste Schritte' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: `Alle ${callGuides.length} Anleitungen zu Anrufe` })).toBeVisible();
  },
});

/** A small tablet's width: the three ways in stand in one row, not two and one alone. */
export const NarrowTablet = meta.story({
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const support = await canvas.findByRole('link', { name: 'Contact support' });
    await expect(itemsPerLine(support.closest('ul')!)).toEqual([3]);
  },
});

export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: '/{lang}/help/guides/getting-started/introduction' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Welcome to the Call Center' });
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
