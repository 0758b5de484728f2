import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconButton, Text, TextField, toasts, useConfirm } from '@/components';
import { useChangeTag, type TagChange } from './api/change-contacts';
import { useContactTags } from './api/get-contacts';
import * as styles from './Contacts.css';
import { contactLimits, type ContactTag } from './schemas';

/** Whether a title can be saved, and if not, why: the same rule as the server's. */
function titleProblem(title: string, others: readonly ContactTag[], t: (key: string, options?: Record<string, unknown>) => string) {
  const trimmed = title.trim();
  if (!trimmed) return t('tagsManager.titleRequired');
  if (trimmed.length > contactLimits.tagTitle) return t('form.tooLong', { max: contactLimits.tagTitle });
  if (others.some((tag) => tag.title.toLocaleLowerCase() === trimmed.toLocaleLowerCase())) return t('tagsManager.titleTaken', { title: trimmed });
  return null;
}

function TagRow({ tag, tags, onChange }: { tag: ContactTag; tags: readonly ContactTag[]; onChange: (change: TagChange) => void }) {
  const { t } = useTranslation('contacts');
  const confirm = useConfirm();
  const [title, setTitle] = useState(tag.title);
  const problem = title === tag.title ? null : titleProblem(title, tags.filter((other) => other.id !== tag.id), t);
  const pending = tag.id.startsWith('pending:');
  const rename = () => {
    if (title.trim() === tag.title || problem) return;
    onChange({ kind: 'rename', tag: { ...tag, title: title.trim() } });
  };
  return (
    <li className={styles.tagRow}>
      <form
        className={styles.repeatRow}
        onSubmit={(event) => {
          event.preventDefault();
          rename();
        }}
      >
        <div className={styles.grow}>
          <TextField label={t('tagsManager.titleOf', { title: tag.title })} value={title} onChange={setTitle} onBlur={rename} isDisabled={pending} {...(problem ? { errorMessage: problem } : {})} />
        </div>
        <IconButton
          icon="trash"
          variant="ghost"
          label={t('tagsManager.delete', { title: tag.title })}
          isDisabled={pending}
          onPress={() =>
            void confirm({ title: t('tagsManager.deleteTitle', { title: tag.title }), message: t('tagsManager.deleteMessage'), confirmLabel: t('delete'), tone: 'danger' }).then(
              (answer) => answer === 'confirmed' && onChange({ kind: 'delete', tag }),
            )
          }
        />
      </form>
    </li>
  );
}

/**
 * The address book's tags: a new one comes first, a rename is saved when the field is left or Enter
 * is pressed, a delete (after asking) takes the tag off every contact that had it.
 */
export function TagManager() {
  const { t } = useTranslation('contacts');
  const tags = useContactTags();
  const change = useChangeTag((failed) =>
    toasts.show({ tone: 'critical', title: t(`tagsManager.failed.${failed.kind}`, { title: failed.kind === 'create' ? failed.title : failed.tag.title }) }, { timeout: 0 }),
  );
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const list = tags.data ?? [];
  const problem = titleProblem(title, list, t);
  const create = () => {
    setTried(true);
    if (problem) return;
    change.mutate({ kind: 'create', title: title.trim() });
    setTitle('');
    setTried(false);
  };
  return (
    <Dialog title={t('tagsManager.title')} showClose trigger={<Button variant="secondary" icon="tag">{t('tagsManager.open')}</Button>}>
      <div className={styles.form}>
        <form
          className={styles.repeatRow}
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <div className={styles.grow}>
            <TextField label={t('tagsManager.newTag')} value={title} onChange={setTitle} maxLength={contactLimits.tagTitle} {...(tried && problem ? { errorMessage: problem } : {})} />
          </div>
          <Button type="submit" icon="plus" variant="secondary">
            {t('tagsManager.add')}
          </Button>
        </form>
        {list.length ? (
          <ul className={styles.tagRows} aria-label={t('tags')}>
            {list.map((tag) => (
              <TagRow key={tag.id} tag={tag} tags={list} onChange={(next) => change.mutate(next)} />
            ))}
          </ul>
        ) : (
          <Text tone="secondary">{t('tagsManager.none')}</Text>
        )}
      </div>
    </Dialog>
  );
}
