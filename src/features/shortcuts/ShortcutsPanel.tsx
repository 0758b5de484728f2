import { useReducer } from 'react';
import { Button as PressableTile, Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  Icon,
  IconButton,
  lazyComponent,
  OpenWhenLoaded,
  Popover,
  pressableArea,
  RetryBanner,
  Skeleton,
  Spinner,
  toasts,
  useConfirm,
  visuallyHidden,
} from '@/components';
import { useSignedIn } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { appLink } from '@/lib/paths';
import { useShortcutChanges } from './api/change-shortcuts';
import { useShortcuts } from './api/get-shortcuts';
import { shortcutLinkKind } from './shortcut-link';
import { shortcutTexts } from './shortcut-texts';
import * as styles from './ShortcutsPanel.css';
import { initialShortcutsState, shortcutsReducer, type ShortcutsState } from './shortcuts-mode';
import type { Shortcut } from './types';

export interface ShortcutsPanelProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The mode the panel opens in; the workbench shows each one. */
  initialState?: ShortcutsState;
}

/** The form (and the form library with it) loads when a shortcut is first added or changed. */
const ShortcutForm = lazyComponent(() => import('./ShortcutForm').then((module) => module.ShortcutForm));

const isPending = (shortcut: Shortcut) => shortcut.id.startsWith('pending-');

/**
 * The top bar's shortcuts: a grid of links (view), the same grid to pick one to change (modify),
 * and the form to add or edit one (spec points 2, 4, 5). Changes show at once; a refused save
 * reopens the form with what was typed.
 */
