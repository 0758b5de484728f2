import type { Faq, Guide } from '@/features/help-center/schemas';
import { helpCenterTexts } from './help-center-texts';
import { sampleTranslator } from './sample-language';

/** FAQ categories, most asked first (the help center's home shows those). */
export const faqCategories = [
  { id: 'faq-most-asked', slug: 'most-asked', title: 'Häufig gefragt' },
  { id: 'faq-general', slug: 'general', title: 'Allgemein' },
  { id: 'faq-calls', slug: 'calls', title: 'Anrufe' },
  { id: 'faq-interpreters', slug: 'interpreters', title: 'Dolmetscherinnen und Dolmetscher' },
  { id: 'faq-wallet', slug: 'wallet', title: 'Guthaben und Zahlung' },
  { id: 'faq-account', slug: 'account', title: 'Konto und Geräte' },
] as const;

const faqSeeds: [category: string, question: string, answer: string][] = [
  [
    'faq-most-asked',
    'Wie hoch ist die Mindestaufladung für mein Guthaben?',
    'Eine Aufladung beträgt mindestens 20 Euro. Darunter nimmt die Zahlungsseite den Betrag nicht an.',
  ],
  [
    'faq-most-asked',
    'Kann ich das Call Center 14 Tage lang kostenlos testen?',
    'Ja. Jede neue Organisation kann das Call Center 14 Tage lang testen; danach werden Anrufe vom Guthaben abgerechnet.',
  ],
  [
    'faq-most-asked',
    'Warum klingelt ein Anruf nicht, wenn der Tab geschlossen ist?',
    'Dafür braucht es Push-Benachrichtigungen auf diesem Gerät. Erlauben Sie sie in den Einstellungen unter „Push auf diesem Gerät“.',
  ],
  [
    'faq-most-asked',
    'Wie schnell ist eine Dolmetscherin im Anruf?',
    'Meist innerhalb einer Minute. Die Vermittlung ruft alle freien Dolmetscherinnen und Dolmetscher der Sprache gleichzeitig an.',
  ],
  [
    'faq-most-asked',
    'Welche Sprachen werden vermittelt?',
    'Gebärdensprachen (ÖGS, DGS), Schriftdolmetschung sowie über 40 Lautsprachen, darunter Arabisch, Türkisch und Ukrainisch.',
  ],
  [
    'faq-most-asked',
    'Wie ändere ich die Sprache der Oberfläche?',
    'Über das Sprachmenü in der oberen Leiste: Deutsch (Österreich), Englisch und Arabisch stehen zur Wahl.',
  ],
  [
    'faq-general',
    'Was ist das Call Center?',
    'Eine Vermittlungsstelle, die Dolmetscherinnen, Telefonistinnen und Veranstalter in Videoanrufen zusammenbringt.',
  ],
  [
    'faq-general',
    'Wer kann das Call Center nutzen?',
    'Firmen, Behörden, Vereine und Privatpersonen, die eine Dolmetschung für ein Gespräch brauchen.',
  ],
  ['faq-general', 'Brauche ich eine eigene Software?', 'Nein. Ein aktueller Browser mit Kamera und Mikrofon genügt.'],
  [
    'faq-general',
    'Zu welchen Zeiten ist die Vermittlung erreichbar?',
    'Werktags von 7 bis 22 Uhr, an Wochenenden und Feiertagen von 9 bis 18 Uhr.',
  ],
  ['faq-general', 'Wo finde ich die Nutzungsbedingungen?', 'Unten auf jeder Seite unter „Nutzungsbedingungen“ und „Datenschutz“.'],
  [
    'faq-calls',
    'Wie starte ich einen Anruf mit Dolmetschung?',
    'Auf der Startseite „Anruf starten“ wählen, Sprache angeben und warten, bis jemand annimmt.',
  ],
  [
    'faq-calls',
    'Kann ich einen Termin im Voraus buchen?',
    'Ja, unter „Veranstaltungen verwalten“ legen Sie Datum, Dauer und Sprache fest.',
  ],
  [
    'faq-calls',
    'Was passiert, wenn die Verbindung abbricht?',
    'Der Anruf bleibt zwei Minuten offen; treten Sie über denselben Link wieder bei.',
  ],
  [
    'faq-calls',
    'Kann ich während des Anrufs die Kamera ausschalten?',
    'Ja, über die Kamerataste im Anrufraum. Bei Gebärdensprache braucht die Dolmetscherin aber Ihr Bild.',
  ],
  ['faq-calls', 'Werden Anrufe aufgezeichnet?', 'Nein. Es werden nur Beginn, Ende und Sprache für die Abrechnung gespeichert.'],
  [
    'faq-interpreters',
    'Wie werde ich als Dolmetscherin freigeschaltet?',
    'Nach der Registrierung prüft das Team Ihre Nachweise; danach erhalten Sie die Rolle Dolmetscher.',
  ],
  [
    'faq-interpreters',
    'Wie zeige ich, dass ich verfügbar bin?',
    'Mit dem Status in der oberen Leiste: „Online“ heißt, Sie können angerufen werden.',
  ],
  [
    'faq-interpreters',
    'Warum sehe ich einen Anruf nicht mehr?',
    'Eine Kollegin hat ihn schon angenommen. Die Benachrichtigung verschwindet dann bei allen.',
  ],
  ['faq-interpreters', 'Wie werden meine Einsätze abgerechnet?', 'Monatlich nach Minuten; die Aufstellung finden Sie unter „Rechnungen“.'],
  [
    'faq-interpreters',
    'Kann ich Sprachen nachtragen?',
    'Ja, im Profil unter „Sprachen“. Neue Sprachen werden vor der Freischaltung geprüft.',
  ],
  ['faq-wallet', 'Wie lade ich mein Guthaben auf?', 'Unter „Konten“ „Guthaben aufladen“ wählen und mindestens 20 Euro eingeben.'],
  ['faq-wallet', 'Welche Zahlungsarten gibt es?', 'Kreditkarte, SEPA-Lastschrift und für Organisationen die Zahlung auf Rechnung.'],
  [
    'faq-wallet',
    'Was kostet eine Minute Dolmetschung?',
    'Das hängt von Sprache und Tageszeit ab; die Preise stehen vor jedem Anruf in der Übersicht.',
  ],
  [
    'faq-wallet',
    'Bekomme ich unverbrauchtes Guthaben zurück?',
    'Guthaben verfällt nicht. Auf Anfrage zahlen wir es nach Kündigung zurück.',
  ],
  [
    'faq-account',
    'Wie ändere ich mein Passwort?',
    'Unter „Einstellungen“ → „Sicherheit“. Sie melden sich danach auf allen Geräten neu an.',
  ],
  [
    'faq-account',
    'Wie schalte ich Push-Benachrichtigungen auf diesem Gerät ein?',
    'In den Einstellungen „Push auf diesem Gerät“ einschalten und die Frage des Browsers bestätigen.',
  ],
  ['faq-account', 'Kann ich mein Konto löschen?', 'Ja, über den Support. Offene Rechnungen werden vorher abgeschlossen.'],
  [
    'faq-account',
    'Warum werde ich abgemeldet?',
    'Nach sieben Tagen läuft die Anmeldung ab; aus Sicherheitsgründen melden Sie sich dann neu an.',
  ],
];

