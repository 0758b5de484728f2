import { contract } from '@/lib/contract';
import type { AnalyticsDashboard, Coin, CryptoDashboard, FinanceDashboard, ProjectDashboard, Wallets } from './schemas';

/** A trade of the crypto dashboard. */
export interface Trade {
  action: 'buy' | 'sell';
  coin: Coin;
  amount: number;
}

/**
 * The endpoints of the dashboards, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const dashboardsEndpoints = {
  analytics: contract.get<{ answer: AnalyticsDashboard }>('api/dashboards/analytics'),
  finance: contract.get<{ answer: FinanceDashboard }>('api/dashboards/finance'),
  crypto: contract.get<{ answer: CryptoDashboard }>('api/dashboards/crypto'),
  /** Answers the wallets after the trade. */
  cryptoTrade: contract.post<{ body: Trade; answer: Wallets }>('api/dashboards/crypto/trade'),
  /** The first project without `projectId`. */
  project: contract.get<{ query: { projectId?: string }; answer: ProjectDashboard }>('api/dashboards/project'),
};
