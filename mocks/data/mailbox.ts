import type { Mail, MailAttachment, MailFilter, MailFolder, MailLabel, MailSettings } from '@/features/mailbox/schemas';
import { sampleTranslator } from './sample-language';
import { sampleToday } from './sample-today';

export const mailFolders: readonly MailFolder[] = [
  { id: '7c004a19-4506-48ef-93ab-f16381302e3b', title: 'Inbox', slug: 'inbox', icon: 'inbox' },
  { id: '1ee2ea29-9a1f-4c27-b4d2-5e465703b6a0', title: 'Sent', slug: 'sent', icon: 'paper-airplane' },
  { id: 'fbdc8e79-a0c4-47eb-a5e6-b9e9dc9c3b6b', title: 'Drafts', slug: 'drafts', icon: 'pencil-square' },
  { id: '0197c436-2ef3-424d-b546-8b7f49186e15', title: 'Spam', slug: 'spam', icon: 'exclamation-triangle' },
  { id: '2fa74637-d362-4fd2-9a88-f7195a88bdde', title: 'Trash', slug: 'trash', icon: 'trash' },
];

export const mailFilters: readonly MailFilter[] = [
  { id: 'de1b41f6-6839-4f1b-9d2c-07e55f6f8f82', title: 'Starred', slug: 'starred', icon: 'star' },
  { id: '71bba1ec-a90e-4a71-9932-4bab0a99aa1c', title: 'Important', slug: 'important', icon: 'exclamation-circle' },
];

export const mailLabels: readonly MailLabel[] = [
  { id: 'b167d3c4-f6ed-4ea6-9579-a12f95a9d76e', title: 'Personal', slug: 'personal', color: 'blue' },
  { id: '745cf30e-ca84-47a1-a553-b70eb630d8e7', title: 'Work', slug: 'work', color: 'indigo' },
  { id: '8b035cb5-65c0-4ab1-bb4c-43b0e442d1f3', title: 'Payments', slug: 'payments', color: 'red' },
  { id: 'b2d1e4e7-7cfd-4b51-ae59-217a093df754', title: 'Invoices', slug: 'invoices', color: 'teal' },
  { id: '184cd689-4ee4-47cf-9f8a-12233d614326', title: 'Accounts', slug: 'accounts', color: 'purple' },
  { id: 'b67fc437-6118-4ec8-a3c7-9320b828e3fc', title: 'Forums', slug: 'forums', color: 'green' },
];

/** The sample labels' names in the page's language (German, English, Arabic). */
export const mailLabelTitle = sampleTranslator([
  ['Persönlich', 'Personal', 'شخصي'],
  ['Arbeit', 'Work', 'عمل'],
  ['Zahlungen', 'Payments', 'مدفوعات'],
  ['Rechnungen', 'Invoices', 'فواتير'],
  ['Konten', 'Accounts', 'حسابات'],
  ['Foren', 'Forums', 'منتديات'],
]);

export const defaultMailSettings: MailSettings = { messageLayout: 'right' };

/** The signed-in user as mails name them. */
export const mailOwner = 'Anna Gruber <anna.gruber@callcenter.example>';

const [inbox, sent, drafts, spam] = mailFolders.map((folder) => folder.id) as [string, string, string, string];
const [personal, work, payments, invoices, accounts, forums] = mailLabels.map((label) => label.id) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

const people = [
  'Lukas Hofer <lukas.hofer@dolmetsch-wien.at>',
  'Sophie Wallner <s.wallner@gebaerdenwerk.at>',
  'Yusuf Demir <yusuf.demir@sprachbruecke.at>',
  'Leila Haddad <leila.haddad@tarjama.example>',
  'Magdalena Steiner <magdalena.steiner@stadt-graz.example>',
  'Omar Khalil <omar.khalil@interpret.example>',
  'Valentina Moser <v.moser@krankenhaus-nord.example>',
  'Tobias Lechner <tobias.lechner@callcenter.example>',
  'Fatma Yılmaz <fatma.yilmaz@integration.example>',
  'Jakob Pichler <jakob.pichler@buchhaltung.example>',
  'Noura Al-Sayed <noura.alsayed@amal.example>',
  'Elena Bauer <elena.bauer@callcenter.example>',
] as const;

const personNamed = (name: string) => people.find((person) => person.startsWith(`${name} <`))!;

const spammers = [
  'Gewinnspiel-Team <win@preise-jetzt.example>',
  'Krypto Profit <info@schnell-reich.example>',
  'Paket-Service <tracking@paket-zustellung.example>',
] as const;

