import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, lazyComponent, OpenWhenLoaded } from '@/components';
import * as styles from './DemoTools.css';

// The drawer, its role select and its mutations load when the tools are first opened: the button is
// on every page of the demo, the drawer is opened now and then.
const DemoToolsPanel = lazyComponent(() => import('./DemoToolsPanel').then((module) => module.DemoToolsPanel));

export interface DemoToolsProps {
  /** What happens after the sample data is reset; the app reloads the page. */
  onReset?: () => void;
}

/**
 * Demo mode only: a button in the corner of every page that opens the demo tools (every role, the
 * fake hub's calls and outages, the sample data put back as it was).
 */
export function DemoTools({ onReset = () => window.location.reload() }: DemoToolsProps) {
  const { t } = useTranslation('demo-tools');
  const [isOpen, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so that it closes with its animation and opens at once.
  const [opened, setOpened] = useState(false);
  // A panel whose code cannot be fetched is not kept: the next press tries the fetch again.
  const closeForGood = () => {
    setOpen(false);
    setOpened(false);
  };
  return (
    <div className={styles.dock}>
      <IconButton
        icon="wrench-screwdriver"
        label={t('open')}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? (
        <OpenWhenLoaded part={DemoToolsPanel} onLoadFailed={closeForGood}>
          <DemoToolsPanel isOpen={isOpen} onOpenChange={setOpen} onReset={onReset} />
        </OpenWhenLoaded>
      ) : null}
    </div>
  );
}
