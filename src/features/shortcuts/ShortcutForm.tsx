import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ComboBox, FormField, isIconName, Switch, TextField, type IconName } from '@/components';
import { shortcutIcons } from './shortcut-icons';
import { shortcutLimits, shortcutLinkKind } from './shortcut-link';
import { shortcutSchema, type ShortcutFormValues } from './shortcut-schema';
import * as styles from './ShortcutsPanel.css';
import type { ShortcutInput } from './types';

export interface ShortcutFormProps {
  /** The values the form starts with: the edited shortcut, or what was typed before a refused save. */
  initial?: ShortcutInput;
  onSave: (shortcut: ShortcutInput) => void;
  onCancel: () => void;
  /** Edit mode only. */
  onDelete?: () => void;
}

const blank: ShortcutFormValues = { label: '', description: '', icon: '', link: '', useRouter: true };

/** Label, description, icon (a picture chosen by its name), link and "open in the app"; save stays disabled while invalid. */
export function ShortcutForm({ initial, onSave, onCancel, onDelete }: ShortcutFormProps) {
  const { t, i18n } = useTranslation('shortcuts');
  const schema = useMemo(
    () =>
      shortcutSchema({
        labelRequired: t('form.labelRequired'),
        iconRequired: t('form.iconRequired'),
        linkRequired: t('form.linkRequired'),
        linkRefused: t('form.linkRefused'),
        tooLong: (max) => t('form.tooLong', { max }),
      }),
    [t],
  );
  const form = useForm<ShortcutFormValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: initial ? { ...blank, ...initial, description: initial.description ?? '' } : blank,
  });
  // Pictures with their names in the page's language, sorted by them; a shortcut's own icon from
  // outside the set stays choosable.
  const current = initial?.icon && isIconName(initial.icon) ? initial.icon : undefined;
  const iconOptions = useMemo(() => {
    const names: IconName[] =
      current && !(shortcutIcons as readonly IconName[]).includes(current) ? [...shortcutIcons, current] : [...shortcutIcons];
    const collator = new Intl.Collator(i18n.language);
    return names
      .map((name) => ({ id: name, label: t(`icons.${name}`, { defaultValue: t('form.otherIcon') }), icon: name }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [t, i18n.language, current]);

  const webLink = shortcutLinkKind(form.watch('link')) === 'web';

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={onDelete ? t('editTitle') : t('addTitle')}
      onSubmit={form.handleSubmit((values) => {
        const description = values.description?.trim();
        const link = values.link.trim();
        // A web address always opens as a link of its own; only a path of the app can use the router.
        const useRouter = shortcutLinkKind(link) === 'app' && values.useRouter;
        onSave({ label: values.label.trim(), icon: values.icon, link, useRouter, ...(description ? { description } : {}) });
      })}
    >
      <FormField control={form.control} name="label">
        {(field) => <TextField label={t('form.label')} isRequired autoFocus maxLength={shortcutLimits.label} {...field} />}
      </FormField>
      <FormField control={form.control} name="description">
        {(field) => <TextField label={t('form.description')} maxLength={shortcutLimits.description} {...field} value={field.value ?? ''} />}
      </FormField>
      <FormField control={form.control} name="icon">
        {(field) => (
          <ComboBox
            label={t('form.icon')}
            placeholder={t('form.chooseIcon')}
            isRequired
            options={iconOptions}
            {...field}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
          />
        )}
      </FormField>
      <FormField control={form.control} name="link">
        {(field) => (
          <TextField label={t('form.link')} description={t('form.linkHelp')} isRequired maxLength={shortcutLimits.link} {...field} />
        )}
      </FormField>
      <FormField control={form.control} name="useRouter">
        {(field) => (
          <Switch value={field.value && !webLink} isDisabled={webLink} onChange={field.onChange} onBlur={field.onBlur} name={field.name}>
            {t('form.useRouter')}
          </Switch>
        )}
      </FormField>
      <div className={styles.formActions}>
        {onDelete ? (
          <Button variant="danger" size="sm" icon="trash" onPress={onDelete}>
            {t('delete')}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button variant="ghost" size="sm" onPress={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" isDisabled={!form.formState.isValid}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
