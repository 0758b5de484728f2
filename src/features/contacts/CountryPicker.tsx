import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, CountryFlag, type BoundField } from '@/components';
import { useLocale } from '@/lib/i18n';
import { useCountries } from './api/get-contacts';

/**
 * The country of a phone number: about 245 with flag and dialling code, named in the page's
 * language and sorted by that name; typing a name or a code (+43) narrows the list.
 */
export function CountryPicker({ label, ...field }: BoundField<string> & { label: string }) {
  const { t } = useTranslation('contacts');
  const lang = useLocale();
  const countries = useCountries();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(lang);
    return (countries.data ?? [])
      .map((country) => ({
        id: country.id,
        label: `${names.of(country.iso) ?? country.name} ${country.code}`,
        visual: <CountryFlag iso={country.iso} />,
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, lang]);
  // Until the list is here the chosen country is still named: the field is never blank.
  const shown = options.length
    ? options
    : field.value
      ? [{ id: field.value, label: field.value.toUpperCase(), visual: <CountryFlag iso={field.value} /> }]
      : [];
  return (
    <ComboBox
      label={label}
      options={shown}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      {...(field.errorMessage ? { errorMessage: field.errorMessage } : {})}
      {...(countries.isError ? { description: t('countriesFailed') } : {})}
      emptyText={t('noCountry')}
    />
  );
}
