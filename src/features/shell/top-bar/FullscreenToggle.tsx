import { useTranslation } from 'react-i18next';
import { IconButton, toasts } from '@/components';
import { toggleFullscreen, type FullscreenDocument } from './fullscreen';

export interface FullscreenToggleProps {
  /** The document to toggle; stories pass a stand-in for a browser without fullscreen. */
  fullscreenDocument?: FullscreenDocument;
}

/** Enters and leaves fullscreen; where the browser cannot, the error is raised and shown. */
export function FullscreenToggle({ fullscreenDocument = document }: FullscreenToggleProps) {
  const { t } = useTranslation('shell');
  return (
    <IconButton
      icon="arrows-pointing-out"
      label={t('toggleFullscreen')}
      onPress={() => {
        toggleFullscreen(fullscreenDocument).catch((error: unknown) => {
          console.error(error);
          toasts.show({ tone: 'critical', title: error instanceof Error ? error.message : String(error) }, { timeout: 0 });
        });
      }}
    />
  );
}
