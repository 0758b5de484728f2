import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components';

export function NavigationToggle({ onToggle }: { onToggle: () => void }) {
  const { t } = useTranslation('shell');
  return <IconButton icon="bars-3" label={t('toggleNavigation')} onPress={onToggle} />;
}
