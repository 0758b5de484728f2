import { z } from '@/lib/validation';
import { defineArea, endpoint, refuse } from '../api';
import { defineTable } from '../db';
import { coins, type Wallets } from '@/features/dashboards/schemas';
import {
  activitiesIn,
  createAnalytics,
  createCrypto,
  createFinance,
  projectIn,
  sampleProjects,
  walletBalances,
  type ProjectId,
} from '../data/dashboards';
import { activitiesEndpoints } from '@/features/activities/endpoints';
import { dashboardsEndpoints } from '@/features/dashboards/endpoints';
import { localeOf } from './common-navigation';

/** The crypto wallets: fixed sample balances that a trade changes. */
export const walletsTable = defineTable<Wallets>('crypto-wallets', { version: 1, seed: () => ({ ...walletBalances }) });

/** Wallet balances carry 8 decimals, as a satoshi does; sums are rounded to them so that 0.1 + 0.2 stays 0.3. */
const toWallet = (value: number) => Math.round(value * 1e8) / 1e8;

const projectIds = sampleProjects.map((project) => project.id) as [ProjectId, ...ProjectId[]];

/** The dashboards and the activity feed (template-apps.md points 3, 7 and 9). */
export const dashboardsArea = defineArea('Dashboards', [
  endpoint.of('analytics')(
    dashboardsEndpoints.analytics,
    {
      rule: 'Visitors (this and last year, every 3rd day over 12 months), conversions, impressions and visits (amount, weekly ranges, series), visitors vs page views (65 days, score and ratios), and four donuts: new vs returning 80/20, gender 55/45, age 35/65, language 25/75.',
    },
    () => createAnalytics(),
  ),
  endpoint.of('finance')(
    dashboardsEndpoints.finance,
    {
      rule: 'Account balance (Predicted and Actual, 3-day steps over 12 months, grow rate), budget (expenses of 20,000, savings of 250,000, bills of 1,000), previous and current statement (paid or pending, limit 34,500) and recent transactions (negative amounts outgoing, completed or pending).',
    },
    () => createFinance(),
  ),
  endpoint.of('sample-apps')(
    dashboardsEndpoints.crypto,
    {
      rule: 'Bitcoin (price 8,878.48 and its 145 points at offsets -145 to -1, trend, market cap, volume, supply, all-time high), prices of btc, eth, bch and xrp, the wallets as they stand, and a watchlist of six coins with the last 20 minutes (HH:mm).',
    },
    () => ({ ...createCrypto(), wallets: walletsTable.get() }),
  ),
  endpoint.of('sample-apps')(
    dashboardsEndpoints.cryptoTrade,
    {
      rule: 'Body {action buy|sell, coin btc|eth|bch|xrp, amount above 0 and at most 1,000,000}: a sale of more than the wallet holds is refused (400, field amount); answers the wallets after the trade.',
      body: z.object({ action: z.enum(['buy', 'sell']), coin: z.enum(coins), amount: z.number().check(z.positive(), z.lte(1_000_000)) }),
    },
    ({ body }) => {
      const wallets = walletsTable.get();
      if (body.action === 'sell' && body.amount > wallets[body.coin])
        refuse('amount', `The ${body.coin} wallet holds ${wallets[body.coin]}.`);
      const change = body.action === 'buy' ? body.amount : -body.amount;
      return walletsTable.update((current) => ({ ...current, [body.coin]: toWallet(current[body.coin] + change) }));
    },
  ),
  endpoint.of('sample-apps')(
    dashboardsEndpoints.project,
    {
      rule: `In the request's language. Optional query projectId (${projectIds.join(', ')}; the first by default): the project with the list of projects, summary cards, issue statistics and task distribution for this and last week, today's and tomorrow's schedule, budget distribution, expenses (week, month, year), budget details and the team.`,
      query: z.object({ projectId: z._default(z.enum(projectIds), projectIds[0]) }),
    },
    ({ query, request }) => projectIn(query.projectId, localeOf(request)),
  ),
  endpoint.of('sample-apps')(
    activitiesEndpoints.activities,
    {
      rule: "The activity feed in the request's language, newest first: id, icon or image, description (HTML), date (ISO), optional extraContent (HTML), linkedContent, link and useRouter.",
    },
    ({ request }) => activitiesIn(localeOf(request)),
  ),
]);
