import { useTranslation } from 'react-i18next';
import { Card, Icon } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useCrypto } from './api/get-dashboards';
import { ChartCard, SeriesChart, seriesTable, Sparkline } from './charts';
import * as chartStyles from './charts/Charts.css';
import { DashboardFrame } from './DashboardFrame';
import * as styles from './Dashboards.css';
import { Facts } from './Facts';
import { coins, type CryptoDashboard, type Trend, type WatchedCoin } from './schemas';
import { seriesName } from './series-names';
import { TradeForm } from './TradeForm';

/** The crypto dashboard (`/{lang}/dashboards/crypto`): prices in US dollars, as the markets quote them. */
export function CryptoPage() {
  const { t } = useTranslation('dashboards');
  const query = useCrypto();
  return (
    <DashboardFrame id="crypto" title={t('crypto.title')} subtitle={t('crypto.subtitle')} query={query}>
      {(data) => <CryptoCards data={data} />}
    </DashboardFrame>
  );
}

function TrendNote({ trend }: { trend: Trend }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  return (
    <span className={trend.dir === 'up' ? chartStyles.trendUp : chartStyles.trendDown}>
      <Icon name={trend.dir === 'up' ? 'arrow-up' : 'arrow-down'} size="sm" />
      {t(`crypto.trend.${trend.dir}`, { amount: format.number(trend.amount / 100, { style: 'percent', maximumFractionDigits: 2 }) })}
    </span>
  );
}

function CryptoCards({ data }: { data: CryptoDashboard }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const usd = (value: number) => format.currency(value, 'USD');
  const compactUsd = (value: number) => format.currency(value, 'USD', { notation: 'compact', maximumFractionDigits: 1 });
  // The price moves by tens of dollars: whole dollars tell the ticks apart, "8.9K" would not.
  const wholeUsd = (value: number) => format.currency(value, 'USD', { maximumFractionDigits: 0 });
  const points = data.btc.price.series[0]?.data ?? [];
  const xs = points.map((point) => point.x);
  const series = [
    { key: 'price', label: seriesName(t, data.btc.price.series[0]?.name ?? 'Price'), values: points.map((point) => point.y) },
  ];
  const minutesAgo = (x: number) => t('crypto.minutesAgo', { count: -x });
  return (
    <div className={styles.mainAndSide}>
      <div className={styles.column}>
        <ChartCard
          title={t('crypto.bitcoin')}
          headline={
            <>
              <span className={chartStyles.figure}>{usd(data.btc.amount)}</span>
              <TrendNote trend={data.btc.trend} />
            </>
          }
          table={seriesTable(t('charts.time'), xs, series, minutesAgo, usd)}
        >
          <SeriesChart
            kind="line"
            label={t('crypto.bitcoin')}
            xs={xs}
            series={series}
            formatTick={minutesAgo}
            formatX={minutesAgo}
            formatY={usd}
            formatYTick={wholeUsd}
            height={280}
          />
          <Facts
            facts={[
              { key: 'marketCap', label: t('crypto.marketCap'), value: compactUsd(data.btc.marketCap) },
              { key: 'volume', label: t('crypto.volume'), value: compactUsd(data.btc.volume) },
              {
                key: 'supply',
                label: t('crypto.supply'),
                value: format.number(data.btc.supply, { notation: 'compact', maximumFractionDigits: 2 }),
              },
              { key: 'allTimeHigh', label: t('crypto.allTimeHigh'), value: usd(data.btc.allTimeHigh) },
            ]}
          />
        </ChartCard>
        <section aria-labelledby="crypto-watchlist" className={styles.column}>
          <h2 id="crypto-watchlist" className={chartStyles.note}>
            {t('crypto.watchlist')}
          </h2>
          <div className={styles.grid}>
            {data.watchlist.map((coin) => (
              <WatchedCoinCard key={coin.iso} coin={coin} />
            ))}
          </div>
        </section>
      </div>
      <div className={styles.column}>
        <Card title={t('crypto.wallets')}>
          <ul className={styles.list}>
            {coins.map((coin) => (
              <li key={coin} className={styles.listRow}>
                <span className={styles.grow}>{coin.toUpperCase()}</span>
                <span className={styles.numeric}>{format.number(data.wallets[coin], { maximumFractionDigits: 8 })}</span>
                <span className={`${styles.numeric} ${styles.secondary}`}>{usd(data.wallets[coin] * data.prices[coin])}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('crypto.trade.title')}>
          <TradeForm prices={data.prices} wallets={data.wallets} />
        </Card>
      </div>
    </div>
  );
}

function WatchedCoinCard({ coin }: { coin: WatchedCoin }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const digits = coin.amount < 1 ? 5 : 2;
  const usd = (value: number) => format.currency(value, 'USD', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const points = coin.series[0]?.data ?? [];
  // "09:12" from the server, as the page's locale writes a time of day.
  const clockTime = (hhmm: string) =>
    format.date(new Date(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))), { hour: '2-digit', minute: '2-digit' });
  const series = [{ key: 'price', label: seriesName(t, coin.series[0]?.name ?? 'Price'), values: points.map((point) => point.y) }];
  return (
    <ChartCard
      title={`${coin.title} (${coin.iso})`}
      headingLevel={3}
      headline={
        <>
          <span className={chartStyles.figure}>{usd(coin.amount)}</span>
          <TrendNote trend={coin.trend} />
        </>
      }
      table={seriesTable(
        t('charts.time'),
        points.map((point) => point.x),
        series,
        clockTime,
        usd,
      )}
    >
      <Sparkline values={series[0]!.values} color={coin.trend.dir === 'up' ? 3 : 4} />
    </ChartCard>
  );
}
