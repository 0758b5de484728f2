import type { Contact } from './schemas';

export interface ContactGroup {
  /** The first letter, without accents (Ä files under A, as in a German address book); '#' for the rest. */
  letter: string;
  contacts: Contact[];
}

/** The letter a name files under in the locale. */
export function initialOf(name: string, locale: string): string {
  const first = name.trim().normalize('NFD').charAt(0);
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase(locale) : '#';
}

/**
 * Contacts in the locale's alphabetical order (Arabic and German names each by their own
 * collation), grouped by first letter, '#' last.
 */
export function groupByInitial(contacts: readonly Contact[], locale: string): ContactGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...contacts].sort((a, b) => collator.compare(a.name, b.name));
  const groups = new Map<string, Contact[]>();
  for (const contact of sorted) {
    const letter = initialOf(contact.name, locale);
    groups.set(letter, [...(groups.get(letter) ?? []), contact]);
  }
  const letters = [...groups.keys()].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : collator.compare(a, b)));
  return letters.map((letter) => ({ letter, contacts: groups.get(letter) ?? [] }));
}
