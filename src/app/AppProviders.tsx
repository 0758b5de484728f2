import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { ConfirmationProvider, ToastHost } from '@/components';
import { AppConfigProvider, useAppConfig, type AppConfig } from '@/lib/app-config';
import { serverReachability } from '@/lib/http';
import { LeaveGuardWhileSaving } from '@/lib/query';
import { ThemeProvider } from '@/lib/theme';
import { refetchFailedWhenServerIsBack } from './query-client';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  config: AppConfig;
  /** Where configuration changes are kept: localStorage in the app, nowhere in the workbench. */
  configStorage?: Storage | null;
  children: ReactNode;
}

/** The theme and scheme of the configuration as it is now (the settings page changes them live). */
function ConfiguredTheme({ children }: { children: ReactNode }) {
  const { theme, scheme } = useAppConfig();
  return (
    <ThemeProvider theme={theme} scheme={scheme}>
      {children}
    </ThemeProvider>
  );
}

/** Everything a screen needs around it; the composed app and the workbench both use exactly this. */
export function AppProviders({ queryClient, i18n, config, configStorage = null, children }: AppProvidersProps) {
  useEffect(() => refetchFailedWhenServerIsBack(queryClient, serverReachability), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <LeaveGuardWhileSaving />
      <I18nextProvider i18n={i18n}>
        <AppConfigProvider config={config} storage={configStorage}>
          <ConfiguredTheme>
            {/* react-aria's own words, dates and numbers follow the page locale too. */}
            <I18nProvider locale={i18n.language}>
              <ConfirmationProvider>
                <Suspense fallback={null}>{children}</Suspense>
                <ToastHost />
              </ConfirmationProvider>
            </I18nProvider>
          </ConfiguredTheme>
        </AppConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