const files = {
  schedule: { type: 'application/pdf', name: 'Dienstplan-KW12.pdf', size: 182_344, preview: 'pdf', downloadUrl: '' },
  invoice: { type: 'application/pdf', name: 'Rechnung-2026-0314.pdf', size: 96_211, preview: 'pdf', downloadUrl: '' },
  room: { type: 'image/jpeg', name: 'besprechungsraum.jpg', size: 1_240_512, preview: '/images/notes/whiteboard.svg', downloadUrl: '' },
  headsets: { type: 'image/png', name: 'headsets-angebot.png', size: 524_288, preview: '/images/notes/headsets.svg', downloadUrl: '' },
  city: { type: 'image/jpeg', name: 'anfahrt-graz.jpg', size: 2_359_296, preview: '/images/notes/city.svg', downloadUrl: '' },
} as const satisfies Record<string, MailAttachment>;

interface MailSeed {
  subject: string;
  /** Who wrote it (in the inbox) or is written to (sent, drafts), as the greeting and the signature say. */
  person?: string;
  content: string;
  labels?: string[];
  attachments?: MailAttachment[];
  important?: boolean;
}

/** What the team writes about: interpreting, calls, wallets and bills. Each is sent several times over the weeks. */
const seeds: MailSeed[] = [
  {
    subject: 'Dienstplan für nächste Woche',
    person: personNamed('Lukas Hofer'),
    content:
      'Hallo Anna,\n\nanbei der Dienstplan für die Kalenderwoche 12. Bitte gib mir bis Freitag Bescheid, falls etwas nicht passt.\n\nLiebe Grüße\nLukas',
    labels: [work],
    attachments: [files.schedule],
  },
  {
    subject: 'Einsatz Gebärdensprache am Donnerstag',
    person: personNamed('Sophie Wallner'),
    content:
      'Liebe Anna,\n\nder Einsatz im Landesklinikum ist bestätigt: Donnerstag, 10:00 bis 11:30, Videodolmetschung.\nDie Patientin braucht ÖGS.\n\nDanke!\nSophie',
    labels: [work],
    important: true,
  },
  {
    subject: 'Rechnung März',
    person: personNamed('Jakob Pichler'),
    content:
      'Sehr geehrte Frau Gruber,\n\nim Anhang finden Sie unsere Rechnung für März. Zahlbar innerhalb von 14 Tagen.\n\nMit freundlichen Grüßen\nBuchhaltung',
    labels: [invoices, payments],
    attachments: [files.invoice],
  },
  {
    subject: 'Guthaben aufgeladen',
    person: 'Call Center <no-reply@callcenter.example>',
    content: 'Hallo,\n\nIhr Guthaben wurde um 50 € aufgeladen. Der Mindestbetrag für eine Aufladung bleibt 20 €.\n\nIhr Call Center',
    labels: [payments, accounts],
  },
  {
    subject: 'Neue Headsets: Angebot',
    person: personNamed('Tobias Lechner'),
    content:
      'Hallo Anna,\n\nhier das Angebot für die zwölf Headsets mit Rauschunterdrückung. Das Foto zeigt das Modell.\n\nBeste Grüße\nTobias',
    labels: [work],
    attachments: [files.headsets],
  },
  {
    subject: 'Treffen in Graz',
    person: personNamed('Magdalena Steiner'),
    content: 'Hi Anna,\n\nwir treffen uns um 9:30 beim Uhrturm, die Anfahrt hängt an.\n\nBis bald\nMagdalena',
    labels: [personal],
    attachments: [files.city],
  },
  {
    subject: 'طلب ترجمة فورية للغة العربية',
    person: personNamed('Leila Haddad'),
    content: 'مرحباً آنا،\n\nنحتاج إلى مترجم للغة العربية يوم الإثنين الساعة العاشرة صباحاً.\n\nمع الشكر\nليلى',
    labels: [work],
  },
  {
    subject: 'Forum: Erfahrungen mit Schriftdolmetschung',
    person: 'Dolmetsch-Forum <forum@dolmetsch-wien.at>',
    content: 'Neuer Beitrag im Forum:\n\n„Wie haltet ihr es mit Pausen bei langen Einsätzen?“\n\nJetzt antworten.',
    labels: [forums],
  },
  {
    subject: 'Zugang für neue Kollegin',
    person: personNamed('Tobias Lechner'),
    content: 'Hallo Anna,\n\nkannst du für Elena einen Zugang mit der Rolle Telefonist anlegen?\n\nDanke\nTobias',
    labels: [accounts, work],
  },
  {
    subject: 'Fotos vom Besprechungsraum',
    person: personNamed('Elena Bauer'),
    content: 'Hallo zusammen,\n\nso sieht der neue Raum für die Videodolmetschung aus.\n\nElena',
    attachments: [files.room],
  },
  {
    subject: 'Rückruf wegen Testphase',
    person: personNamed('Valentina Moser'),
    content:
      'Guten Tag,\n\nwir testen Ihr Angebot seit zehn Tagen. Können wir die 14-tägige Testphase verlängern?\n\nFreundliche Grüße\nValentina Moser',
    important: true,
  },
  {
    subject: 'Abrechnung Dolmetscheinsätze Februar',
    person: personNamed('Jakob Pichler'),
    content: 'Hallo Anna,\n\ndie Einsätze aus dem Februar sind abgerechnet. Zwei Einsätze fehlen noch, siehe Liste.\n\nJakob',
    labels: [invoices],
    attachments: [files.invoice, files.schedule],
  },
  {
    subject: 'Schulung Push-Benachrichtigungen',
    person: personNamed('Omar Khalil'),
    content:
      'Liebes Team,\n\nam Mittwoch zeigen wir, wie Anrufe auch bei geschlossenem Tab ankommen.\nBitte Browser vorher aktualisieren.\n\nOmar',
    labels: [work],
  },
  {
    subject: 'Urlaub im April',
    person: personNamed('Fatma Yılmaz'),
    content: 'Hallo Anna,\n\nich bin vom 6. bis 17. April im Urlaub. Vertretung macht Yusuf.\n\nFatma',
    labels: [personal],
  },
];