export function ShortcutsPanel({ isOpen, onOpenChange, initialState = initialShortcutsState }: ShortcutsPanelProps) {
  const { t } = useTranslation('shortcuts');
  const lang = useLocale();
  const signedIn = useSignedIn();
  const confirm = useConfirm();
  const [state, dispatch] = useReducer(shortcutsReducer, initialState);
  const list = useShortcuts();
  const refused = (title: string, description: string) => toasts.show({ tone: 'critical', title, description }, { timeout: 0 });
  const changes = useShortcutChanges({
    onCreateRefused: (draft) => {
      dispatch({ type: 'refused', mode: 'add', draft });
      refused(t('saveFailed'), t('keptInForm'));
    },
    onUpdateRefused: (shortcut, draft) => {
      dispatch({ type: 'refused', mode: 'edit', shortcut, draft });
      refused(t('saveFailed'), t('keptInForm'));
    },
    onDeleteRefused: () => refused(t('deleteFailed'), t('backInList')),
  });
  if (!signedIn) return null;

  const tile = `${pressableArea} ${styles.tile}`;
  const titles = { view: t('title'), modify: t('title'), add: t('addTitle'), edit: t('editTitle') };
  const actions =
    state.mode === 'view' ? (
      <>
        <IconButton icon="pencil-square" size="sm" label={t('enterEditMode')} onPress={() => dispatch({ type: 'modify' })} />
        <IconButton icon="plus" size="sm" label={t('add')} onPress={() => dispatch({ type: 'add' })} />
      </>
    ) : state.mode === 'modify' ? (
      <>
        <IconButton icon="plus" size="sm" label={t('add')} onPress={() => dispatch({ type: 'add' })} />
        <Button size="sm" variant="secondary" icon="check" onPress={() => dispatch({ type: 'done' })}>
          {t('done')}
        </Button>
      </>
    ) : null;

  const grid = (close: () => void) => {
    if (list.isPending) {
      return (
        <ul className={styles.grid} aria-label={t('loading')} aria-busy="true">
          {[0, 1, 2, 3].map((cell) => (
            <li key={cell} className={`${styles.cell} ${styles.tile}`}>
              <Skeleton shape="circle" width="48px" />
              <Skeleton width="60%" />
            </li>
          ))}
        </ul>
      );
    }
    if (list.isError) {
      return (
        <div className={styles.form}>
          <RetryBanner title={t('loadFailed')} onRetry={() => void list.refetch()} />
        </div>
      );
    }
    if (!list.data.length) {
      return (
        <EmptyState
          icon="bookmark"
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={
            state.mode === 'view' ? (
              <Button size="sm" icon="plus" onPress={() => dispatch({ type: 'add' })}>
                {t('add')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <ul className={styles.grid} aria-label={state.mode === 'modify' ? t('pickToEdit') : t('title')}>
        {list.data.map((shortcut) => {
          const texts = shortcutTexts(t, shortcut);
          const body = (
            <>
              <span className={styles.tileIcon}>
                <Icon name={shortcut.icon} />
              </span>
              <span className={styles.tileLabel}>{texts.label}</span>
              {texts.description ? <span className={styles.tileDescription}>{texts.description}</span> : null}
            </>
          );
          return (
            <li key={shortcut.id} className={styles.cell}>
              {state.mode === 'modify' ? (
                <PressableTile className={tile} isDisabled={isPending(shortcut)} onPress={() => dispatch({ type: 'pick', shortcut })}>
                  <span className={styles.editMark}>
                    <Icon name="pencil-square" size="sm" />
                    <span className={visuallyHidden}>{t('edit')}</span>
                  </span>
                  {body}
                </PressableTile>
              ) : shortcutLinkKind(shortcut.link) === 'web' ? (
                // A web address leaves the app: a new tab, whatever useRouter says.
                <a className={tile} href={shortcut.link.trim()} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : shortcutLinkKind(shortcut.link) === null ? (
                // Stored before the server refused such links (javascript:, data:, //host...): shown, never followed.
                <span className={tile} aria-disabled="true" title={t('form.linkRefused')}>
                  {body}
                </span>
              ) : shortcut.useRouter ? (
                <AriaLink className={tile} href={appLink(lang, shortcut.link)} onPress={close}>
                  {body}
                </AriaLink>
              ) : (
                // Without the router: a plain link that loads the page (the sample Reload entry).
                <a className={tile} href={appLink(lang, shortcut.link)}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  const form =
    state.mode === 'add' ? (
      <ShortcutForm
        key={`add-${JSON.stringify(state.draft ?? {})}`}
        {...(state.draft ? { initial: state.draft } : {})}
        onCancel={() => dispatch({ type: 'cancel' })}
        onSave={(draft) => {
          changes.create(draft);
          dispatch({ type: 'saved' });
        }}
      />
    ) : state.mode === 'edit' && state.shortcut ? (
      <ShortcutForm
        key={`edit-${state.shortcut.id}-${JSON.stringify(state.draft ?? {})}`}
        initial={state.draft ?? state.shortcut}
        onCancel={() => dispatch({ type: 'cancel' })}
        onSave={(draft) => {
          if (state.shortcut) changes.update(state.shortcut, draft);
          dispatch({ type: 'saved' });
        }}
        onDelete={async () => {
          const shortcut = state.shortcut;
          if (!shortcut) return;
          const answer = await confirm({
            title: t('deleteTitle'),
            message: t('deleteMessage', { label: shortcutTexts(t, shortcut).label }),
            confirmLabel: t('delete'),
            tone: 'danger',
          });
          if (answer !== 'confirmed') return;
          changes.remove(shortcut);
          dispatch({ type: 'deleted' });
        }}
      />
    ) : null;

  return (
    <Popover
      layout="panel"
      title={titles[state.mode]}
      actions={actions}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      trigger={<IconButton icon="squares-2x2" label={t('title')} />}
    >
      {(close) =>
        form ? (
          // A form whose code cannot be fetched goes back to the grid, and a toast says so.
          <OpenWhenLoaded
            part={ShortcutForm}
            onLoadFailed={() => dispatch({ type: 'cancel' })}
            loading={<Spinner label={t('loadingForm')} />}
          >
            {form}
          </OpenWhenLoaded>
        ) : (
          grid(close)
        )
      }
    </Popover>
  );
}
