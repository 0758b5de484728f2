export {
  defaultLocale,
  directionOf,
  isLocale,
  localeFromPath,
  localeNames,
  locales,
  pathInLocale,
  preferredLocale,
  type Locale,
} from './locales';
export { applyDocumentLocale, createI18n, loadPageMessages, localeStorageKey, switchLocale } from './i18n';
export { knownNamespaces } from './messages';
export { startNamespaces } from './namespaces';
export { createFormatters, dateTimeFormat, useFormatters, useLocale, type Formatters } from './format';
export { datePatterns, formatDatePattern, isOtherDay } from './date-pattern';
export { withLatinDigits } from './digits';
export { dueDateFromDay, dueDay, hasPassed, isOverdue, localDateTime, momentFromLocalDateTime } from './due-date';
