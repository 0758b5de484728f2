export { FinancePage as FinanceRoute } from './FinancePage';
