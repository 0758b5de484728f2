import { useTranslation } from 'react-i18next';
import { TagManager as TagManagerDialog, toasts } from '@/components';
import { useChangeTag } from './api/change-contacts';
import { useContactTags } from './api/get-contacts';
import { contactLimits } from './schemas';

/** The address book's tags; deleting one takes it off every contact that had it. */
export function TagManager() {
  const { t } = useTranslation('contacts');
  const tags = useContactTags();
  const change = useChangeTag((failed) =>
    toasts.show(
      {
        tone: 'critical',
        title: t(`tagsManager.failed.${failed.kind}`, { title: failed.kind === 'create' ? failed.title : failed.tag.title }),
      },
      { timeout: 0 },
    ),
  );
  return (
    <TagManagerDialog
      tags={tags.data ?? []}
      onChange={(next) => change.mutate(next)}
      maxLength={contactLimits.tagTitle}
      deleteMessage={t('tagsManager.deleteMessage')}
    />
  );
}
