import { useTranslation } from 'react-i18next';
import { Banner, Button, Card, Heading, lazyComponent, LazyPartBoundary, RadioGroup, Select, Skeleton, Text, toasts } from '@/components';
import { notifyTypes, useUpdateUserOptimistically, useUser, type NotifyType } from '@/features/user';
import { layouts, useAppConfig, useUpdateAppConfig, type Layout } from '@/lib/app-config';
import { schemes, themeNames, type Scheme, type ThemeName } from '@/lib/theme';
import * as styles from './AccountPage.css';

/**
 * From the live side of the session, which every signed-in page has loaded already; the section
 * itself loads with this page. Imported statically, the realtime feature and this page would share
 * a chunk, and the home would load the settings page's forms with it.
 */
const PushSettings = lazyComponent(() => import('@/features/realtime').then(({ loadPushSettings }) => loadPushSettings()));

/** The notify type is saved at once; if the server refuses, the choice goes back and a toast says so. */
function useChangeNotifyType() {
  const { t } = useTranslation('account');
  return useUpdateUserOptimistically(
    (notifyType: NotifyType) => ({ settings: { notifyType } }),
    () => toasts.show({ tone: 'critical', title: t('settings.notifyFailed') }, { timeout: 0 }),
  );
}

/** How calls reach the user, and how the app looks on this device. */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const changeNotifyType = useChangeNotifyType();
  const config = useAppConfig();
  const updateConfig = useUpdateAppConfig();

  return (
    <main className={styles.page} aria-labelledby="settings-title">
      <Heading level={1} size={2} id="settings-title">
        {t('settings.title')}
      </Heading>
      <Card title={t('settings.calls')} subtitle={t('settings.callsHelp')}>
        {user.isError ? (
          <Banner
            tone="critical"
            actions={
              <Button variant="secondary" size="sm" onPress={() => void user.refetch()}>
                {t('common:retry')}
              </Button>
            }
          >
            {t('loadFailed')}
          </Banner>
        ) : user.data ? (
          <RadioGroup
            label={t('settings.notifyType')}
            value={user.data.settings.notifyType}
            onChange={(value) => changeNotifyType.mutate(value as NotifyType)}
            options={notifyTypes.map((type) => ({ id: type, label: t(`settings.notifyTypes.${type}`) }))}
          />
        ) : (
          <Text tone="secondary">{t('common:loading')}</Text>
        )}
      </Card>
      <LazyPartBoundary part={PushSettings} loading={<Skeleton height="120px" />}>
        <PushSettings />
      </LazyPartBoundary>
      <Card title={t('settings.appearance')} subtitle={t('settings.appearanceHelp')}>
        <div className={styles.form}>
          <Select
            label={t('settings.layout')}
            value={config.layout}
            onChange={(layout) => layout && updateConfig({ layout: layout as Layout })}
            // The empty layout would leave no way around the app: it is for the sign-in pages only.
            options={layouts
              .filter((layout) => layout !== 'empty')
              .map((layout) => ({ id: layout, label: t(`settings.layouts.${layout}`) }))}
          />
          <RadioGroup
            label={t('settings.scheme')}
            orientation="horizontal"
            value={config.scheme}
            onChange={(scheme) => updateConfig({ scheme: scheme as Scheme })}
            options={schemes.map((scheme) => ({ id: scheme, label: t(`settings.schemes.${scheme}`) }))}
          />
          <Select
            label={t('settings.theme')}
            value={config.theme}
            onChange={(theme) => theme && updateConfig({ theme: theme as ThemeName })}
            options={themeNames.map((theme) => ({ id: theme, label: t(`settings.themes.${theme}`) }))}
          />
        </div>
      </Card>
    </main>
  );
}
