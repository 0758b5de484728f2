import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Avatar, Card, DataTable, FieldSkeleton, Link, RadioGroup, Select, Tabs, type DataTableColumn } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useProjectDashboard } from './api/get-dashboards';
import { ChartCard, DonutChart, SeriesChart, seriesTable, Sparkline } from './charts';
import * as chartStyles from './charts/Charts.css';
import { DashboardFrame } from './DashboardFrame';
import * as styles from './Dashboards.css';
import { Facts } from './Facts';
import { projectWeeks, type BudgetLine, type ExpensePeriod, type ProjectDashboard, type ProjectWeek, type ScheduleItem } from './schemas';

const tabIds = ['home', 'budget', 'team'] as const;
type TabId = (typeof tabIds)[number];
const expensePeriods: readonly ExpensePeriod[] = ['week', 'month', 'year'];

/**
 * The project dashboard (`/{lang}/dashboards/project`): the project (`?project=`) and the view
 * (`?tab=home|budget|team`) live in the address, so a link or a reload opens the same place.
 */
export function ProjectPage() {
  const { t } = useTranslation('dashboards');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') ?? undefined;
  const query = useProjectDashboard(projectId);
  const choose = (key: 'project' | 'tab', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: key === 'tab' },
    );
  const projects = query.data?.projects;
  return (
    <DashboardFrame
      id="project"
      title={t('project.title')}
      subtitle={query.data?.name ?? null}
      query={query}
      actions={
        // The project's select comes with the projects; its place is held until then, so that the header
        // does not grow under the title (nor push the cards down on a phone).
        projects ? (
          <Select
            label={t('project.project')}
            value={query.data?.id ?? null}
            onChange={(value) => value && choose('project', value)}
            options={projects.map((project) => ({ id: project.id, label: project.name }))}
          />
        ) : query.isError ? null : (
          <FieldSkeleton />
        )
      }
    >
      {(data) => {
        const tab: TabId = tabIds.find((id) => id === params.get('tab')) ?? 'home';
        return (
          <Tabs
            label={t('project.sections')}
            selectedKey={tab}
            onSelectionChange={(key) => choose('tab', key)}
            items={[
              { id: 'home', label: t('project.tabs.home'), content: <ProjectHome data={data} /> },
              { id: 'budget', label: t('project.tabs.budget'), content: <ProjectBudget data={data} /> },
              { id: 'team', label: t('project.tabs.team'), content: <ProjectTeam data={data} /> },
            ]}
          />
        );
      }}
    </DashboardFrame>
  );
}

function SummaryCard({ title, amount, note }: { title: string; amount: number; note: string }) {
  const format = useFormatters();
  return (
    <Card title={title}>
      <div className={styles.fact}>
        <span className={chartStyles.figure}>{format.number(amount)}</span>
        <span className={chartStyles.note}>{note}</span>
      </div>
    </Card>
  );
}

function ProjectHome({ data }: { data: ProjectDashboard }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const [week, setWeek] = useState<ProjectWeek>('this-week');
  const issues = data.issues[week];
  const days = issues.days.map((entry) => entry.day);
  const dayName = (day: string) => t(`project.days.${day}`);
  const issueSeries = [
    { key: 'newIssues', label: t('series.newIssues'), values: issues.days.map((entry) => entry.newIssues) },
    { key: 'closedIssues', label: t('series.closedIssues'), values: issues.days.map((entry) => entry.closedIssues) },
  ];
  const count = (value: number) => format.number(value);
  const tasks = data.taskDistribution[week];
  const total = tasks.series.reduce((sum, value) => sum + value, 0);
  const slices = tasks.labels.map((label, index) => ({ key: label, label, value: tasks.series[index] ?? 0 }));
  const share = (value: number) => format.number(total ? value / total : 0, { style: 'percent' });
  const weekChoice = (
    <RadioGroup
      label={t('project.week')}
      orientation="horizontal"
      value={week}
      onChange={(value) => setWeek(value as ProjectWeek)}
      options={projectWeeks.map((id) => ({ id, label: t(`project.weeks.${id}`) }))}
    />
  );
  const { summary } = data;
  return (
    <div className={styles.column}>
      <div className={styles.fourCards}>
        <SummaryCard
          title={t('project.summary.dueTasks')}
          amount={summary.dueTasks.amount}
          note={t('project.summary.overdueCount', { count: summary.dueTasks.overdue })}
        />
        <SummaryCard
          title={t('project.summary.overdue')}
          amount={summary.overdue.amount}
          note={t('project.summary.yesterday', { count: summary.overdue.yesterday })}
        />
        <SummaryCard
          title={t('project.summary.issues')}
          amount={summary.issues.amount}
          note={t('project.summary.closedToday', { count: summary.issues.closedToday })}
        />
        <SummaryCard
          title={t('project.summary.features')}
          amount={summary.features.amount}
          note={t('project.summary.proposals', { count: summary.features.proposals })}
        />
      </div>
      <div className={styles.mainAndSide}>
        <ChartCard
          title={t('project.issueStatistics')}
          actions={weekChoice}
          headline={
            <Facts
              facts={(['newIssues', 'closedIssues', 'fixed', 'wontFix', 'reOpened', 'needsTriage'] as const).map((key) => ({
                key,
                label: t(`project.${key}`),
                value: count(issues[key]),
              }))}
            />
          }
          table={seriesTable(t('project.week'), days, issueSeries, dayName, count)}
        >
          <SeriesChart
            kind="bar"
            label={t('project.issueStatistics')}
            xs={days}
            series={issueSeries}
            formatTick={dayName}
            formatX={dayName}
            formatY={count}
            tickCount={7}
            tickSpacing={48}
          />
        </ChartCard>
        <ChartCard
          title={t('project.taskDistribution')}
          subtitle={t(`project.weeks.${week}`)}
          table={{
            columns: [t('charts.category'), t('charts.share')],
            rows: slices.map((slice) => ({ id: slice.key, cells: [slice.label, `${count(slice.value)} (${share(slice.value)})`] })),
          }}
        >
          <DonutChart label={t('project.taskDistribution')} slices={slices} formatValue={count} height={220} />
        </ChartCard>
      </div>
      <Card title={t('project.schedule')}>
        <div className={styles.grid}>
          <ScheduleList title={t('project.today')} items={data.schedule.today} someTime={t('project.allDay')} />
          <ScheduleList title={t('project.tomorrow')} items={data.schedule.tomorrow} someTime={t('project.allDayTomorrow')} />
        </div>
      </Card>
    </div>
  );
}

