import { dateTimeFormat } from '@/lib/i18n';
import { nameOf, type Mail } from './schemas';

/** The time of a mail as a list shows it: the hour today, the day this year, the date before. */
export function listDateOf(date: string, now: Date, locale: string): string {
  const day = new Date(date);
  const sameYear = day.getFullYear() === now.getFullYear();
  const sameDay = sameYear && day.getMonth() === now.getMonth() && day.getDate() === now.getDate();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short' }
    : sameYear
      ? { day: 'numeric', month: 'short' }
      : { dateStyle: 'short' };
  return dateTimeFormat(locale, options).format(day);
}

/** Who a list row names: the sender, or in sent and drafts the first addressee. */
export function counterpartOf(mail: Mail, outgoing: boolean, me: string): string {
  if (!outgoing) return nameOf(mail.from.contact);
  const first = mail.to.split(',')[0]?.trim();
  return first && first !== 'me' ? nameOf(first) : me;
}

/** The start of the mail's text on one line, for the row under the subject. */
export const firstLineOf = (mail: Mail) => mail.content.replace(/\s+/g, ' ').trim().slice(0, 200);
