import { useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  appHeader,
  appHeaderNotice,
  appPage,
  Avatar,
  Button,
  cardLink,
  Dialog,
  EmptyState,
  Icon,
  IconButton,
  Menu,
  MenuButton,
  MenuItem,
  PageTitle,
  RetryBanner,
  Skeleton,
  Text,
  TextArea,
  TextField,
  toasts,
  useConfirm,
  visuallyHidden,
} from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { unfetched } from '@/lib/query';
import { useCreateBoard, useDeleteBoard, useRenameBoard } from './api/change-scrumboard';
import { useBoards, useScrumboardMembers } from './api/get-scrumboard';
import { scrumboardLimits, type Board } from './schemas';
import * as styles from './Scrumboard.css';
import { TitleDialog } from './TitleDialog';

const shownMembers = 5;

/** A title the server takes: not empty, not too long; the reason if not. */
function useTitleProblem() {
  const { t } = useTranslation('scrumboard');
  return (title: string) => (title.trim() ? null : t('titleRequired'));
}

function NewBoardDialog() {
  const { t } = useTranslation('scrumboard');
  const lang = useLocale();
  const navigate = useNavigate();
  const create = useCreateBoard();
  const problemOf = useTitleProblem();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const problem = problemOf(title);
  return (
    <Dialog title={t('newBoard')} showClose trigger={<Button icon="plus">{t('newBoard')}</Button>}>
      {(close) => (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (problem) return;
            create.mutate(
              { title: title.trim(), description: description.trim() },
              {
                onSuccess: (board) => {
                  close();
                  void navigate(paths.scrumboard(lang, board.id));
                },
                onError: () => toasts.show({ tone: 'critical', title: t('createFailed') }, { timeout: 0 }),
              },
            );
          }}
        >
          <TextField
            label={t('boardTitle')}
            value={title}
            onChange={setTitle}
            maxLength={scrumboardLimits.title}
            autoFocus
            {...(tried && problem ? { errorMessage: problem } : {})}
          />
          <TextArea
            label={t('boardDescription')}
            value={description}
            onChange={setDescription}
            maxLength={scrumboardLimits.description}
            maxRows={5}
          />
          <Button type="submit" isLoading={create.isPending}>
            {t('create')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function BoardCard({ board, onRename, onDelete }: { board: Board; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation('scrumboard');
  const lang = useLocale();
  const format = useFormatters();
  const members = useScrumboardMembers();
  const people = board.members.map((id) => members.data?.find((member) => member.id === id)).filter((member) => !!member);
  const more = people.length - shownMembers;
  return (
    <li className={styles.boardCard}>
      <div className={styles.boardTop}>
        <span className={styles.boardIcon}>
          <Icon name={board.icon} />
        </span>
        <span className={styles.boardMenu}>
          <MenuButton trigger={<IconButton icon="ellipsis-vertical" variant="ghost" label={t('boardActions', { title: board.title })} />}>
            <Menu aria-label={t('boardActions', { title: board.title })} onAction={(key) => (key === 'rename' ? onRename() : onDelete())}>
              <MenuItem id="rename" icon="pencil-square">
                {t('rename')}
              </MenuItem>
              <MenuItem id="delete" icon="trash">
                {t('delete')}
              </MenuItem>
            </Menu>
          </MenuButton>
        </span>
      </div>
      <AriaLink href={paths.scrumboard(lang, board.id)} className={`${cardLink} ${styles.boardLink}`}>
        {board.title}
      </AriaLink>
      {board.description ? <Text tone="secondary">{board.description}</Text> : null}
      {people.length ? (
        <div className={styles.members} role="group" aria-label={t('members')}>
          {people.slice(0, shownMembers).map((member) => (
            <Avatar key={member.id} name={member.name} src={member.avatar} size="sm" />
          ))}
          {more > 0 ? (
            <span className={styles.muted}>
              <span aria-hidden="true">{t('moreMembers', { count: more })}</span>
              <span className={visuallyHidden}>{t('moreMembersLabel', { count: more })}</span>
            </span>
          ) : null}
        </div>
      ) : null}
      <span className={styles.muted}>{t('lastActivity', { when: format.relative(board.lastActivity) })}</span>
    </li>
  );
}

/** Every board as a card: what it is about, who is on it, when it last changed; create, rename, delete. */
export function BoardsPage() {
  const { t } = useTranslation('scrumboard');
  const boards = useBoards();
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState<Board | null>(null);
  // Each card reads the members itself; the page says once if they could not be fetched.
  const members = useScrumboardMembers();
  const missingMembers = unfetched([members]);
  const rename = useRenameBoard(() => toasts.show({ tone: 'critical', title: t('renameFailed') }, { timeout: 0 }));
  const remove = useDeleteBoard((board) =>
    toasts.show({ tone: 'critical', title: t('deleteBoardFailed', { title: board.title }) }, { timeout: 0 }),
  );
  const deleteBoard = async (board: Board) => {
    const answer = await confirm({
      title: t('deleteBoardTitle', { title: board.title }),
      message: t('deleteBoardMessage'),
      confirmLabel: t('delete'),
      tone: 'danger',
    });
    if (answer === 'confirmed')
      remove.mutate(board, { onSuccess: () => toasts.show({ tone: 'success', title: t('boardDeleted', { title: board.title }) }) });
  };
  return (
    <main className={appPage} aria-labelledby="scrumboard-title">
      <header className={appHeader}>
        <PageTitle id="scrumboard-title" title={t('title')} />
        <NewBoardDialog />
        {missingMembers && boards.data ? (
          <div className={appHeaderNotice}>
            <RetryBanner title={t('membersFailed')} onRetry={missingMembers.retry} />
          </div>
        ) : null}
      </header>
      <div className={styles.body}>
        {boards.isPending ? (
          <div role="status" aria-label={t('boards')}>
            <Skeleton height="160px" />
          </div>
        ) : boards.isError && !boards.data ? (
          <RetryBanner title={t('loadFailed')} onRetry={() => void boards.refetch()} />
        ) : boards.data.length === 0 ? (
          <EmptyState icon="view-columns" title={t('noBoardsTitle')} text={t('noBoardsText')} headingLevel={2} />
        ) : (
          <ul className={styles.grid} aria-label={t('boards')}>
            {boards.data.map((board) => (
              <BoardCard key={board.id} board={board} onRename={() => setRenaming(board)} onDelete={() => void deleteBoard(board)} />
            ))}
          </ul>
        )}
      </div>
      {renaming ? (
        <TitleDialog
          heading={t('renameBoard', { title: renaming.title })}
          label={t('boardTitle')}
          initial={renaming.title}
          onSave={(title) => rename.mutate({ id: renaming.id, title })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </main>
  );
}
