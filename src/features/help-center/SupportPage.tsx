import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner, Button, FormField, TextArea, TextField } from '@/components';
import { useShellUser } from '@/features/shell';
import { useSendSupportRequest } from './api/get-help-center';
import * as styles from './HelpCenter.css';
import { supportLimits, supportRequestSchema, type SupportRequest } from './schemas';

/**
 * Write to support: name, e-mail, subject, message, each checked as it is left. Sent, the form says
 * so and starts empty; a refused send keeps everything that was typed.
 */
export function SupportPage() {
  const { t } = useTranslation('help-center');
  const { user } = useShellUser();
  const schema = useMemo(
    () =>
      supportRequestSchema({
        nameRequired: t('form.nameRequired'),
        emailInvalid: t('form.emailInvalid'),
        subjectRequired: t('form.subjectRequired'),
        messageTooShort: t('form.messageTooShort'),
        tooLong: (max) => t('form.tooLong', { max }),
      }),
    [t],
  );
  const form = useForm<SupportRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  // The signed-in user's name and address fill in once they are known, unless something was typed there already.
  useEffect(() => {
    if (!user) return;
    if (!form.getFieldState('name').isDirty && !form.getValues('name')) form.setValue('name', user.fullName);
    if (!form.getFieldState('email').isDirty && !form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);
  const send = useSendSupportRequest();
  // Sent, the form starts again: the sender stays, the subject and the message go.
  const submit = form.handleSubmit((request) =>
    send.mutate(request, { onSuccess: () => form.reset({ name: request.name, email: request.email, subject: '', message: '' }) }),
  );

  return (
    <form className={styles.form} aria-label={t('ways.support')} noValidate onSubmit={(event) => void submit(event)}>
      {send.isSuccess ? <Banner tone="success" title={t('form.sent')} /> : null}
      {send.isError ? <Banner tone="critical" title={t('form.failed')} /> : null}
      <FormField control={form.control} name="name">
        {(field) => <TextField label={t('form.name')} isRequired autoComplete="name" maxLength={supportLimits.name} {...field} />}
      </FormField>
      <FormField control={form.control} name="email">
        {(field) => <TextField label={t('form.email')} type="email" isRequired autoComplete="email" {...field} />}
      </FormField>
      <FormField control={form.control} name="subject">
        {(field) => <TextField label={t('form.subject')} isRequired maxLength={supportLimits.subject} {...field} />}
      </FormField>
      <FormField control={form.control} name="message">
        {(field) => <TextArea label={t('form.message')} isRequired maxRows={12} maxLength={supportLimits.message} {...field} />}
      </FormField>
      <div className={styles.formActions}>
        <Button type="submit" icon="paper-airplane" isLoading={send.isPending}>
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
