import { useLocale } from 'react-aria-components';

/**
 * The few words the design system says by itself (close, cancel, remove...). The locale comes from
 * react-aria's I18nProvider, which the app sets from the page locale; callers can override any text.
 */
const messages = {
  'en-US': {
    tags: 'Tags',
    manageTags: 'Manage tags',
    newTag: 'New tag',
    add: 'Add',
    delete: 'Delete',
    tagTitleOf: 'Tag “{title}”',
    deleteTag: 'Delete “{title}”',
    deleteTagTitle: 'Delete “{title}”?',
    tagTitleRequired: 'Enter a name.',
    tagTitleTaken: '“{title}” already exists.',
    tooLong: 'At most {max} characters.',
    noTags: 'No tags yet.',
    close: 'Close',
    remove: 'Remove',
    confirmTitle: 'Confirm action',
    confirmMessage: 'Are you sure you want to confirm this action?',
    confirm: 'Confirm',
    cancel: 'Cancel',
    dismiss: 'Dismiss',
    loading: 'Loading',
    notifications: 'Notifications',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    firstPage: 'First page',
    lastPage: 'Last page',
    pageOf: 'Page {page} of {lastPage}',
    rangeOf: '{start}–{end} of {length}',
    selectAll: 'Select all rows',
    selectRow: 'Select row',
    chooseImage: 'Choose image',
    removeImage: 'Remove image',
    noImage: 'No image chosen',
    noResults: 'No results',
    opensInNewTab: 'opens in a new tab',
    retry: 'Try again',
  },
  'de-AT': {
    tags: 'Schlagwörter',
    manageTags: 'Schlagwörter verwalten',
    newTag: 'Neues Schlagwort',
    add: 'Hinzufügen',
    delete: 'Löschen',
    tagTitleOf: 'Schlagwort „{title}“',
    deleteTag: '„{title}“ löschen',
    deleteTagTitle: '„{title}“ löschen?',
    tagTitleRequired: 'Bitte geben Sie einen Namen ein.',
    tagTitleTaken: '„{title}“ gibt es schon.',
    tooLong: 'Höchstens {max} Zeichen.',
    noTags: 'Noch keine Schlagwörter.',
    close: 'Schließen',
    remove: 'Entfernen',
    confirmTitle: 'Aktion bestätigen',
    confirmMessage: 'Sind Sie sicher, dass Sie diese Aktion bestätigen möchten?',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    dismiss: 'Ausblenden',
    loading: 'Wird geladen',
    notifications: 'Benachrichtigungen',
    previousPage: 'Vorige Seite',
    nextPage: 'Nächste Seite',
    firstPage: 'Erste Seite',
    lastPage: 'Letzte Seite',
    pageOf: 'Seite {page} von {lastPage}',
    rangeOf: '{start}–{end} von {length}',
    selectAll: 'Alle Zeilen auswählen',
    selectRow: 'Zeile auswählen',
    chooseImage: 'Bild auswählen',
    removeImage: 'Bild entfernen',
    noImage: 'Kein Bild ausgewählt',
    noResults: 'Keine Ergebnisse',
    opensInNewTab: 'öffnet in einem neuen Tab',
    retry: 'Erneut versuchen',
  },
  'ar-SA': {
    tags: 'الوسوم',
    manageTags: 'إدارة الوسوم',
    newTag: 'وسم جديد',
    add: 'إضافة',
    delete: 'حذف',
    tagTitleOf: 'الوسم «{title}»',
    deleteTag: 'حذف «{title}»',
    deleteTagTitle: 'حذف «{title}»؟',
    tagTitleRequired: 'أدخل اسمًا.',
    tagTitleTaken: '«{title}» موجود بالفعل.',
    tooLong: '{max} حرفًا على الأكثر.',
    noTags: 'لا توجد وسوم بعد.',
    close: 'إغلاق',
    remove: 'إزالة',
    confirmTitle: 'تأكيد الإجراء',
    confirmMessage: 'هل أنت متأكد أنك تريد تأكيد هذا الإجراء؟',
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    dismiss: 'تجاهل',
    loading: 'جارٍ التحميل',
    notifications: 'الإشعارات',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    firstPage: 'الصفحة الأولى',
    lastPage: 'الصفحة الأخيرة',
    pageOf: 'الصفحة {page} من {lastPage}',
    rangeOf: '{start}–{end} من {length}',
    selectAll: 'تحديد كل الصفوف',
    selectRow: 'تحديد الصف',
    chooseImage: 'اختر صورة',
    removeImage: 'إزالة الصورة',
    noImage: 'لم يتم اختيار صورة',
    noResults: 'لا توجد نتائج',
    opensInNewTab: 'يفتح في علامة تبويب جديدة',
    retry: 'حاول مرة أخرى',
  },
} as const;

export type ComponentMessages = Record<keyof (typeof messages)['en-US'], string>;

export function messagesFor(locale: string): ComponentMessages {
  if (locale in messages) return messages[locale as keyof typeof messages];
  // en-AT and any other English variant share the English words.
  if (locale.startsWith('de')) return messages['de-AT'];
  if (locale.startsWith('ar')) return messages['ar-SA'];
  return messages['en-US'];
}

/** `{name}` placeholders filled from values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export function useComponentMessages(): ComponentMessages {
  return messagesFor(useLocale().locale);
}
