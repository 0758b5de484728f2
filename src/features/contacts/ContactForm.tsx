import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Banner,
  Button,
  Checkbox,
  DatePicker,
  fieldGroup,
  fieldGroupLegend,
  FormField,
  IconButton,
  ImagePicker,
  Select,
  Text,
  TextArea,
  TextField,
} from '@/components';
import { useLeaveGuard } from '@/lib/query';
import { useUpdateContact, useUploadAvatar } from './api/change-contacts';
import { useCountries } from './api/get-contacts';
import { contactDrafts, contactFormSchema, toChange, toFormValues, type ContactFormValues } from './contact-form';
import * as styles from './Contacts.css';
import { CountryPicker } from './CountryPicker';
import { avatarRules, contactLimits, emailLabels, phoneLabels, type Contact, type ContactTag } from './schemas';

export interface ContactFormProps {
  contact: Contact;
  tags: readonly ContactTag[];
  /** Saved or cancelled: back to reading the contact. */
  onDone: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The fields a form error belongs to, in the order they stand on the page. */
const fieldOrder = ['name', 'title', 'company', 'emails', 'phoneNumbers', 'address', 'notes'] as const;

/**
 * A contact edited in place: name and job, e-mail addresses and phone numbers (added and removed),
 * birthday, address, notes, tags and the picture. The form checks what the server checks; Save says
 * why it cannot be pressed yet. What is typed is kept as a draft until it is saved, so a failed save,
 * another contact opened or a reload loses nothing.
 */
export function ContactForm({ contact, tags, onDone }: ContactFormProps) {
  const { t } = useTranslation('contacts');
  const schema = useMemo(
    () =>
      contactFormSchema({
        nameRequired: t('form.nameRequired'),
        tooLong: (max) => t('form.tooLong', { max }),
        emailInvalid: t('form.emailInvalid'),
        phoneInvalid: t('form.phoneInvalid', { max: contactLimits.phoneDigits }),
        countryRequired: t('form.countryRequired'),
      }),
    [t],
  );
  const [draft] = useState(() => contactDrafts.read(contact.id));
  // Asked for as the form opens, so that a phone number added later has its countries at hand.
  useCountries();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: toFormValues(contact),
    ...(draft ? { values: draft } : {}),
  });
  const emails = useFieldArray({ control: form.control, name: 'emails' });
  const phones = useFieldArray({ control: form.control, name: 'phoneNumbers' });
  const [saveFailed, setSaveFailed] = useState(false);
  const update = useUpdateContact(contact.id, () => setSaveFailed(true));
  const { isDirty, isValid, errors } = form.formState;
  const changed = isDirty || !!draft;
  useLeaveGuard(changed);

  // Every keystroke is kept as the draft; a saved or cancelled form has none.
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (form.formState.isDirty) contactDrafts.write(contact.id, form.getValues());
  }, [values, contact.id, form]);

  // Trigger the rules at once on a restored draft, so that its problems show before Save is tried.
  useEffect(() => {
    if (draft) void form.trigger();
  }, [draft, form]);

  const invalidFields = fieldOrder
    .filter((field) => (errors as FieldErrors<ContactFormValues>)[field])
    .map((field) => t(`form.fields.${field}`));
  const blockedReason = !changed
    ? t('form.noChanges')
    : !isValid
      ? t('form.fixFields', { count: invalidFields.length, fields: invalidFields.join(', ') })
      : null;

  const cancel = () => {
    contactDrafts.drop(contact.id);
    onDone();
  };

  const save = form.handleSubmit((submitted) => {
    setSaveFailed(false);
    update.mutate(toChange(submitted, contact), {
      onSuccess: () => {
        contactDrafts.drop(contact.id);
        onDone();
      },
    });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void save(event)} aria-label={t('form.title', { name: contact.name })}>
      {draft ? <Banner tone="info">{t('form.draftRestored')}</Banner> : null}
      {saveFailed ? (
        <Banner tone="critical" title={t('form.saveFailedTitle')}>
          {t('form.saveFailed')}
        </Banner>
      ) : null}
      <AvatarField contact={contact} />
      <div className={styles.formGrid}>
        <FormField control={form.control} name="name">
          {(field) => <TextField label={t('form.fields.name')} isRequired autoComplete="off" maxLength={contactLimits.name} {...field} />}
        </FormField>
        <FormField control={form.control} name="title">
          {(field) => <TextField label={t('form.fields.title')} maxLength={contactLimits.title} {...field} />}
        </FormField>
        <FormField control={form.control} name="company">
          {(field) => <TextField label={t('form.fields.company')} maxLength={contactLimits.company} {...field} />}
        </FormField>
        <FormField control={form.control} name="birthday">
          {(field) => <DatePicker label={t('birthday')} maxValue={today()} {...field} />}
        </FormField>
      </div>

      <fieldset className={fieldGroup}>
        <legend className={fieldGroupLegend}>{t('emails')}</legend>
        {emails.fields.map((item, index) => (
          <div key={item.id} className={styles.repeatRow}>
            <div className={styles.grow}>
              <FormField control={form.control} name={`emails.${index}.email`}>
                {(field) => <TextField label={t('form.emailNumber', { number: index + 1 })} type="email" autoComplete="off" {...field} />}
              </FormField>
            </div>
            <FormField control={form.control} name={`emails.${index}.label`}>
              {(field) => (
                <Select
                  label={t('form.label')}
                  options={emailLabels.map((label) => ({ id: label, label: t(`emailLabels.${label}`) }))}
                  {...field}
                  onChange={(value) => field.onChange(value as typeof field.value)}
                />
              )}
            </FormField>
            <IconButton
              icon="trash"
              variant="ghost"
              label={t('form.removeEmail', { number: index + 1 })}
              onPress={() => emails.remove(index)}
            />
          </div>
        ))}
        {emails.fields.length < contactLimits.emails ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              icon="plus"
              onPress={() => emails.append({ email: '', label: 'Personal' }, { shouldFocus: true })}
            >
              {t('form.addEmail')}
            </Button>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={fieldGroup}>
        <legend className={fieldGroupLegend}>{t('phones')}</legend>
        {phones.fields.map((item, index) => (
          <div key={item.id} className={styles.repeatRow}>
            <div className={styles.country}>
              <FormField control={form.control} name={`phoneNumbers.${index}.country`}>
                {(field) => <CountryPicker label={t('form.country', { number: index + 1 })} {...field} />}
              </FormField>
            </div>
            <div className={styles.grow}>
              <FormField control={form.control} name={`phoneNumbers.${index}.phoneNumber`}>
                {(field) => (
                  <TextField
                    label={t('form.phoneNumber', { number: index + 1 })}
                    type="tel"
                    inputMode="tel"
                    autoComplete="off"
                    {...field}
                  />
                )}
              </FormField>
            </div>
            <FormField control={form.control} name={`phoneNumbers.${index}.label`}>
              {(field) => (
                <Select
                  label={t('form.label')}
                  options={phoneLabels.map((label) => ({ id: label, label: t(`phoneLabels.${label}`) }))}
                  {...field}
                  onChange={(value) => field.onChange(value as typeof field.value)}
                />
              )}
            </FormField>
            <IconButton
              icon="trash"
              variant="ghost"
              label={t('form.removePhone', { number: index + 1 })}
              onPress={() => phones.remove(index)}
            />
          </div>
        ))}
        {phones.fields.length < contactLimits.phoneNumbers ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              icon="plus"
              onPress={() => phones.append({ country: 'at', phoneNumber: '', label: 'Mobile' }, { shouldFocus: false })}
            >
              {t('form.addPhone')}
            </Button>
          </div>
        ) : null}
      </fieldset>

      <FormField control={form.control} name="address">
        {(field) => <TextArea label={t('address')} maxRows={4} maxLength={contactLimits.address} {...field} />}
      </FormField>
      <FormField control={form.control} name="notes">
        {(field) => (
          <TextArea label={t('notes')} description={t('form.notesHelp')} maxRows={10} maxLength={contactLimits.notes} {...field} />
        )}
      </FormField>

      <FormField control={form.control} name="tags">
        {(field) => (
          <fieldset className={fieldGroup}>
            <legend className={fieldGroupLegend}>{t('tags')}</legend>
            <div className={styles.tagChoices}>
              {tags.map((tag) => (
                <Checkbox
                  key={tag.id}
                  value={field.value.includes(tag.id)}
                  isDisabled={'pending' in tag && tag.pending === true}
                  onChange={(checked) => field.onChange(checked ? [...field.value, tag.id] : field.value.filter((id) => id !== tag.id))}
                >
                  {tag.title}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        )}
      </FormField>

      <div className={styles.formActions}>
        <Button type="submit" icon="check" isDisabled={!!blockedReason} isLoading={update.isPending}>
          {t('form.save')}
        </Button>
        <Button variant="secondary" onPress={cancel}>
          {t('form.cancel')}
        </Button>
        <Text size="sm" tone="secondary" as="span" aria-live="polite">
          {blockedReason}
        </Text>
      </div>
    </form>
  );
}

/** The picture is saved as soon as it is chosen or removed; the server checks it as well. */
function AvatarField({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const upload = useUploadAvatar(contact.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const remove = useUpdateContact(contact.id, () => setProblem(t('form.avatarRemoveFailed')));
  const choose = (file: File | null) => {
    setProblem(null);
    if (!file) {
      remove.mutate({ avatar: null });
      return;
    }
    if (!(avatarRules.types as readonly string[]).includes(file.type)) return setProblem(t('form.avatarType', { name: file.name }));
    if (file.size > avatarRules.maxBytes) return setProblem(t('form.avatarSize', { name: file.name }));
    setChosen(file);
    upload.mutate(file, {
      onError: () => setProblem(t('form.avatarRefused', { name: file.name })),
      onSettled: () => setChosen(null),
    });
  };
  return (
    <ImagePicker
      label={t('form.avatar')}
      value={chosen ?? contact.avatar}
      onChange={choose}
      accept={[...avatarRules.types]}
      description={t('form.avatarHelp')}
      isDisabled={upload.isPending}
      {...(problem ? { errorMessage: problem } : {})}
    />
  );
}
