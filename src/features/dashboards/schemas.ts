/**
 * What the dashboards' endpoints answer (template-apps.md point 3; the project dashboard's shapes are
 * the product's own, described on the workbench's Fake backend page). Read-only data: the client only
 * shows it, so plain types suffice; the one thing a user sends, a trade, is checked by `trade.ts`.
 */

export interface Point<X = string> {
  x: X;
  y: number;
}
export interface Series<X = string> {
  name: string;
  data: Point<X>[];
}
export type Trend = { dir: 'up' | 'down'; amount: number };

/** A weekly figure: its total, each week as an ISO interval (`2026-03-09/2026-03-15`), and its series. */
export interface WeeklyFigure {
  amount: number;
  labels: string[];
  series: Series[];
}
export interface Donut {
  uniqueVisitors: number;
  series: number[];
  labels: string[];
}
export type YearRange = 'this-year' | 'last-year';

export interface AnalyticsDashboard {
  visitors: { ranges: Record<YearRange, string>; series: Record<YearRange, Series[]> };
  conversions: WeeklyFigure;
  impressions: WeeklyFigure;
  visits: WeeklyFigure;
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: Series[] };
  newVsReturning: Donut;
  gender: Donut;
  age: Donut;
  language: Donut;
}

export interface Statement {
  status: 'paid' | 'pending';
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}
export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  /** Negative: money going out. */
  amount: number;
  status: 'completed' | 'pending';
  date: string;
}
export interface FinanceDashboard {
  accountBalance: { growRate: number; ami: number; series: Series[] };
  budget: { expenses: number; expensesLimit: number; savings: number; savingsGoal: number; bills: number; billsLimit: number };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
}

export const coins = ['btc', 'eth', 'bch', 'xrp'] as const;
export type Coin = (typeof coins)[number];
export type Wallets = Record<Coin, number>;
export interface WatchedCoin {
  title: string;
  iso: string;
  amount: number;
  trend: Trend;
  /** The last 20 minutes, one point a minute, x as HH:mm. */
  series: Series[];
}
export interface CryptoDashboard {
  btc: {
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    /** 145 points, x the offset in minutes before now (-145 to -1). */
    price: { series: Series<number>[] };
  };
  prices: Wallets;
  wallets: Wallets;
  watchlist: WatchedCoin[];
}

export type ProjectWeek = 'this-week' | 'last-week';
export const projectWeeks: readonly ProjectWeek[] = ['this-week', 'last-week'];
export interface IssueStatistics {
  days: { day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'; newIssues: number; closedIssues: number }[];
  newIssues: number;
  closedIssues: number;
  fixed: number;
  wontFix: number;
  reOpened: number;
  needsTriage: number;
}
export interface ScheduleItem {
  title: string;
  /** ISO; null for something due some time that day. */
  time: string | null;
  location: string | null;
}
export interface TeamMember {
  id: string;
  avatar: string | null;
  name: string;
  email: string;
  phone: string;
  title: string;
}
export interface BudgetLine {
  id: string;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
}
export type ExpensePeriod = 'week' | 'month' | 'year';
export interface ProjectDashboard {
  id: string;
  name: string;
  projects: { id: string; name: string }[];
  summary: {
    dueTasks: { amount: number; overdue: number };
    overdue: { amount: number; yesterday: number };
    issues: { amount: number; closedToday: number };
    features: { amount: number; proposals: number };
  };
  issues: Record<ProjectWeek, IssueStatistics>;
  taskDistribution: Record<ProjectWeek, { labels: string[]; series: number[] }>;
  schedule: { today: ScheduleItem[]; tomorrow: ScheduleItem[] };
  budgetDistribution: { category: string; amount: number }[];
  expenses: Record<ExpensePeriod, { amount: number; series: Series['data'] }>;
  budgetDetails: BudgetLine[];
  teamMembers: TeamMember[];
}
