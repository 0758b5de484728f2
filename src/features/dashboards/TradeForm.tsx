import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RadioGroup, Select, TextField, toasts } from '@/components';
import { refusalOf } from '@/lib/http';
import { useFormatters, useLocale } from '@/lib/i18n';
import { useTrade } from './api/get-dashboards';
import * as styles from './Dashboards.css';
import { coins, type Coin, type Wallets } from './schemas';
import { decimalMarkOf, maxTradeAmount, parseAmount, tradeProblem } from './trade';

/**
 * Buy or sell a coin: the amount is checked as the server checks it (a number above 0, at most a
 * million, a sale no larger than the wallet), the price it costs or gives follows as you type, and
 * a refused trade keeps what was typed and says why.
 */
export function TradeForm({ prices, wallets }: { prices: Wallets; wallets: Wallets }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const decimalMark = decimalMarkOf(useLocale());
  const trade = useTrade();
  const [action, setAction] = useState<'buy' | 'sell'>('buy');
  const [coin, setCoin] = useState<Coin>('btc');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = tradeProblem(text, decimalMark, action, coin, wallets);
  const amount = parseAmount(text, decimalMark);
  const coinAmount = (value: number) => format.number(value, { maximumFractionDigits: 8 });
  const iso = coin.toUpperCase();
  const errorMessage = problem
    ? t(`crypto.trade.${problem}`, { max: maxTradeAmount, balance: `${coinAmount(wallets[coin])} ${iso}` })
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    trade.mutate(
      { action, coin, amount },
      {
        onSuccess: () => {
          toasts.show({
            tone: 'success',
            title: t(action === 'buy' ? 'crypto.trade.bought' : 'crypto.trade.sold', { amount: coinAmount(amount), coin: iso }),
          });
          setText('');
          setTouched(false);
        },
        // The wallets did not change: say why, and keep the amount for another try.
        onError: (error) => {
          const reason = refusalOf(error)?.reason;
          toasts.show(
            { tone: 'critical', title: reason ? t('crypto.trade.failed', { reason }) : t('crypto.trade.failedUnknown') },
            { timeout: 0 },
          );
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('crypto.trade.title')}>
      <RadioGroup
        label={t('crypto.trade.action')}
        orientation="horizontal"
        value={action}
        onChange={(value) => setAction(value as 'buy' | 'sell')}
        options={[
          { id: 'buy', label: t('crypto.trade.buy') },
          { id: 'sell', label: t('crypto.trade.sell') },
        ]}
      />
      <Select
        label={t('crypto.trade.coin')}
        value={coin}
        onChange={(value) => value && setCoin(value as Coin)}
        options={coins.map((id) => ({ id, label: id.toUpperCase() }))}
      />
      <TextField
        label={t('crypto.trade.amount')}
        value={text}
        onChange={setText}
        onBlur={() => setTouched(true)}
        inputMode="decimal"
        isRequired
        isInvalid={touched && !!problem}
        {...(touched && errorMessage ? { errorMessage } : {})}
        // Always there (an amount not yet valid costs nothing), so that it stays tied to the field.
        description={t(action === 'buy' ? 'crypto.trade.costs' : 'crypto.trade.gives', {
          value: format.currency(problem ? 0 : amount * prices[coin], 'USD'),
        })}
      />
      <Button type="submit" variant="primary" isLoading={trade.isPending}>
        {t(action === 'buy' ? 'crypto.trade.submitBuy' : 'crypto.trade.submitSell', { coin: iso })}
      </Button>
    </form>
  );
}
