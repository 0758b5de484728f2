import type { Locale } from '@/lib/i18n';
import { ErrorScreen, reloadPage, type ErrorScreenProps } from './ErrorPage';

type Words = Omit<ErrorScreenProps, 'onReload'>;

/**
 * Its words come with the app's first script, in each language: the page says that the messages
 * files could not be fetched, so it cannot take its words from them.
 */
const words: Record<'de' | 'en' | 'ar', Words> = {
  de: {
    title: 'Call Center konnte nicht geladen werden',
    message: 'Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    reload: 'Erneut versuchen',
  },
  en: {
    title: 'Call Center could not be loaded',
    message: 'Check the connection and try again.',
    reload: 'Try again',
  },
  ar: {
    title: 'تعذّر تحميل مركز الاتصال',
    message: 'تحقق من الاتصال وحاول مرة أخرى.',
    reload: 'حاول مرة أخرى',
  },
};

export interface StartFailedPageProps {
  locale: Locale;
  onReload?: () => void;
}

/**
 * Instead of the start screen for ever, when the app's start could not fetch what every page needs:
 * the start's messages, or the frame of the pages with their error page. Trying again reloads.
 */
export function StartFailedPage({ locale, onReload = reloadPage }: StartFailedPageProps) {
  return <ErrorScreen {...words[locale.slice(0, 2) as keyof typeof words]} onReload={onReload} />;
}