export const faqs: readonly Faq[] = faqSeeds.map(([categoryId, question, answer], index) => ({
  id: `faq-${index + 1}`,
  categoryId,
  question,
  answer,
}));

export const guideCategories = [
  { id: 'guides-getting-started', slug: 'getting-started', title: 'Erste Schritte' },
  { id: 'guides-calls', slug: 'calls', title: 'Anrufe' },
  { id: 'guides-interpreters', slug: 'interpreters', title: 'Für Dolmetscherinnen und Dolmetscher' },
  { id: 'guides-wallet', slug: 'wallet-and-billing', title: 'Guthaben und Rechnungen' },
  { id: 'guides-account', slug: 'account-and-security', title: 'Konto und Sicherheit' },
] as const;

type GuideSeed = [category: string, slug: string, title: string, subtitle: string, steps: string[]];

const guideSeeds: GuideSeed[] = [
  [
    'guides-getting-started',
    'introduction',
    'Willkommen im Call Center',
    'Was die Vermittlung kann und wo Sie was finden',
    [
      'Melden Sie sich mit Ihrer E-Mail-Adresse an.',
      'Die Startseite zeigt Ihre nächsten Termine und offene Anrufe.',
      'Das Menü links führt zu Kontakten, Veranstaltungen und Rechnungen.',
    ],
  ],
  [
    'guides-getting-started',
    'first-call',
    'Ihr erster Anruf',
    'Von der Sprachwahl bis zum Auflegen',
    [
      'Wählen Sie „Anruf starten“.',
      'Geben Sie die Sprache an, die Sie brauchen.',
      'Warten Sie, bis eine Dolmetscherin annimmt, und sprechen Sie wie gewohnt.',
    ],
  ],
  [
    'guides-getting-started',
    'camera-and-microphone',
    'Kamera und Mikrofon einrichten',
    'Damit man Sie sieht und hört',
    [
      'Erlauben Sie dem Browser Kamera und Mikrofon.',
      'Prüfen Sie im Anrufraum das Vorschaubild.',
      'Wählen Sie bei mehreren Geräten das richtige im Menü aus.',
    ],
  ],
  [
    'guides-getting-started',
    'language-and-layout',
    'Sprache und Aussehen',
    'Oberfläche, Farben und Anordnung nach Ihrem Geschmack',
    [
      'Die Sprache wählen Sie in der oberen Leiste.',
      'Unter „Einstellungen“ wählen Sie Farbschema und hellen oder dunklen Modus.',
      'Auch die Anordnung der Navigation lässt sich dort ändern.',
    ],
  ],
  [
    'guides-getting-started',
    'contacts',
    'Kontakte anlegen',
    'Wen Sie oft anrufen, haben Sie griffbereit',
    [
      'Öffnen Sie „Kontakte“.',
      'Wählen Sie „Neuer Kontakt“ oder drücken Sie Alt+N.',
      'Tragen Sie Name, Telefonnummer und Schlagwörter ein und speichern Sie.',
    ],
  ],
  [
    'guides-getting-started',
    'keyboard',
    'Tastenkürzel',
    'Schneller arbeiten mit der Tastatur',
    ['Strg+K öffnet die Suche.', 'Alt+N legt im geöffneten Bereich einen neuen Eintrag an.', 'Escape schließt Dialoge und Menüs.'],
  ],
  [
    'guides-calls',
    'book-appointment',
    'Einen Termin buchen',
    'Dolmetschung für ein geplantes Gespräch',
    [
      'Öffnen Sie „Veranstaltungen verwalten“.',
      'Legen Sie Datum, Dauer und Sprache fest.',
      'Die Teilnehmenden erhalten den Link per E-Mail.',
    ],
  ],
  [
    'guides-calls',
    'invite-participants',
    'Teilnehmende einladen',
    'Weitere Personen in einen laufenden Anruf holen',
    [
      'Wählen Sie im Anrufraum „Einladen“.',
      'Geben Sie eine E-Mail-Adresse ein oder kopieren Sie den Link.',
      'Neue Teilnehmende erscheinen, sobald sie beitreten.',
    ],
  ],
  [
    'guides-calls',
    'sign-language',
    'Gebärdensprache im Anruf',
    'Worauf es bei Bild und Licht ankommt',
    ['Sitzen Sie vor einem ruhigen Hintergrund.', 'Sorgen Sie für Licht von vorne.', 'Halten Sie Hände und Gesicht im Bild.'],
  ],
  [
    'guides-calls',
    'captioning',
    'Schriftdolmetschung nutzen',
    'Das Gesprochene als Text mitlesen',
    [
      'Wählen Sie beim Start „Schriftdolmetschung“.',
      'Der Text erscheint neben dem Video.',
      'Nach dem Anruf können Sie ihn nicht mehr abrufen.',
    ],
  ],
  [
    'guides-calls',
    'connection-problems',
    'Wenn die Verbindung hakt',
    'Was bei Ton- oder Bildaussetzern hilft',
    [
      'Schließen Sie andere Programme, die das Netz belasten.',
      'Wechseln Sie vom WLAN ins Kabelnetz, wenn möglich.',
      'Treten Sie über denselben Link neu bei.',
    ],
  ],
  [
    'guides-calls',
    'push-on-this-device',
    'Anrufe bei geschlossenem Tab',
    'Push-Benachrichtigungen auf diesem Gerät',
    ['Öffnen Sie die Einstellungen.', 'Schalten Sie „Push auf diesem Gerät“ ein.', 'Bestätigen Sie die Frage des Browsers.'],
  ],
  [
    'guides-interpreters',
    'availability',
    'Verfügbar sein',
    'Status, Schichten und Pausen',
    ['Setzen Sie Ihren Status auf „Online“.', 'In Pausen wählen Sie „Abwesend“.', 'Nach Schichtende gehen Sie auf „Offline“.'],
  ],
  [
    'guides-interpreters',
    'accept-calls',
    'Anrufe annehmen',
    'Von der Benachrichtigung in den Anrufraum',
    ['Ein eingehender Anruf klingelt und zeigt Sprache und Anrufer.', 'Wählen Sie „Annehmen“.', 'Sie sind sofort im Anrufraum.'],
  ],
  [
    'guides-interpreters',
    'languages',
    'Sprachen pflegen',
    'Welche Anrufe Sie erreichen',
    ['Öffnen Sie Ihr Profil.', 'Tragen Sie unter „Sprachen“ alle Arbeitssprachen ein.', 'Neue Sprachen werden vom Team geprüft.'],
  ],
  [
    'guides-interpreters',
    'timesheets',
    'Einsätze und Abrechnung',
    'Ihre Minuten im Überblick',
    ['Unter „Rechnungen“ sehen Sie jeden Einsatz.', 'Einmal im Monat wird abgerechnet.', 'Fehler melden Sie über den Support.'],
  ],
  [
    'guides-interpreters',
    'team-chat',
    'Team-Chat',
    'Kurz mit Kolleginnen abstimmen',
    [
      'Der Chat sitzt rechts in der oberen Leiste.',
      'Entwürfe bleiben erhalten, auch nach einem Neuladen.',
      'Ungelesene Nachrichten zeigt die Zahl am Symbol.',
    ],
  ],
  [
    'guides-wallet',
    'top-up',
    'Guthaben aufladen',
    'Mindestens 20 Euro je Aufladung',
    [
      'Öffnen Sie „Konten“.',
      'Wählen Sie „Guthaben aufladen“ und geben Sie den Betrag ein (mindestens 20 Euro).',
      'Bestätigen Sie die Zahlung.',
    ],
  ],
  [
    'guides-wallet',
    'trial',
    'Die 14-tägige Testphase',
    'Was sie umfasst und was danach kommt',
    [
      'Die Testphase beginnt mit der Anmeldung Ihrer Organisation.',
      'In dieser Zeit sind Anrufe kostenlos.',
      'Danach wird vom Guthaben abgerechnet.',
    ],
  ],
  [
    'guides-wallet',
    'invoices',
    'Rechnungen finden',
    'Jeden Monat eine Aufstellung',
    ['Öffnen Sie „Rechnungen“.', 'Filtern Sie nach Monat.', 'Laden Sie die Rechnung als PDF herunter.'],
  ],
  [
    'guides-wallet',
    'payers',
    'Zahler hinterlegen',
    'Wer für Ihre Anrufe zahlt',
    ['Öffnen Sie „Zahler“.', 'Legen Sie Firma oder Behörde mit Adresse an.', 'Ordnen Sie den Zahler Ihren Veranstaltungen zu.'],
  ],
  [
    'guides-wallet',
    'low-balance',
    'Wenn das Guthaben knapp wird',
    'Warnungen und automatische Aufladung',
    [
      'Unter 20 Euro erhalten Sie eine Nachricht.',
      'Sie können eine automatische Aufladung einrichten.',
      'Ohne Guthaben lassen sich keine neuen Anrufe starten.',
    ],
  ],
  [
    'guides-account',
    'password',
    'Passwort ändern',
    'Sicher anmelden',
    [
      'Öffnen Sie „Einstellungen“ → „Sicherheit“.',
      'Geben Sie das alte und zweimal das neue Passwort ein.',
      'Alle anderen Geräte werden abgemeldet.',
    ],
  ],
  [
    'guides-account',
    'two-factor',
    'Zwei-Faktor-Anmeldung',
    'Ein zweiter Schritt beim Anmelden',
    [
      'Schalten Sie in „Sicherheit“ die Bestätigung per Code ein.',
      'Der Code kommt bei jeder Anmeldung per E-Mail.',
      'Ohne Code ist keine Anmeldung möglich.',
    ],
  ],
  [
    'guides-account',
    'roles',
    'Rollen und Rechte',
    'Wer was sehen darf',
    ['Administratorinnen vergeben Rollen.', 'Telefonisten sehen Anrufe und Kontakte.', 'Dolmetscher sehen ihre Einsätze.'],
  ],
  [
    'guides-account',
    'sessions',
    'Abgemeldet worden?',
    'Wie lange eine Anmeldung gilt',
    [
      'Eine Anmeldung gilt sieben Tage.',
      'Kurz vor Ablauf wird sie im Hintergrund erneuert.',
      'Ist das nicht möglich, melden Sie sich neu an.',
    ],
  ],
  [
    'guides-account',
    'privacy',
    'Ihre Daten',
    'Was gespeichert wird und was nicht',
    [
      'Anrufe werden nicht aufgezeichnet.',
      'Für die Abrechnung zählen Beginn, Ende und Sprache.',
      'Auskunft erhalten Sie über den Support.',
    ],
  ],
];

