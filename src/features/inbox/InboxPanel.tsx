import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, Popover, type IconName } from '@/components';
import { useSignedIn } from '@/lib/auth';
import type { InboxApi } from './api/get-inbox';
import { unreadCountOf, useInboxChanges, useInboxEntries } from './api/change-inbox';
import { InboxList } from './InboxList';
import type { InboxEntry } from './types';

export interface InboxPanelProps<T extends InboxEntry> {
  api: InboxApi<T>;
  icon: IconName;
  /** The panel's title and the button's name: 'Messages'. */
  title: string;
  empty: { icon: IconName; title: string; text: string };
  /** Below the list, e.g. a link to the page with every entry. */
  footer?: (close: () => void) => ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The top bar's button with the unread badge (shown only above 0) and its panel: the list, and
 * mark-all-as-read (disabled while nothing is unread). Anonymous visitors have no inbox.
 */
export function InboxPanel<T extends InboxEntry>({ api, icon, title, empty, footer, isOpen, onOpenChange }: InboxPanelProps<T>) {
  const { t } = useTranslation('inbox');
  const signedIn = useSignedIn();
  const list = useInboxEntries(api);
  const changes = useInboxChanges(api);
  if (!signedIn) return null;
  const unread = unreadCountOf(list.data);
  // A list that could not be loaded keeps its button, marked, and the panel says so with Try again.
  const failed = list.isError && !list.data;
  const label = failed ? t('buttonLoadFailed', { title }) : unread > 0 ? t('buttonWithUnread', { title, count: unread }) : title;

  return (
    <Popover
      layout="panel"
      title={title}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      trigger={<IconButton icon={icon} label={label} badge={failed ? 'alert' : unread} />}
      actions={
        <IconButton
          icon="check-circle"
          size="sm"
          label={t('markAllAsRead')}
          isDisabled={unread === 0 || changes.isMarkingAll}
          onPress={changes.markAllRead}
        />
      }
    >
      {(close) => (
        <>
          <InboxList
            label={title}
            entries={list.data}
            status={list.status}
            changes={changes}
            onRetry={() => void list.refetch()}
            empty={empty}
            onOpen={close}
          />
          {footer?.(close)}
        </>
      )}
    </Popover>
  );
}
