export type { ActivityEntry, AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard, Wallets } from './schemas';