function ScheduleList({ title, items, someTime }: { title: string; items: ScheduleItem[]; someTime: string }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  return (
    <section aria-label={title}>
      <h3 className={chartStyles.note}>{title}</h3>
      {items.length ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.title}-${item.time ?? ''}`} className={styles.listRow}>
              <span className={styles.grow}>
                {item.title}
                <br />
                <span className={styles.secondary}>
                  {[item.time ? format.date(item.time, { timeStyle: 'short' }) : someTime, item.location].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.secondary}>{t('project.nothingScheduled')}</p>
      )}
    </section>
  );
}

function ProjectBudget({ data }: { data: ProjectDashboard }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const money = (value: number) => format.currency(value);
  const compactMoney = (value: number) => format.currency(value, 'EUR', { notation: 'compact' });
  const percent = (value: number) => format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const categories = data.budgetDistribution.map((entry) => entry.category);
  const distribution = [{ key: 'amount', label: t('series.amount'), values: data.budgetDistribution.map((entry) => entry.amount) }];
  const columns: DataTableColumn<BudgetLine>[] = [
    { id: 'type', header: t('project.type'), cell: (row) => row.type, sortValue: (row) => row.type, width: '22%' },
    { id: 'total', header: t('project.total'), cell: (row) => money(row.total), sortValue: (row) => row.total, width: '16%' },
    {
      id: 'expensesAmount',
      header: t('project.expensesAmount'),
      cell: (row) => money(row.expensesAmount),
      sortValue: (row) => row.expensesAmount,
      width: '16%',
    },
    {
      id: 'expensesPercentage',
      header: t('project.expensesPercentage'),
      cell: (row) => percent(row.expensesPercentage),
      sortValue: (row) => row.expensesPercentage,
      width: '15%',
    },
    {
      id: 'remainingAmount',
      header: t('project.remainingAmount'),
      cell: (row) => money(row.remainingAmount),
      sortValue: (row) => row.remainingAmount,
      width: '16%',
    },
    {
      id: 'remainingPercentage',
      header: t('project.remainingPercentage'),
      cell: (row) => percent(row.remainingPercentage),
      sortValue: (row) => row.remainingPercentage,
      width: '15%',
    },
  ];
  return (
    <div className={styles.column}>
      <div className={styles.mainAndSide}>
        <ChartCard
          title={t('project.budgetDistribution')}
          table={seriesTable(t('charts.category'), categories, distribution, (x) => x, money)}
        >
          <SeriesChart
            kind="bar"
            label={t('project.budgetDistribution')}
            xs={categories}
            series={distribution}
            formatTick={(x) => x}
            formatX={(x) => x}
            formatY={money}
            formatYTick={compactMoney}
            tickCount={5}
          />
        </ChartCard>
        <div className={styles.column}>
          {expensePeriods.map((period, index) => {
            const expenses = data.expenses[period];
            const series = [{ key: 'expenses', label: t('series.expenses'), values: expenses.series.map((point) => point.y) }];
            return (
              <ChartCard
                key={period}
                title={`${t('project.expenses')}: ${t(`project.periods.${period}`)}`}
                headingLevel={3}
                headline={<span className={chartStyles.figure}>{money(expenses.amount)}</span>}
                table={seriesTable(
                  t('charts.date'),
                  expenses.series.map((point) => point.x),
                  series,
                  (x) => format.date(x, { dateStyle: 'medium', timeZone: 'UTC' }),
                  money,
                )}
              >
                <Sparkline values={series[0]!.values} color={index + 2} height={40} />
              </ChartCard>
            );
          })}
        </div>
      </div>
      <Card title={t('project.budgetDetails')} flush>
        <DataTable
          label={t('project.budgetDetails')}
          columns={columns}
          rows={data.budgetDetails}
          getRowId={(row) => row.id}
          height={data.budgetDetails.length * 48 + 48}
          minWidth="760px"
        />
      </Card>
    </div>
  );
}

function ProjectTeam({ data }: { data: ProjectDashboard }) {
  const { t } = useTranslation('dashboards');
  // Each card is named by its member, so that "E-mail" and "Call" links read in context.
  return (
    <ul className={styles.team} aria-label={t('project.team')}>
      {data.teamMembers.map((member) => (
        <li key={member.id} className={styles.member} aria-label={member.name}>
          <Avatar name={member.name} src={member.avatar} size="lg" decorative />
          <strong>{member.name}</strong>
          <span className={styles.secondary}>{member.title}</span>
          <span className={styles.memberLinks}>
            <Link href={`mailto:${member.email}`}>{member.email}</Link>
            <Link href={`tel:${member.phone.replace(/\s/g, '')}`}>
              <bdi>{member.phone}</bdi>
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
