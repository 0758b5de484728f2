import { useState, type ReactElement } from 'react';
import { useLocale } from 'react-aria-components';
import { Button, IconButton } from '../Button/Button';
import { useConfirm } from '../Confirmation/Confirmation';
import { Dialog } from '../Dialog/Dialog';
import { fill, useComponentMessages, type ComponentMessages } from '../messages';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import * as styles from './TagManager.css';
import { numberLocale } from '../number-locale';

export interface ManagedTag {
  id: string;
  title: string;
  /** Shown before the server has it: it cannot be renamed or deleted yet. */
  pending?: boolean;
}

/** What the user asked of the tags; the caller saves it. */
export type TagChange<T extends ManagedTag = ManagedTag> =
  { kind: 'create'; title: string } | { kind: 'rename'; tag: T } | { kind: 'delete'; tag: T };

export interface TagManagerProps<T extends ManagedTag> {
  tags: readonly T[];
  onChange: (change: TagChange<T>) => void;
  /** The longest title the server takes. */
  maxLength: number;
  /** What deleting a tag does besides, in the caller's words ("It is also taken off every contact..."). */
  deleteMessage: string;
  /** The trigger's own content; a "Tags" button by default. */
  trigger?: ReactElement;
  /** The words for what is managed, where they are not tags (a note's labels). */
  words?: Partial<Pick<ComponentMessages, 'tags' | 'manageTags' | 'newTag' | 'tagTitleOf' | 'noTags'>>;
}

/** Whether a title can be saved, and if not, why: empty, too long, or the name of another tag. */
function titleProblem(title: string, others: readonly ManagedTag[], maxLength: number, text: ComponentMessages, locale: string) {
  const trimmed = title.trim();
  if (!trimmed) return text.tagTitleRequired;
  if (trimmed.length > maxLength) return fill(text.tooLong, { max: new Intl.NumberFormat(numberLocale(locale)).format(maxLength) });
  if (others.some((tag) => tag.title.toLocaleLowerCase() === trimmed.toLocaleLowerCase()))
    return fill(text.tagTitleTaken, { title: trimmed });
  return null;
}

function TagRow<T extends ManagedTag>({
  tag,
  tags,
  onChange,
  maxLength,
  deleteMessage,
  words,
}: { tag: T; tags: readonly T[] } & Omit<TagManagerProps<T>, 'tags' | 'trigger'>) {
  const text = { ...useComponentMessages(), ...words };
  const { locale } = useLocale();
  const confirm = useConfirm();
  const [title, setTitle] = useState(tag.title);
  const problem =
    title === tag.title
      ? null
      : titleProblem(
          title,
          tags.filter((other) => other.id !== tag.id),
          maxLength,
          text,
          locale,
        );
  const pending = tag.pending === true;
  const rename = () => {
    if (title.trim() === tag.title || problem) return;
    onChange({ kind: 'rename', tag: { ...tag, title: title.trim() } });
  };
  return (
    <li>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          rename();
        }}
      >
        <div className={styles.field}>
          <TextField
            label={fill(text.tagTitleOf, { title: tag.title })}
            value={title}
            onChange={setTitle}
            onBlur={rename}
            isDisabled={pending}
            {...(problem ? { errorMessage: problem } : {})}
          />
        </div>
        <IconButton
          icon="trash"
          variant="ghost"
          label={fill(text.deleteTag, { title: tag.title })}
          isDisabled={pending}
          onPress={() =>
            void confirm({
              title: fill(text.deleteTagTitle, { title: tag.title }),
              message: deleteMessage,
              confirmLabel: text.delete,
              tone: 'danger',
            }).then((answer) => answer === 'confirmed' && onChange({ kind: 'delete', tag }))
          }
        />
      </form>
    </li>
  );
}

/**
 * A dialog that manages a set of tags: a new one comes first, a rename is saved when its field is
 * left or Enter is pressed, a delete asks first. Titles are checked as the server checks them.
 */
export function TagManager<T extends ManagedTag>({ tags, onChange, maxLength, deleteMessage, trigger, words }: TagManagerProps<T>) {
  const text = { ...useComponentMessages(), ...words };
  const { locale } = useLocale();
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const problem = titleProblem(title, tags, maxLength, text, locale);
  const create = () => {
    setTried(true);
    if (problem) return;
    onChange({ kind: 'create', title: title.trim() });
    setTitle('');
    setTried(false);
  };
  return (
    <Dialog
      title={text.manageTags}
      showClose
      trigger={
        trigger ?? (
          <Button variant="secondary" icon="tag">
            {text.tags}
          </Button>
        )
      }
    >
      <div className={styles.body}>
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <div className={styles.field}>
            <TextField
              label={text.newTag}
              value={title}
              onChange={setTitle}
              maxLength={maxLength}
              {...(tried && problem ? { errorMessage: problem } : {})}
            />
          </div>
          <Button type="submit" icon="plus" variant="secondary">
            {text.add}
          </Button>
        </form>
        {tags.length ? (
          <ul className={styles.rows} aria-label={text.tags}>
            {tags.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                tags={tags}
                onChange={onChange}
                maxLength={maxLength}
                deleteMessage={deleteMessage}
                {...(words ? { words } : {})}
              />
            ))}
          </ul>
        ) : (
          <Text tone="secondary">{text.noTags}</Text>
        )}
      </div>
    </Dialog>
  );
}
