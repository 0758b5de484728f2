import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { walletsTable } from '@mocks/handlers';
import { CryptoPage } from './CryptoPage';

/** The crypto dashboard on the fake backend: bitcoin's 145 points, the watchlist, the wallets, trades. */
const meta = preview.meta({
  title: 'Screens/Dashboards/Crypto',
  component: CryptoPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/dashboards/crypto', pattern: '/:lang/dashboards/crypto' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
});

/** Bitcoin's price and facts, its 145 minutes as a table, six watched coins, four wallets. */
export const Overview = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const bitcoin = within(await canvas.findByRole('region', { name: 'Bitcoin (BTC)' }));
    await expect(bitcoin.getByRole('heading', { name: 'Bitcoin (BTC)' })).toBeVisible();
    await expect(bitcoin.getAllByText('$8,878.48')[0]).toBeVisible();
    await expect(bitcoin.getAllByRole('row')).toHaveLength(146);
    await expect(bitcoin.getAllByRole('rowheader')[0]).toHaveTextContent('145 min ago');
    await expect(bitcoin.getAllByRole('rowheader').at(-1)).toHaveTextContent('1 min ago');
    const watchlist = within(canvas.getByRole('region', { name: 'Watchlist' }));
    await expect(watchlist.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ethereum (ETH)',
      'Bitcoin Cash (BCH)',
      'XRP (XRP)',
      'Litecoin (LTC)',
      'Zcash (ZEC)',
      'Bitcoin Gold (BTG)',
    ]);
    const zcash = within(canvas.getByRole('region', { name: 'Zcash (ZEC)' }));
    await expect(zcash.getAllByRole('row')).toHaveLength(21);
    await expect(zcash.getByText(/down/)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Wallets' })).getByText('24.97311243')).toBeVisible();
  },
});

/** The amount is checked as it is typed: which field, and why; the price follows a valid amount. */
export const TradeValidation = meta.story({
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Buy or sell' }));
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(form.getByRole('button', { name: 'Buy BTC' }));
    // While the amount is invalid, its error takes the place of what it would cost.
    await expect(amount).toHaveAccessibleDescription('Enter an amount.');
    await userEvent.type(amount, 'viel');
    await expect(amount).toHaveAccessibleDescription('Enter a number, such as 0.5.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await expect(amount).toHaveAccessibleDescription('Costs $4,439.24');
    await userEvent.click(form.getByRole('radio', { name: 'Sell' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await expect(amount).toHaveAccessibleDescription('Your wallet holds 24.97311243 BTC.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** A purchase goes to the server; the wallet shows what the server answers, and says so. */
export const BuySucceeds = meta.story({
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Buy or sell' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Amount' }), '0.5');
    await userEvent.click(form.getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(screen.getByText('Bought 0.5 BTC.')).toBeVisible());
    await waitFor(() => expect(within(canvas.getByRole('region', { name: 'Wallets' })).getByText('25.47311243')).toBeVisible());
    await expect(walletsTable.get().btc).toBe(25.47311243);
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/**
 * The server holds the wallet rule too: a sale it refuses (here the wallet emptied elsewhere) keeps
 * the amount typed, leaves the wallets as they were, and says why.
 */
export const SaleRefusedByServer = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/dashboards/crypto/trade', () =>
        HttpResponse.json(
          { message: 'amount: The eth wallet holds 0.', field: 'amount', reason: 'The eth wallet holds 0.' },
          { status: 400 },
        ),
      ),
    ),
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Buy or sell' }));
    await userEvent.click(form.getByRole('radio', { name: 'Sell' }));
    await userEvent.click(form.getByRole('button', { name: /Coin/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'ETH' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Amount' }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Sell ETH' }));
    await waitFor(() => expect(screen.getByText('The trade did not go through: The eth wallet holds 0.')).toBeVisible());
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('2');
    await expect(within(canvas.getByRole('region', { name: 'Wallets' })).getByText('126.3812212')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** German: "0,5" is a half, and the price says so in German. */
export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark', theme: 'amber' },
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Kaufen oder verkaufen' }));
    const amount = form.getByRole('textbox', { name: 'Menge' });
    await userEvent.type(amount, '0,5');
    await expect(amount).toHaveAccessibleDescription(/^Kostet \$\s4\.439,24$/);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const RightToLeftPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'بيتكوين (BTC)' });
    await expect(canvas.getByRole('form', { name: 'شراء أو بيع' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