export const guides: readonly Guide[] = guideSeeds.map(([categoryId, slug, title, subtitle], index) => ({
  id: `guide-${index + 1}`,
  categoryId,
  slug,
  title,
  subtitle,
}));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The help center's texts in the asker's language (every sample text has its English and Arabic). */
export const helpCenterText = sampleTranslator(helpCenterTexts);

/** A guide's page: its steps as a list, in HTML as an editor would write it (sanitised before it is shown), in the asker's language. */
export function guideContent(guideId: string, locale: string): string {
  const seed = guideSeeds[guides.findIndex((guide) => guide.id === guideId)];
  if (!seed) return '';
  const [, , title, , steps] = seed;
  const t = (text: string) => escape(helpCenterText(text, locale));
  return [
    `<p>${t('So gelingt es:')} ${t(title)}.</p>`,
    `<h2>${t('Schritt für Schritt')}</h2>`,
    `<ol>${steps.map((step) => `<li>${t(step)}</li>`).join('')}</ol>`,
    `<p>${t('Noch Fragen? Schreiben Sie uns über das')} <strong>${t('Support-Formular')}</strong> ${t('im Hilfe-Center.')}</p>`,
  ].join('');
}

/** Every text of a guide as stored, for the test that each one has its translations. */
export const guideTexts = (): string[] => guideSeeds.flatMap(([, , title, subtitle, steps]) => [title, subtitle, ...steps]);