const sentSeeds: MailSeed[] = [
  {
    subject: 'Re: Dienstplan für nächste Woche',
    person: personNamed('Lukas Hofer'),
    content: 'Hallo Lukas,\n\npasst für mich, danke!\n\nAnna',
    labels: [work],
  },
  {
    subject: 'Einladung Teamsitzung',
    person: personNamed('Tobias Lechner'),
    content: 'Liebes Team,\n\nnächste Teamsitzung am Montag um 14:00 im Besprechungsraum.\n\nAnna',
    labels: [work],
  },
  {
    subject: 'Re: Rechnung März',
    person: personNamed('Jakob Pichler'),
    content: 'Danke, ist angewiesen.\n\nAnna Gruber',
    labels: [payments],
  },
];

const draftSeeds: MailSeed[] = [
  {
    subject: 'Angebot für die Stadt Graz',
    person: personNamed('Magdalena Steiner'),
    content: 'Sehr geehrte Frau Steiner,\n\nwie besprochen sende ich Ihnen …',
  },
  { subject: 'Feedback zur Schulung', person: personNamed('Omar Khalil'), content: 'Hallo Omar,\n\ndie Schulung war' },
];

const spamSeeds: MailSeed[] = [
  { subject: 'Sie haben gewonnen!!!', content: 'Klicken Sie jetzt, um Ihren Preis abzuholen.' },
  { subject: 'Verdoppeln Sie Ihr Geld in 24 Stunden', content: 'Nur heute: garantierter Gewinn.' },
  { subject: 'Ihr Paket wartet', content: 'Bestätigen Sie Ihre Adresse, sonst geht das Paket zurück.' },
];

const hour = 3_600_000;

/**
 * About 100 mails: most in the inbox, the rest in sent, drafts and spam; none in the trash. Dates go
 * back from the sample day, one every 7 hours or so, so every page of the list has today's, this
 * week's and older mails in order.
 */
export function createMails(): Mail[] {
  const mails: Mail[] = [];
  let step = 0;
  const at = () => new Date(sampleToday.getTime() - (++step * 7 + (step % 3)) * hour).toISOString();
  const make = (seed: MailSeed, index: number, folder: string, from: string, to: string): Mail => ({
    id: `mail-${String(mails.length + 1).padStart(3, '0')}`,
    type: 'mail',
    from: { avatar: null, contact: from },
    to,
    ...(index % 4 === 1 ? { cc: [people[(index + 3) % people.length]!] } : {}),
    ...(index % 9 === 2 ? { bcc: [people[(index + 5) % people.length]!] } : {}),
    date: at(),
    subject: seed.subject,
    content: seed.content,
    attachments: seed.attachments ?? [],
    starred: index % 7 === 0,
    important: seed.important ?? index % 11 === 3,
    unread: folder === inbox && index % 3 !== 2 && index < 40,
    folder,
    labels: seed.labels ?? [],
  });
  for (let index = 0; index < 100; index++) {
    if (index % 12 === 5) {
      const seed = sentSeeds[index % sentSeeds.length]!;
      mails.push(make(seed, index, sent, mailOwner, seed.person ?? people[index % people.length]!));
    } else if (index % 25 === 11) {
      const seed = draftSeeds[index % draftSeeds.length]!;
      mails.push({ ...make(seed, index, drafts, mailOwner, seed.person ?? people[(index + 4) % people.length]!), starred: false });
    } else if (index % 10 === 7) {
      const seed = spamSeeds[index % spamSeeds.length]!;
      mails.push({ ...make(seed, index, spam, spammers[index % spammers.length]!, 'me'), labels: [], starred: false, important: false });
    } else {
      const seed = seeds[index % seeds.length]!;
      mails.push(make(seed, index, inbox, seed.person ?? people[(index * 5) % people.length]!, 'me'));
    }
  }
  return mails;
}
