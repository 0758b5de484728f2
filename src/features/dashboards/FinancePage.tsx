import { useTranslation } from 'react-i18next';
import { Card, Chip, DataTable, Meter, type DataTableColumn } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useFinance } from './api/get-dashboards';
import { ChartCard, SeriesChart, seriesTable } from './charts';
import * as chartStyles from './charts/Charts.css';
import { DashboardFrame } from './DashboardFrame';
import * as styles from './Dashboards.css';
import { Facts } from './Facts';
import type { FinanceDashboard, Statement, Transaction } from './schemas';
import { seriesName } from './series-names';

/** The finance dashboard, the menu's "Finanzen" (`/{lang}/finance`). Sample amounts are in euros. */
export function FinancePage() {
  const { t } = useTranslation('dashboards');
  const query = useFinance();
  return (
    <DashboardFrame id="finance" title={t('finance.title')} subtitle={t('finance.subtitle')} query={query}>
      {(data) => <FinanceCards data={data} />}
    </DashboardFrame>
  );
}

function FinanceCards({ data }: { data: FinanceDashboard }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const money = (value: number) => format.currency(value);
  const wholeMoney = (value: number) => format.currency(value, 'EUR', { maximumFractionDigits: 0 });
  const compactMoney = (value: number) => format.currency(value, 'EUR', { notation: 'compact' });
  const balance = data.accountBalance;
  const xs = balance.series[0]?.data.map((point) => point.x) ?? [];
  const series = balance.series.map((item, index) => ({
    key: `balance-${index}`,
    label: seriesName(t, item.name),
    values: item.data.map((point) => point.y),
  }));
  const longDate = (x: string) => format.date(x, { dateStyle: 'full' });
  const { budget } = data;
  return (
    <>
      <div className={styles.mainAndSide}>
        <ChartCard
          title={t('finance.accountBalance')}
          headline={
            <>
              <span className={chartStyles.figure}>
                {format.number(balance.growRate / 100, { style: 'percent', maximumFractionDigits: 2 })}
              </span>
              <span className={chartStyles.note}>{t('finance.growRate')}</span>
              <span className={chartStyles.note}>{t('finance.ami', { amount: wholeMoney(balance.ami) })}</span>
            </>
          }
          table={seriesTable(t('charts.date'), xs, series, longDate, money)}
        >
          <SeriesChart
            kind="area"
            label={t('finance.accountBalance')}
            xs={xs}
            series={series}
            formatTick={(x) => format.date(x, { month: 'short', year: '2-digit' })}
            formatX={longDate}
            formatY={money}
            formatYTick={compactMoney}
            height={280}
          />
        </ChartCard>
        <Card title={t('finance.budget')}>
          <div className={styles.column}>
            <Meter
              label={t('finance.expenses')}
              value={budget.expenses}
              maxValue={budget.expensesLimit}
              valueLabel={`${money(budget.expenses)} ${t('finance.ofLimit', { limit: wholeMoney(budget.expensesLimit) })}`}
            />
            <Meter
              label={t('finance.savings')}
              value={budget.savings}
              maxValue={budget.savingsGoal}
              valueLabel={`${money(budget.savings)} ${t('finance.ofGoal', { goal: wholeMoney(budget.savingsGoal) })}`}
            />
            <Meter
              label={t('finance.bills')}
              value={budget.bills}
              maxValue={budget.billsLimit}
              valueLabel={`${money(budget.bills)} ${t('finance.ofLimit', { limit: wholeMoney(budget.billsLimit) })}`}
            />
          </div>
        </Card>
      </div>
      <div className={styles.grid}>
        <StatementCard title={t('finance.previousStatement')} statement={data.previousStatement} />
        <StatementCard title={t('finance.currentStatement')} statement={data.currentStatement} />
      </div>
      <TransactionsCard transactions={data.recentTransactions} />
    </>
  );
}

function StatementCard({ title, statement }: { title: string; statement: Statement }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  return (
    <Card
      title={title}
      subtitle={t('finance.statementDate', { date: format.date(statement.date, { dateStyle: 'long' }) })}
      actions={<Chip tone={statement.status === 'paid' ? 'success' : 'neutral'}>{t(`finance.status.${statement.status}`)}</Chip>}
    >
      <Facts
        facts={(['limit', 'spent', 'minimum'] as const).map((key) => ({
          key,
          label: t(`finance.${key}`),
          value: format.currency(statement[key]),
        }))}
      />
    </Card>
  );
}

function TransactionsCard({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const columns: DataTableColumn<Transaction>[] = [
    {
      id: 'transactionId',
      header: t('finance.transactionId'),
      cell: (row) => row.transactionId,
      sortValue: (row) => row.transactionId,
      width: '22%',
      hideOnPhone: true,
    },
    {
      id: 'date',
      header: t('finance.date'),
      cell: (row) => format.date(row.date, { dateStyle: 'medium' }),
      sortValue: (row) => row.date,
      width: '18%',
      phoneWidth: '27%',
    },
    { id: 'name', header: t('finance.name'), cell: (row) => row.name, sortValue: (row) => row.name, width: '28%', phoneWidth: '41%' },
    {
      id: 'amount',
      header: t('finance.amount'),
      cell: (row) => (
        <span className={row.amount < 0 ? styles.amountOut : styles.amountIn}>
          {format.currency(row.amount, 'EUR', { signDisplay: 'always' })}
        </span>
      ),
      sortValue: (row) => row.amount,
      width: '17%',
      phoneWidth: '32%',
    },
    {
      id: 'status',
      header: t('finance.statusColumn'),
      cell: (row) => <Chip tone={row.status === 'completed' ? 'success' : 'neutral'}>{t(`finance.status.${row.status}`)}</Chip>,
      sortValue: (row) => row.status,
      width: '15%',
      hideOnPhone: true,
    },
  ];
  return (
    <Card title={t('finance.recentTransactions')} flush>
      <DataTable
        label={t('finance.recentTransactions')}
        columns={columns}
        rows={transactions}
        getRowId={(row) => row.id}
        height={Math.min(transactions.length, 10) * 48 + 48}
        minWidth="640px"
      />
    </Card>
  );
}
