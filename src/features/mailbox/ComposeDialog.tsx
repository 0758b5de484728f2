import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  Banner,
  Button,
  Chip,
  Dialog,
  LazyPartBoundary,
  RichTextEditor,
  sanitizeHtml,
  Skeleton,
  TextField,
  toasts,
  useConfirm,
} from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useSaveMail, useUploadMailAttachment } from './api/change-mailbox';
import { composeDraft, hasWriting, type ComposeValues } from './compose';
import * as styles from './Mailbox.css';
import { attachmentTypes, mailLimits, splitAddresses, wrongAddresses } from './schemas';

export interface ComposeDialogProps {
  /** Where the dialog starts: a new mail, an answer, a draft, or what was left unsent. */
  initial: ComposeValues;
  onClose: () => void;
}

type AddressField = 'to' | 'cc' | 'bcc';

/**
 * Writes a mail: to, cc and bcc (each address checked, the wrong ones named), subject, formatted
 * text, files. Send puts it in sent, Save as draft in drafts; Discard asks first when something was
 * written. Everything typed is kept for the session as it is typed, so closing the dialog or
 * reloading the tab loses nothing.
 */
export function ComposeDialog({ initial, onClose }: ComposeDialogProps) {
  const { t } = useTranslation('mailbox');
  const format = useFormatters();
  const confirm = useConfirm();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<'send' | 'save' | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const save = useSaveMail();
  const upload = useUploadMailAttachment();

  const update = (change: Partial<ComposeValues>) =>
    setValues((current) => {
      const next = { ...current, ...change };
      composeDraft.write(next);
      return next;
    });

  const addressError = (field: AddressField): string | undefined => {
    if (!checked) return undefined;
    const wrong = wrongAddresses(splitAddresses(values[field]));
    if (wrong.length) return t('wrongAddress', { count: wrong.length, addresses: wrong.join(', ') });
    if (
      field === 'to' &&
      checked === 'send' &&
      !splitAddresses(values.to).length &&
      !splitAddresses(values.cc).length &&
      !splitAddresses(values.bcc).length
    )
      return t('noAddressee');
    return undefined;
  };

  const submit = (send: boolean) => {
    const attempt = send ? 'send' : 'save';
    setChecked(attempt);
    const fields: AddressField[] = ['to', 'cc', 'bcc'];
    const wrong = fields.some((field) => wrongAddresses(splitAddresses(values[field])).length);
    const nobody = send && fields.every((field) => !splitAddresses(values[field]).length);
    if (wrong || nobody) return;
    const mail = {
      to: splitAddresses(values.to),
      cc: splitAddresses(values.cc),
      bcc: splitAddresses(values.bcc),
      subject: values.subject.trim(),
      // Sanitised before it leaves: the server refuses anything beyond the editor's own tags.
      html: values.html ? sanitizeHtml(values.html, 'rich') : '',
      attachments: values.attachments.map((file) => file.id),
    };
    save.mutate(
      { mail, send, draftId: values.draftId },
      {
        onSuccess: () => {
          composeDraft.drop();
          toasts.show({ tone: 'success', title: send ? t('sent') : t('savedAsDraft') });
          onClose();
        },
      },
    );
  };

  const discard = async () => {
    if (hasWriting(values)) {
      const answer = await confirm({ title: t('discardTitle'), message: t('discardMessage'), confirmLabel: t('discard'), tone: 'danger' });
      if (answer !== 'confirmed') return;
    }
    composeDraft.drop();
    onClose();
  };

  const attach = (files: FileList | null) => {
    setFileProblem(null);
    for (const file of Array.from(files ?? [])) {
      if (values.attachments.length >= mailLimits.attachments) return setFileProblem(t('tooManyFiles', { max: mailLimits.attachments }));
      if (!(attachmentTypes as readonly string[]).includes(file.type)) return setFileProblem(t('wrongFileType', { name: file.name }));
      if (file.size > mailLimits.attachmentBytes) return setFileProblem(t('fileTooLarge', { name: file.name }));
      upload.mutate(file, {
        // The uploaded file joins the kept draft too (writing it again is harmless, so the updater may run twice).
        onSuccess: (attachment) =>
          setValues((current) => {
            const next = { ...current, attachments: [...current.attachments, attachment] };
            composeDraft.write(next);
            return next;
          }),
        onError: () => setFileProblem(t('uploadFailed', { name: file.name })),
      });
    }
  };

  const addressField = (field: AddressField) => (
    <TextField
      label={t(field)}
      value={values[field]}
      onChange={(text) => update({ [field]: text })}
      {...(addressError(field) ? { errorMessage: addressError(field) } : {})}
      description={field === 'to' ? t('addressHint') : undefined}
      autoComplete="email"
    />
  );

  return (
    <Dialog
      title={values.draftId ? t('editDraft') : t('compose')}
      size="lg"
      isOpen
      isDismissable={false}
      showClose
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <form
        className={styles.compose}
        aria-label={t('compose')}
        onSubmit={(event) => {
          event.preventDefault();
          submit(true);
        }}
      >
        <div className={styles.addressRow}>
          <div className={styles.grow}>{addressField('to')}</div>
          <Button variant="ghost" size="sm" aria-expanded={values.copies} onPress={() => update({ copies: !values.copies })}>
            {t('copies')}
          </Button>
        </div>
        {values.copies ? (
          <>
            {addressField('cc')}
            {addressField('bcc')}
          </>
        ) : null}
        <TextField label={t('subject')} value={values.subject} onChange={(subject) => update({ subject })} maxLength={mailLimits.subject} />
        <LazyPartBoundary part={RichTextEditor} loading={<Skeleton height="220px" />}>
          <RichTextEditor
            label={t('message')}
            defaultValue={values.html}
            onChange={(html) => update({ html })}
            placeholder={t('messagePlaceholder')}
          />
        </LazyPartBoundary>
        {values.attachments.length ? (
          <ul className={styles.composeFiles} aria-label={t('attachments', { count: values.attachments.length })}>
            {values.attachments.map((file) => (
              <li key={file.id}>
                <Chip
                  icon="paper-clip"
                  onRemove={() => update({ attachments: values.attachments.filter((other) => other.id !== file.id) })}
                  removeLabel={t('removeFile', { name: file.name })}
                >
                  {`${file.name} (${format.fileSize(file.size)})`}
                </Chip>
              </li>
            ))}
          </ul>
        ) : null}
        {fileProblem ? <Banner tone="critical">{fileProblem}</Banner> : null}
        {save.isError ? <Banner tone="critical" title={t('saveFailed')} /> : null}
        <div className={styles.composeActions}>
          <FileTrigger acceptedFileTypes={[...attachmentTypes]} allowsMultiple onSelect={attach}>
            <Button variant="ghost" icon="paper-clip" isLoading={upload.isPending}>
              {t('attach')}
            </Button>
          </FileTrigger>
          <Button variant="ghost" onPress={() => void discard()}>
            {t('discard')}
          </Button>
          <Button variant="secondary" onPress={() => submit(false)} isLoading={save.isPending && save.variables.send === false}>
            {t('saveDraft')}
          </Button>
          <Button type="submit" icon="paper-airplane" isLoading={save.isPending && save.variables.send}>
            {t('send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
