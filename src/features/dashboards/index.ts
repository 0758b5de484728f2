export type { AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard, Wallets } from './schemas';
