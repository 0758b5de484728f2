import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { navigationQueryOptions } from '@/features/shell';
import { http } from '@/lib/http';
import { shownBeforeSaved, useOptimisticMutation } from '@/lib/query';
import type { LabelColor, Mail, MailChange, MailFolderWithCount, MailLabel, MailPage, MailSettings, NewMail } from '../schemas';
import { mailboxKeys } from './get-mailbox';
import { mailboxEndpoints } from '../endpoints';

export interface MailsChange {
  ids: string[];
  change: MailChange;
  /** Several mails get the labels added to theirs; one mail's list is replaced. */
  labels?: 'add' | 'set';
}

const changed = (mail: Mail, { ids, change, labels = 'set' }: MailsChange): Mail => {
  if (!ids.includes(mail.id)) return mail;
  const merged = { ...mail, ...change };
  return change.labels && labels === 'add' ? { ...merged, labels: [...new Set([...mail.labels, ...change.labels])] } : merged;
};

/** Whether a list (by its key) still holds a mail once it is in this folder. */
function stillListed(key: QueryKey, mail: Mail, folders: readonly MailFolderWithCount[] | undefined): boolean {
  const [, , kind, slug] = key as readonly [string, string, string, string];
  const folder = folders?.find((candidate) => candidate.id === mail.folder);
  if (kind === 'folder') return folder ? folder.slug === slug : true;
  const binned = folder?.slug === 'spam' || folder?.slug === 'trash';
  if (kind === 'filter') return !binned && (slug === 'starred' ? mail.starred : slug === 'important' ? mail.important : true);
  return !binned;
}

/**
 * After a change the folders' counts, the lists, the open mails and the menu's badge are asked for
 * again; a change of the labels themselves asks for everything of the mailbox. The settings and the
 * filters do not change with a mail, and are not asked for again.
 */
function useRefreshMailbox(scope: 'mails' | 'labels' = 'mails') {
  const queryClient = useQueryClient();
  return () => {
    const changed = scope === 'labels' ? [mailboxKeys.all] : [mailboxKeys.folders, mailboxKeys.lists, mailboxKeys.mails];
    for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: navigationQueryOptions().queryKey });
  };
}

/**
 * Flags, labels and folder of one mail (`PATCH api/apps/mailbox/mail`) or several (`PATCH
 * api/apps/mailbox/mails`): shown at once in every list and mail view that has them, and a mail
 * moved out of the list leaves it. A refused change puts every one of them back and `onRolledBack`
 * says so.
 */
export function useChangeMails(onRolledBack: (error: unknown, variables: MailsChange) => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMailbox();
  return useMutation({
    meta: shownBeforeSaved,
    mutationFn: async (variables: MailsChange): Promise<unknown> =>
      variables.ids.length === 1 && variables.labels !== 'add'
        ? http.call(mailboxEndpoints.changeMail, { body: { id: variables.ids[0]!, mail: variables.change } })
        : http.call(mailboxEndpoints.changeMails, { body: { ids: variables.ids, mail: variables.change } }),
    onMutate: async (variables) => {
      const snapshot = queryClient.getQueriesData<unknown>({ queryKey: mailboxKeys.all });
      const folders = queryClient.getQueryData<MailFolderWithCount[]>(mailboxKeys.folders);
      for (const [key, page] of queryClient.getQueriesData<MailPage>({ queryKey: mailboxKeys.lists })) {
        if (!page?.mails) continue;
        const mails = page.mails.map((mail) => changed(mail, variables)).filter((mail) => stillListed(key, mail, folders));
        queryClient.setQueryData<MailPage>(key, { ...page, mails });
      }
      queryClient.setQueriesData<Mail | null>({ queryKey: mailboxKeys.mails }, (mail) => (mail ? changed(mail, variables) : mail));
      // Only what the change is drawn into: an answer on its way there would draw over it. Cancelling
      // the rest (the labels, the settings) would leave them unloaded, as nothing asks for them again.
      await Promise.all([mailboxKeys.lists, mailboxKeys.mails].map((queryKey) => queryClient.cancelQueries({ queryKey })));
      return { snapshot };
    },
    onError: (error, variables, context: { snapshot: [QueryKey, unknown][] } | undefined) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      onRolledBack(error, variables);
    },
    onSettled: refresh,
  });
}

/** `POST api/apps/mailbox/mail`: sent (to sent) or saved (to drafts); a draft written again replaces itself. */
export function useSaveMail() {
  const refresh = useRefreshMailbox();
  return useMutation({
    mutationFn: (variables: { mail: NewMail; send: boolean; draftId?: string | undefined }) =>
      http.call(mailboxEndpoints.saveMail, {
        body: { mail: variables.mail, send: variables.send, ...(variables.draftId ? { draftId: variables.draftId } : {}) },
      }),
    onSuccess: refresh,
  });
}

/** `POST api/apps/mailbox/attachment` with the file; the server tells its kind by its bytes. */
export function useUploadMailAttachment() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return http.call(mailboxEndpoints.uploadAttachment, { body: form });
    },
  });
}

/** `PATCH api/apps/mailbox/settings`: shown at once, back if refused. */
export function useChangeMailSettings(onRolledBack: () => void) {
  return useOptimisticMutation<MailSettings, Partial<MailSettings>, MailSettings>({
    queryKey: mailboxKeys.settings,
    mutationFn: (settings) => http.call(mailboxEndpoints.changeSettings, { body: { settings } }),
    apply: (settings, change) => ({ ...settings, ...change }),
    settle: (_settings, saved) => saved,
    onRolledBack,
  });
}

export type LabelEdit =
  | { kind: 'create'; title: string; color: LabelColor }
  | { kind: 'update'; label: MailLabel; title: string; color: LabelColor }
  | { kind: 'delete'; label: MailLabel };

/** The labels: made (with a colour), renamed or recoloured, deleted (and taken off every mail); refused ones are taken back. */
export function useChangeMailLabels(onRolledBack: (edit: LabelEdit) => void) {
  const refresh = useRefreshMailbox('labels');
  return useOptimisticMutation<MailLabel[], LabelEdit, MailLabel | boolean | null>({
    queryKey: mailboxKeys.labels,
    mutationFn: (edit) =>
      edit.kind === 'create'
        ? http.call(mailboxEndpoints.createLabel, { body: { label: { title: edit.title, color: edit.color } } })
        : edit.kind === 'update'
          ? http.call(mailboxEndpoints.changeLabel, { body: { id: edit.label.id, label: { title: edit.title, color: edit.color } } })
          : http.call(mailboxEndpoints.deleteLabel, { query: { id: edit.label.id } }),
    apply: (labels, edit) =>
      edit.kind === 'create'
        ? [...labels, { id: `pending:${edit.title}`, title: edit.title, slug: '', color: edit.color }]
        : edit.kind === 'update'
          ? labels.map((label) => (label.id === edit.label.id ? { ...label, title: edit.title, color: edit.color } : label))
          : labels.filter((label) => label.id !== edit.label.id),
    onRolledBack: (_error, edit) => onRolledBack(edit),
    onSaved: refresh,
  });
}
