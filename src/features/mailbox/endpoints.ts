import { contract, type IdAndChange, type IdQuery } from '@/lib/contract';
import type {
  LabelColor,
  Mail,
  MailAttachment,
  MailChange,
  MailFilter,
  MailFolderWithCount,
  MailLabel,
  MailPage,
  MailSettings,
  NewMail,
} from './schemas';

const settings = 'api/apps/mailbox/settings';
const label = 'api/apps/mailbox/label';
const mail = 'api/apps/mailbox/mail';
const mails = 'api/apps/mailbox/mails';

type LabelFields = { title: string; color: LabelColor };

/** One page of a folder, a filter or a label, by its slug; pages count from 1. */
export type MailsQuery = ({ folder: string } | { filter: string } | { label: string }) & { page: number };

/**
 * The endpoints of the mailbox, relative to the API base: the feature's API functions call them and
 * the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const mailboxEndpoints = {
  settings: contract.get<{ answer: MailSettings }>(settings),
  changeSettings: contract.patch<{ body: { settings: Partial<MailSettings> }; answer: MailSettings }>(settings),
  folders: contract.get<{ answer: MailFolderWithCount[] }>('api/apps/mailbox/folders'),
  filters: contract.get<{ answer: MailFilter[] }>('api/apps/mailbox/filters'),
  labels: contract.get<{ answer: MailLabel[] }>('api/apps/mailbox/labels'),
  createLabel: contract.post<{ body: { label: LabelFields }; answer: MailLabel }>(label),
  changeLabel: contract.patch<{ body: IdAndChange<'label', Partial<LabelFields>>; answer: MailLabel | null }>(label),
  deleteLabel: contract.delete<{ query: IdQuery; answer: boolean }>(label),
  mails: contract.get<{ query: MailsQuery; answer: MailPage }>(mails),
  /** The same change to several mails at once: labels are added, not replaced. */
  changeMails: contract.patch<{ body: { ids: string[]; mail: MailChange }; answer: Mail[] }>(mails),
  mail: contract.get<{ query: IdQuery; answer: Mail | null }>(mail),
  changeMail: contract.patch<{ body: IdAndChange<'mail', MailChange>; answer: Mail | null }>(mail),
  /** Sent (to sent) or saved (to drafts); a draft written again replaces itself. */
  saveMail: contract.post<{ body: { mail: NewMail; send: boolean; draftId?: string }; answer: Mail }>(mail),
  /** Form data `{file}`: the attachment, for a mail to take by its id. */
  uploadAttachment: contract.post<{ body: FormData; answer: MailAttachment & { id: string } }>('api/apps/mailbox/attachment'),
};
