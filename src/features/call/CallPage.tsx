import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { centeredPage, Heading, Link, Text } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * `/call?id=`: the room an incoming call's Join opens. The shell shows it without navigation or top
 * bar. The room itself (camera, microphone, participants) belongs to the real-time work.
 */
export function CallPage() {
  const { t } = useTranslation('call');
  const lang = useLocale();
  const [params] = useSearchParams();
  const roomId = params.get('id')?.trim();
  return (
    <main className={centeredPage} aria-labelledby="call-title">
      <Heading level={1} size={2} id="call-title">
        {roomId ? t('title', { id: roomId }) : t('noRoom')}
      </Heading>
      <Text tone="secondary">{roomId ? t('joining') : t('noRoomHelp')}</Text>
      <Link href={paths.home(lang)} appearance="secondary" icon="phone-x-mark">
        {t('leave')}
      </Link>
    </main>
  );
}
