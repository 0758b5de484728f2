import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { ConfirmationProvider, ToastHost } from '@/components';
import { AppConfigProvider, type AppConfig } from '@/lib/app-config';
import { ThemeProvider } from '@/lib/theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  config: AppConfig;
  children: ReactNode;
}

/** Everything a screen needs around it; the composed app and the workbench both use exactly this. */
export function AppProviders({ queryClient, i18n, config, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppConfigProvider config={config}>
          <ThemeProvider theme={config.theme} scheme={config.scheme}>
            {/* react-aria's own words, dates and numbers follow the page locale too. */}
            <I18nProvider locale={i18n.language}>
              <ConfirmationProvider>
                <Suspense fallback={null}>{children}</Suspense>
                <ToastHost />
              </ConfirmationProvider>
            </I18nProvider>
          </ThemeProvider>
        </AppConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
