import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, IconButton, labelDot, RadioGroup, Select, Text, TextField, toasts, useConfirm } from '@/components';
import { useChangeMailLabels, useChangeMailSettings, type LabelEdit } from './api/change-mailbox';
import { useMailLabels, useMailSettings } from './api/get-mailbox';
import * as styles from './Mailbox.css';
import { labelColors, mailLimits, messageLayouts, type LabelColor, type MailLabel } from './schemas';

/** The message layout, and the labels: made with a colour, renamed, recoloured, deleted. */
export function MailboxSettings() {
  const { t } = useTranslation('mailbox');
  const settings = useMailSettings();
  const labels = useMailLabels();
  const confirm = useConfirm();
  const changeSettings = useChangeMailSettings(() => toasts.show({ tone: 'critical', title: t('settings.failed') }, { timeout: 0 }));
  const changeLabels = useChangeMailLabels((edit) =>
    toasts.show({ tone: 'critical', title: t(`settings.labelFailed.${edit.kind}`) }, { timeout: 0 }),
  );
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<LabelColor>('blue');
  const [tried, setTried] = useState(false);
  const taken = (name: string, except?: string) =>
    (labels.data ?? []).some((label) => label.id !== except && label.title.trim().toLowerCase() === name.trim().toLowerCase());
  const titleProblem = (name: string, except?: string) =>
    !name.trim() ? t('settings.titleRequired') : taken(name, except) ? t('settings.titleTaken', { title: name.trim() }) : null;
  const colorOptions = labelColors.map((id) => ({ id, label: t(`color.${id}`) }));

  const create = () => {
    setTried(true);
    if (titleProblem(title)) return;
    changeLabels.mutate({ kind: 'create', title: title.trim(), color });
    setTitle('');
    setTried(false);
  };
  const remove = async (label: MailLabel) => {
    const answer = await confirm({
      title: t('settings.deleteTitle', { title: label.title }),
      message: t('settings.deleteMessage'),
      confirmLabel: t('settings.delete'),
      tone: 'danger',
    });
    if (answer === 'confirmed') changeLabels.mutate({ kind: 'delete', label });
  };

  return (
    <div className={styles.settings}>
      <section aria-labelledby="mailbox-layout">
        <Heading level={2} size={4} id="mailbox-layout">
          {t('settings.layout')}
        </Heading>
        {settings.data ? (
          <RadioGroup
            label={t('settings.layoutLabel')}
            options={messageLayouts.map((id) => ({ id, label: t(`settings.layouts.${id}`) }))}
            value={settings.data.messageLayout}
            onChange={(messageLayout) => changeSettings.mutate({ messageLayout: messageLayout as (typeof messageLayouts)[number] })}
          />
        ) : null}
      </section>
      <section aria-labelledby="mailbox-labels">
        <Heading level={2} size={4} id="mailbox-labels">
          {t('labels')}
        </Heading>
        <form
          className={styles.settingsNewLabel}
          aria-label={t('settings.newLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <div className={styles.settingsName}>
            <TextField
              label={t('settings.newLabel')}
              value={title}
              onChange={setTitle}
              maxLength={mailLimits.labelTitle}
              {...(tried && titleProblem(title) ? { errorMessage: titleProblem(title)! } : {})}
            />
          </div>
          <div className={styles.settingsColour}>
            <Select label={t('settings.color')} options={colorOptions} value={color} onChange={(value) => setColor(value as LabelColor)} />
          </div>
          <Button type="submit" icon="plus">
            {t('settings.add')}
          </Button>
        </form>
        <ul className={styles.settingsLabels}>
          {(labels.data ?? []).map((label) => (
            <LabelRow
              key={label.id}
              label={label}
              colorOptions={colorOptions}
              problemOf={(name) => titleProblem(name, label.id)}
              onChange={(edit) => changeLabels.mutate(edit)}
              onDelete={() => void remove(label)}
            />
          ))}
        </ul>
        {labels.data?.length === 0 ? <Text tone="secondary">{t('settings.noLabels')}</Text> : null}
      </section>
    </div>
  );
}

interface LabelRowProps {
  label: MailLabel;
  colorOptions: { id: string; label: string }[];
  problemOf: (title: string) => string | null;
  onChange: (edit: LabelEdit) => void;
  onDelete: () => void;
}

/** One label: renamed when its field is left, recoloured at once. */
function LabelRow({ label, colorOptions, problemOf, onChange, onDelete }: LabelRowProps) {
  const { t } = useTranslation('mailbox');
  const [title, setTitle] = useState(label.title);
  const problem = problemOf(title);
  const rename = () => {
    if (!problem && title.trim() !== label.title) onChange({ kind: 'update', label, title: title.trim(), color: label.color });
  };
  return (
    <li className={styles.settingsLabel}>
      <span className={labelDot[label.color]} aria-hidden />
      <div className={styles.settingsName}>
        <TextField
          label={t('settings.labelTitle', { title: label.title })}
          value={title}
          onChange={setTitle}
          onBlur={rename}
          maxLength={mailLimits.labelTitle}
          {...(problem ? { errorMessage: problem } : {})}
        />
      </div>
      <div className={styles.settingsColour}>
        <Select
          label={t('settings.colorOf', { title: label.title })}
          options={colorOptions}
          value={label.color}
          onChange={(value) => onChange({ kind: 'update', label, title: label.title, color: value as LabelColor })}
        />
      </div>
      <IconButton icon="trash" label={t('settings.deleteLabel', { title: label.title })} onPress={onDelete} />
    </li>
  );
}
