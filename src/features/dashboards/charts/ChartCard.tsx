import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, IconButton, visuallyHidden } from '@/components';
import type { ChartTableData } from './chart-table';
import * as styles from './Charts.css';

export interface ChartCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The card's main number, with what explains it. */
  headline?: ReactNode;
  /** Switches of the chart (a range, a week), before the table toggle. */
  actions?: ReactNode;
  /** The chart's numbers: shown by the toggle, and always what a screen reader gets. */
  table: ChartTableData;
  /** Start with the table (a story, a page that prefers numbers). */
  defaultView?: 'chart' | 'table';
  headingLevel?: 2 | 3;
  /** The chart itself; not drawn when the table has no rows. */
  children: ReactNode;
}

/**
 * A dashboard card with a chart: title, headline figure, the chart, and its numbers as a table.
 * Sighted users switch between the two; assistive tech always has the table.
 */
export function ChartCard({
  title,
  subtitle,
  headline,
  actions,
  table,
  defaultView = 'chart',
  headingLevel = 2,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('dashboards');
  const [view, setView] = useState(defaultView);
  const tableId = useId();
  const isEmpty = table.rows.length === 0;
  const showTable = view === 'table';
  return (
    <Card
      title={title}
      subtitle={subtitle}
      headingLevel={headingLevel}
      actions={
        <div className={styles.actions}>
          {actions}
          <IconButton
            icon="list-bullet"
            label={t('charts.showTable')}
            size="sm"
            isPressed={showTable}
            isDisabled={isEmpty}
            {...(isEmpty ? {} : { 'aria-controls': tableId })}
            onPress={() => setView(showTable ? 'chart' : 'table')}
          />
        </div>
      }
    >
      {headline ? <div className={styles.headline}>{headline}</div> : null}
      {isEmpty ? (
        <p className={styles.empty}>{t('charts.noData')}</p>
      ) : (
        <>
          {showTable ? null : <div className={styles.plot}>{children}</div>}
          <ChartTable id={tableId} data={table} caption={title} isHidden={!showTable} />
        </>
      )}
    </Card>
  );
}

function ChartTable({ id, data, caption, isHidden }: { id: string; data: ChartTableData; caption: ReactNode; isHidden: boolean }) {
  const { t } = useTranslation('dashboards');
  const table = (
    <table className={styles.table}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {data.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.id}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden, it is still read; shown, a long one scrolls in a region that the keyboard can reach.
  if (isHidden)
    return (
      <div id={id} className={visuallyHidden}>
        {table}
      </div>
    );
  return (
    <div
      id={id}
      className={styles.tableScroller}
      role="region"
      aria-label={t('charts.numbersOf', { title: typeof caption === 'string' ? caption : '' })}
      tabIndex={0}
    >
      {table}
    </div>
  );
}
