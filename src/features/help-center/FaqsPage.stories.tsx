import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FaqsPage } from './FaqsPage';

/**
 * The FAQs on their own, as the help center shows them: every category with its questions, or one
 * category by its slug. The journeys from the help center's home are in Screens/Help center.
 */
const meta = preview.meta({
  title: 'Screens/Help center/FAQs',
  component: FaqsPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/help/faqs', pattern: '/:lang/help/faqs/:categorySlug?' } },
  args: { categorySlug: undefined },
});

/** Every category; a question opens to its answer. */
export const AllCategories = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6));
    const wallet = within(canvas.getByRole('list', { name: 'Balance and payment' }));
    await userEvent.click(wallet.getByText('Which ways of paying are there?'));
    await expect(wallet.getByText(/SEPA direct debit/)).toBeVisible();
  },
});

/** One category by its slug: only its questions. */
export const OneCategory = meta.story({
  args: { categorySlug: 'calls' },
  parameters: { route: { path: '/{lang}/help/faqs/calls', pattern: '/:lang/help/faqs/:categorySlug?' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Calls']));
    await expect(canvas.getByText('Are calls recorded?')).toBeVisible();
  },
});

/** Arabic, right to left, in the dark: questions and answers in Arabic. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'الرصيد والدفع' })).toBeVisible();
    await expect(canvas.getByText('ما طرق الدفع المتاحة؟')).toBeVisible();
  },
});
