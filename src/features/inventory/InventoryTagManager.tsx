import { useTranslation } from 'react-i18next';
import { TagManager, toasts } from '@/components';
import { useChangeInventoryTag } from './api/change-products';
import { useInventoryTags } from './api/get-products';
import { inventoryTagTitleMax } from './schemas';

/** The shop's tags: a new one comes first; deleting one takes it off every product. */
export function InventoryTagManager() {
  const { t } = useTranslation('inventory');
  const tags = useInventoryTags();
  const change = useChangeInventoryTag((failed) =>
    toasts.show(
      { tone: 'critical', title: t(`tagsFailed.${failed.kind}`, { title: failed.kind === 'create' ? failed.title : failed.tag.title }) },
      { timeout: 0 },
    ),
  );
  return (
    <TagManager
      tags={tags.data ?? []}
      onChange={(next) => change.mutate(next)}
      maxLength={inventoryTagTitleMax}
      deleteMessage={t('tagsDeleteMessage')}
    />
  );
}
