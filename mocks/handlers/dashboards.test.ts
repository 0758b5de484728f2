import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import type { ActivityEntry } from '@/features/activities';
import type { AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard, Wallets } from '@/features/dashboards';
import { sampleToday } from '../data/sample-today';
import { serveFakeBackend, signedInApi, signedInApiIn } from '../node';

serveFakeBackend();

const api = signedInApi;
const day = 86_400_000;
const gaps = (xs: string[]) => xs.slice(1).map((x, index) => Math.round((Date.parse(x) - Date.parse(xs[index]!)) / day));
const oneYearBefore = (date: Date) => {
  const copy = new Date(date);
  copy.setUTCFullYear(copy.getUTCFullYear() - 1);
  return copy;
};

describe('api/dashboards/analytics', () => {
  it('has visitors of this and last year every 3rd day over 12 months, ending a year apart', async () => {
    const { visitors } = await api.get<AnalyticsDashboard>('api/dashboards/analytics');
    for (const range of ['this-year', 'last-year'] as const) {
      const xs = visitors.series[range][0]!.data.map((point) => point.x);
      expect(new Set(gaps(xs))).toEqual(new Set([3]));
      const span = (Date.parse(xs.at(-1)!) - Date.parse(xs[0]!)) / day;
      expect(span).toBeGreaterThan(362);
      expect(span).toBeLessThanOrEqual(366);
    }
    const thisYearEnd = new Date(visitors.series['this-year'][0]!.data.at(-1)!.x);
    expect(thisYearEnd.toISOString().slice(0, 10)).toBe(sampleToday.toISOString().slice(0, 10));
    expect(visitors.series['last-year'][0]!.data.at(-1)!.x).toBe(oneYearBefore(thisYearEnd).toISOString());
  });

  it('has 65 days of page views and visitors, and the four donuts with the spec’s shares', async () => {
    const analytics = await api.get<AnalyticsDashboard>('api/dashboards/analytics');
    expect(analytics.visitorsVsPageViews.series.map((series) => series.name)).toEqual(['Page Views', 'Visitors']);
    for (const series of analytics.visitorsVsPageViews.series) {
      expect(series.data).toHaveLength(65);
      expect(new Set(gaps(series.data.map((point) => point.x)))).toEqual(new Set([1]));
    }
    expect(
      [analytics.newVsReturning, analytics.gender, analytics.age, analytics.language].map(({ series, labels }) => [series, labels]),
    ).toEqual([
      [
        [80, 20],
        ['New', 'Returning'],
      ],
      [
        [55, 45],
        ['Male', 'Female'],
      ],
      [
        [35, 65],
        ['Under 30', 'Over 30'],
      ],
      [
        [25, 75],
        ['English', 'Other'],
      ],
    ]);
    for (const figure of [analytics.conversions, analytics.impressions, analytics.visits]) {
      expect(figure.labels).toEqual(figure.series[0]!.data.map((point) => point.x));
      for (const label of figure.labels) expect(label).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('api/dashboards/finance', () => {
  it('has the predicted and actual balance at 3-day steps over 12 months and the spec’s limits', async () => {
    const finance = await api.get<FinanceDashboard>('api/dashboards/finance');
    expect(finance.accountBalance.series.map((series) => series.name)).toEqual(['Predicted', 'Actual']);
    for (const series of finance.accountBalance.series) expect(new Set(gaps(series.data.map((point) => point.x)))).toEqual(new Set([3]));
    expect(finance.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
    expect([finance.previousStatement.limit, finance.currentStatement.limit]).toEqual([34500, 34500]);
    expect([finance.previousStatement.status, finance.currentStatement.status]).toEqual(['paid', 'pending']);
  });

  it('lists transactions newest first, outgoing ones negative, each completed or pending', async () => {
    const { recentTransactions } = await api.get<FinanceDashboard>('api/dashboards/finance');
    expect(recentTransactions.length).toBeGreaterThan(5);
    expect(
      recentTransactions.some((transaction) => transaction.amount < 0) && recentTransactions.some((transaction) => transaction.amount > 0),
    ).toBe(true);
    for (const transaction of recentTransactions) expect(['completed', 'pending']).toContain(transaction.status);
    const dates = recentTransactions.map((transaction) => Date.parse(transaction.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('api/dashboards/crypto', () => {
  it('has the btc price 8,878.48 at the end of its 145 points at offsets -145 to -1', async () => {
    const { btc, prices } = await api.get<CryptoDashboard>('api/dashboards/crypto');
    const points = btc.price.series[0]!.data;
    expect(points).toHaveLength(145);
    expect(points.map((point) => point.x)).toEqual(Array.from({ length: 145 }, (_, index) => index - 145));
    expect(points.at(-1)!.y).toBe(8878.48);
    expect(prices.btc).toBe(8878.48);
    expect(Object.keys(prices)).toEqual(['btc', 'eth', 'bch', 'xrp']);
  });

  it('has six watchlist coins, each with the last 20 minutes one a minute as HH:mm, ending on its price', async () => {
    const { watchlist } = await api.get<CryptoDashboard>('api/dashboards/crypto');
    expect(watchlist.map((coin) => coin.title)).toEqual(['Ethereum', 'Bitcoin Cash', 'XRP', 'Litecoin', 'Zcash', 'Bitcoin Gold']);
    const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    for (const coin of watchlist) {
      const xs = coin.series[0]!.data.map((point) => point.x);
      expect(xs).toHaveLength(20);
      for (const x of xs) expect(x).toMatch(/^\d{2}:\d{2}$/);
      expect(xs.slice(1).map((x, index) => (minuteOf(x) - minuteOf(xs[index]!) + 1440) % 1440)).toEqual(Array(19).fill(1));
      expect(coin.series[0]!.data.at(-1)!.y).toBe(coin.amount);
    }
  });

  it('buys into a wallet, sells out of it, and refuses to sell more than it holds', async () => {
    const before = (await api.get<CryptoDashboard>('api/dashboards/crypto')).wallets;
    expect(before).toEqual({ btc: 24.97311243, eth: 126.3812212, bch: 52.0021, xrp: 14923.4389 });
    const bought = await api.post<Wallets>('api/dashboards/crypto/trade', { action: 'buy', coin: 'btc', amount: 0.5 });
    expect(bought.btc).toBe(25.47311243);
    const sold = await api.post<Wallets>('api/dashboards/crypto/trade', { action: 'sell', coin: 'eth', amount: 0.1 });
    expect(sold.eth).toBe(126.2812212);
    expect((await api.get<CryptoDashboard>('api/dashboards/crypto')).wallets).toEqual(sold);

    const refusal = await api
      .post('api/dashboards/crypto/trade', { action: 'sell', coin: 'bch', amount: 60 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(400);
    expect((refusal as HttpError).body).toMatchObject({ field: 'amount' });
    for (const body of [
      { action: 'buy', coin: 'btc', amount: 0 },
      { action: 'buy', coin: 'btc', amount: -1 },
      { action: 'buy', coin: 'doge', amount: 1 },
      { action: 'hold', coin: 'btc', amount: 1 },
    ]) {
      const error = await api.post('api/dashboards/crypto/trade', body).catch((caught: unknown) => caught);
      expect((error as HttpError).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.get<CryptoDashboard>('api/dashboards/crypto')).wallets).toEqual(sold);
  });
});

describe('api/dashboards/project', () => {
  it('speaks the asker’s language: names, schedule, budget lines, task areas and titles in Arabic', async () => {
    const arabic = await signedInApiIn('ar-SA').get<ProjectDashboard>('api/dashboards/project');
    const words = [
      arabic.name,
      ...arabic.projects.map((project) => project.name),
      ...[...arabic.schedule.today, ...arabic.schedule.tomorrow].flatMap((entry) => [entry.title, entry.location ?? '']),
      ...arabic.budgetDistribution.map((entry) => entry.category),
      ...arabic.budgetDetails.map((entry) => entry.type),
      ...arabic.taskDistribution['this-week'].labels,
      ...arabic.teamMembers.map((member) => member.title),
    ];
    expect(words.filter((word) => /[A-Za-zÄÖÜäöüß]{2}/.test(word))).toEqual([]);
    expect(arabic.name).toBe('خدمة الترجمة عبر الفيديو');
  });

  it('answers the first project by default and each project by its id, with seven days for each week', async () => {
    const first = await api.get<ProjectDashboard>('api/dashboards/project');
    expect(first.id).toBe('video-relay');
    expect(first.projects.map((project) => project.id)).toEqual(['video-relay', 'captioning', 'emergency-path']);
    const captioning = await api.get<ProjectDashboard>('api/dashboards/project?projectId=captioning');
    expect(captioning.id).toBe('captioning');
    expect(captioning.summary).not.toEqual(first.summary);
    for (const week of ['this-week', 'last-week'] as const) {
      const statistics = first.issues[week];
      expect(statistics.days.map((entry) => entry.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
      expect(statistics.newIssues).toBe(statistics.days.reduce((sum, entry) => sum + entry.newIssues, 0));
      expect(statistics.closedIssues).toBe(statistics.days.reduce((sum, entry) => sum + entry.closedIssues, 0));
    }
  });

  it('keeps the budget rows consistent and gives every team member a way to reach them', async () => {
    const project = await api.get<ProjectDashboard>('api/dashboards/project?projectId=emergency-path');
    for (const row of project.budgetDetails) {
      expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 1);
      expect(row.expensesPercentage + row.remainingPercentage).toBeCloseTo(100, 5);
    }
    for (const member of project.teamMembers) {
      expect(member.email).toMatch(/^[a-z.]+@callcenter\.example$/);
      expect(member.phone).toMatch(/^\+43 [\d ]+$/);
    }
    expect(project.schedule.today.length).toBeGreaterThan(0);
    expect(project.schedule.tomorrow.length).toBeGreaterThan(0);
  });

  it('refuses an unknown project with the field and the reason', async () => {
    const error = await api.get('api/dashboards/project?projectId=moonshot').catch((caught: unknown) => caught);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toMatchObject({ field: 'projectId' });
  });
});

describe('api/pages/activities', () => {
  it('lists the feed newest first, each with an icon or an image and a date', async () => {
    const activities = await api.get<ActivityEntry[]>('api/pages/activities');
    expect(activities).toHaveLength(10);
    const dates = activities.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const activity of activities) expect(Boolean(activity.icon) !== Boolean(activity.image)).toBe(true);
    expect(activities.filter((activity) => activity.useRouter).every((activity) => activity.link?.startsWith('/'))).toBe(true);
  });

  it('speaks the asker’s language: every text of the feed in English and in Arabic', async () => {
    const inLocale = (locale: string) => signedInApiIn(locale).get<ActivityEntry[]>('api/pages/activities');
    const [german, english, arabic] = await Promise.all([inLocale('de-AT'), inLocale('en-US'), inLocale('ar-SA')]);
    const texts = (entries: ActivityEntry[]) =>
      entries.flatMap((entry) => [entry.description, entry.extraContent, entry.linkedContent].filter(Boolean));
    const germanTexts = texts(german);
    expect(texts(english).filter((text, index) => text === germanTexts[index])).toEqual([]);
    // In Arabic, only the invoice number and the markup stay in Latin letters.
    expect(texts(arabic).filter((text) => /[A-Za-zÄÖÜäöüß]{2}/.test(text!.replace(/<\/?[a-z]+>/g, '')))).toEqual([]);
    expect(english[1]).toMatchObject({
      description: '<strong>Jonas Berger</strong> sent you a message',
      linkedContent: 'Go to the mailbox',
    });
  });
});
