import { totalSteps, type Course, type CourseCategory, type CourseStep } from '@/features/academy/schemas';
import { sampleLanguageOf, sampleTranslator, type SampleLanguage } from './sample-language';

/** The switching centre's own academy: four categories, eighteen courses of eleven steps (REFERENCE.md). */
export const courseCategories: CourseCategory[] = [
  { id: 'category-interpreting', title: 'Dolmetschen', slug: 'interpreting' },
  { id: 'category-sign-language', title: 'Gebärdensprache', slug: 'sign-language' },
  { id: 'category-technology', title: 'Technik', slug: 'technology' },
  { id: 'category-privacy', title: 'Datenschutz', slug: 'privacy' },
];

const seeds: [slug: string, category: string, title: string, description: string][] = [
  [
    'call-basics',
    'interpreting',
    'Grundlagen der Ferndolmetschung',
    'Wie ein Anruf mit Dolmetschung abläuft, von der Annahme bis zur Abrechnung.',
  ],
  [
    'court-interpreting',
    'interpreting',
    'Dolmetschen bei Gericht',
    'Rollen, Eid und Sprache im Verhandlungssaal, mit Beispielen aus Graz und Wien.',
  ],
  [
    'medical-interpreting',
    'interpreting',
    'Dolmetschen im Spital',
    'Fachbegriffe, Aufklärungsgespräche und der Umgang mit belastenden Situationen.',
  ],
  [
    'consecutive-notes',
    'interpreting',
    'Notizentechnik beim Konsekutivdolmetschen',
    'Symbole, Abkürzungen und Struktur für lange Redebeiträge.',
  ],
  ['remote-etiquette', 'interpreting', 'Auftreten im Videoanruf', 'Licht, Kamera, Hintergrund und die ersten Sätze eines Einsatzes.'],
  [
    'oegs-basics',
    'sign-language',
    'ÖGS für Einsteiger',
    'Das Fingeralphabet und die ersten hundert Gebärden der Österreichischen Gebärdensprache.',
  ],
  ['oegs-numbers', 'sign-language', 'Zahlen und Daten in ÖGS', 'Uhrzeiten, Beträge und Termine sicher gebärden und ablesen.'],
  ['deaf-culture', 'sign-language', 'Gehörlosenkultur', 'Geschichte, Vereine und Umgangsformen der Gehörlosengemeinschaft in Österreich.'],
  ['written-interpreting', 'sign-language', 'Schriftdolmetschen', 'Mitschreiben in Echtzeit: Werkzeuge, Tempo und Lesbarkeit.'],
  [
    'dgs-differences',
    'sign-language',
    'ÖGS und DGS im Vergleich',
    'Wo sich die Gebärdensprachen Österreichs und Deutschlands unterscheiden.',
  ],
  [
    'headset-setup',
    'technology',
    'Headset und Kamera einrichten',
    'Geräte im Browser freigeben, testen und die häufigsten Fehler beheben.',
  ],
  ['push-notifications', 'technology', 'Anrufe auf jedem Gerät', 'Push-Benachrichtigungen einschalten, damit kein Anruf verloren geht.'],
  [
    'connection-trouble',
    'technology',
    'Wenn die Verbindung hakt',
    'Bandbreite prüfen, Netz wechseln und einen Anruf sauber wieder aufnehmen.',
  ],
  ['call-room', 'technology', 'Der Anrufraum im Überblick', 'Stummschalten, Bildschirm teilen, Teilnehmende hinzufügen.'],
  ['gdpr-basics', 'privacy', 'DSGVO im Dolmetschalltag', 'Welche Daten bei einem Einsatz anfallen und wie lange sie bleiben dürfen.'],
  ['confidentiality', 'privacy', 'Verschwiegenheit', 'Was Dolmetscherinnen und Dolmetscher sagen dürfen, und was nie.'],
  ['secure-passwords', 'privacy', 'Sichere Passwörter und Zwei-Faktor-Anmeldung', 'Konten schützen, ohne den Arbeitsfluss zu stören.'],
  ['incident-reporting', 'privacy', 'Datenpannen melden', 'Erkennen, melden, dokumentieren: die 72 Stunden nach einer Panne.'],
];

const durations = [30, 45, 60, 90, 120] as const;
/** Progress as a team would have it: some untouched, some under way, some finished once or more. */
const progressOf = (index: number) =>
  [
    { currentStep: 0, doneSteps: [], completed: 0 },
    { currentStep: 3, doneSteps: [0, 1, 2], completed: 0 },
    { currentStep: 0, doneSteps: [], completed: 2 },
    { currentStep: 7, doneSteps: [0, 1, 2, 3, 4, 5, 6], completed: 1 },
    { currentStep: 0, doneSteps: [], completed: 0 },
    { currentStep: 0, doneSteps: [], completed: 1 },
  ][index % 6]!;

export const courses: Course[] = seeds.map(([slug, category, title, description], index) => ({
  id: `course-${slug}`,
  title,
  slug,
  description,
  category,
  duration: durations[index % durations.length]!,
  totalSteps,
  updatedAt: new Date(Date.UTC(2026, 10 - (index % 10), 3 + index)).toISOString(),
  featured: index % 5 === 0,
  progress: progressOf(index),
}));

/** Each step's title and the line under it: what the step is about, short enough for the step list. */
const stepTitles: [title: string, subtitle: string][] = [
  ['Einführung', 'Worum es geht und für wen'],
  ['Ziele', 'Was Sie danach können'],
  ['Begriffe', 'Die Wörter, die im Einsatz fallen'],
  ['Vorbereitung', 'Was vor dem Termin zu tun ist'],
  ['Ablauf', 'So läuft ein Einsatz ab'],
  ['Beispiel', 'Ein Einsatz aus der Praxis'],
  ['Übung', 'Selbst ausprobieren'],
  ['Häufige Fehler', 'Und wie man sie vermeidet'],
  ['Sonderfälle', 'Wenn es anders kommt'],
  ['Zusammenfassung', 'Das Wichtigste auf einen Blick'],
  ['Abschluss', 'Fragen klären, nächste Schritte'],
];

/** What each course teaches, in its own words: the steps are built from it, so no two courses read alike. */
interface CourseMaterial {
  /** What a participant can do afterwards. */
  goal: string;
  /** Three words of the trade and what they mean. */
  terms: [term: string, meaning: string][];
  /** How the work goes, in order. */
  procedure: string[];
  /** A case from the centre's work. */
  example: string;
  /** The mistake made most often, and what to do instead. */
  mistake: string;
  /** When it goes differently. */
  specialCase: string;
}

const material: Record<string, CourseMaterial> = {
  'call-basics': {
    goal: 'Sie nehmen einen vermittelten Anruf an, dolmetschen ihn und schließen ihn so ab, dass die Abrechnung stimmt.',
    terms: [
      ['Vermittlung', 'die Stelle, die Anrufende mit einer freien Dolmetscherin verbindet'],
      ['Einsatzdauer', 'die gemessene Zeit vom Annehmen bis zum Auflegen; nach ihr wird abgerechnet'],
      ['Kostenträger', 'wer den Einsatz bezahlt, etwa eine Behörde oder ein Verein'],
    ],
    procedure: [
      'Anruf annehmen und sich mit Namen und Sprache vorstellen',
      'Gesprächsziel klären und dolmetschen',
      'Einsatz beenden und Besonderheiten im Protokoll vermerken',
    ],
    example: 'Eine gehörlose Kundin ruft ihre Hausbank an, um eine Karte sperren zu lassen; nach vier Minuten ist alles erledigt.',
    mistake: 'Den Anruf annehmen, bevor Kamera und Headset bereit sind. Prüfen Sie beides zu Schichtbeginn, nicht beim Klingeln.',
    specialCase: 'Bricht die Verbindung ab, ruft die Vermittlung Sie innerhalb von zwei Minuten wieder in denselben Einsatz.',
  },
  'court-interpreting': {
    goal: 'Sie dolmetschen in einer Verhandlung vollständig, neutral und in der richtigen Person.',
    terms: [
      ['Dolmetschereid', 'das Versprechen, treu und vollständig zu übertragen'],
      ['Beschuldigtenvernehmung', 'die Befragung einer Person, gegen die ermittelt wird'],
      ['Protokollführung', 'wer festhält, was gesagt wurde; Ihre Übertragung geht ins Protokoll'],
    ],
    procedure: [
      'Ladung und Akteneinsicht prüfen',
      'vor Beginn Sitzordnung und Sichtachsen klären',
      'in der ersten Person dolmetschen und Unklares offen ansprechen',
    ],
    example: 'Am Landesgericht Graz wird eine Zeugin per Video zugeschaltet; Sie dolmetschen aus dem Besprechungsraum der Vermittlung.',
    mistake: 'Aussagen glätten oder zusammenfassen. Übertragen Sie auch Zögern und Widersprüche, sie sind Teil der Aussage.',
    specialCase: 'Werden Sie selbst als Zeugin befragt, endet Ihre Rolle als Dolmetscherin in diesem Verfahren.',
  },
  'medical-interpreting': {
    goal: 'Sie dolmetschen Aufklärungsgespräche so, dass Patientinnen wirksam einwilligen können.',
    terms: [
      ['Aufklärungsgespräch', 'das Gespräch über Nutzen und Risiken vor einem Eingriff'],
      ['Anamnese', 'die Vorgeschichte, die das Personal erfragt'],
      ['Einwilligung', 'die Zustimmung, die nur gilt, wenn sie verstanden wurde'],
    ],
    procedure: [
      'Fachbegriffe der Station vorab erfragen',
      'Rückfragen der Patientin ausdrücklich zulassen',
      'belastende Nachrichten im Tempo der Ärztin übertragen',
    ],
    example: 'Vor einer Knieoperation im LKH Villach klärt die Anästhesistin über die Narkose auf; der Patient spricht Dari.',
    mistake: 'Medizinische Begriffe selbst erklären. Bitten Sie die Ärztin um eine einfachere Formulierung und dolmetschen Sie diese.',
    specialCase: 'Ist ein Kind die einzige Person, die übersetzen könnte, ist es keine Lösung: bestehen Sie auf einer Dolmetschung.',
  },
  'consecutive-notes': {
    goal: 'Sie halten Redebeiträge von fünf Minuten so fest, dass Sie sie vollständig wiedergeben können.',
    terms: [
      ['Notizenblock', 'senkrecht gegliedert, eine Sinneinheit pro Zeile'],
      ['Symbol', 'ein Zeichen für einen Begriff, der oft vorkommt'],
      ['Verknüpfung', 'Pfeile und Zeichen für Ursache, Gegensatz und Folge'],
    ],
    procedure: [
      'Sinneinheiten erkennen, nicht Wörter',
      'links Verknüpfungen, rechts Inhalte notieren',
      'Zahlen und Namen immer ausschreiben',
    ],
    example: 'Ein Bürgermeister begrüßt eine Delegation mit einer Rede von sieben Minuten; Ihre Notizen passen auf vier Seiten.',
    mistake: 'Zu viel mitschreiben und den Faden verlieren. Hören Sie zuerst zu und notieren Sie nur, was die Erinnerung braucht.',
    specialCase: 'Liest die Rednerin vom Blatt, bitten Sie vorab um den Text.',
  },
  'remote-etiquette': {
    goal: 'Sie wirken im Videoanruf ruhig, gut sichtbar und gut hörbar, vom ersten Satz an.',
    terms: [
      ['Bildausschnitt', 'Kopf, Schultern und Hände, bei Gebärdensprache bis zur Hüfte'],
      ['Gegenlicht', 'ein Fenster hinter Ihnen, das Ihr Gesicht dunkel macht'],
      ['Einstiegssatz', 'wer Sie sind und wie die Dolmetschung abläuft'],
    ],
    procedure: ['Licht von vorn einrichten', 'ruhigen, einfarbigen Hintergrund wählen', 'mit Namen, Sprache und Rolle beginnen'],
    example: 'Sie werden in ein Elterngespräch einer Wiener Volksschule geholt und stellen sich in zwei Sätzen vor.',
    mistake: 'Gemusterte Kleidung vor unruhigem Hintergrund. Gebärden sind vor einfarbigem Hintergrund am besten zu lesen.',
    specialCase: 'Schaltet eine Seite die Kamera aus, sagen Sie an, dass Sie nur noch Lautsprache dolmetschen können.',
  },
  'oegs-basics': {
    goal: 'Sie buchstabieren Namen im Fingeralphabet und verstehen die ersten hundert Gebärden.',
    terms: [
      ['Fingeralphabet', 'eine Handform für jeden Buchstaben, für Namen und Fremdwörter'],
      ['Mundbild', 'die Lippenbewegung, die eine Gebärde begleitet'],
      ['Gebärdenraum', 'der Raum vor dem Oberkörper, in dem gebärdet wird'],
    ],
    procedure: [
      'das Fingeralphabet üben, bis es flüssig ist',
      'Alltagsgebärden in Themen lernen',
      'mit gehörlosen Kolleginnen sprechen, nicht nur üben',
    ],
    example: 'Sie buchstabieren „Hollabrunn“ in einem Anruf beim Meldeamt, weil es dafür keine eigene Gebärde gibt.',
    mistake: 'Nur auf die Hände schauen. Das Gesicht trägt Grammatik: Fragen, Verneinung und Betonung.',
    specialCase: 'Regionale Gebärden unterscheiden sich; fragen Sie nach, statt zu raten.',
  },
  'oegs-numbers': {
    goal: 'Sie gebärden Uhrzeiten, Beträge und Termine ohne Zögern und lesen sie sicher ab.',
    terms: [
      ['Zahlhandform', 'die Handform für eins bis zehn'],
      ['Zeitlinie', 'die gedachte Linie von hinten (Vergangenheit) nach vorn (Zukunft)'],
      ['Inkorporation', 'die Zahl steckt in der Gebärde, etwa „drei Wochen“'],
    ],
    procedure: ['Zahlen bis hundert sicher gebärden', 'Uhrzeiten und Daten auf der Zeitlinie üben', 'Beträge immer zurückfragen'],
    example: 'Beim Arzttermin am 14. um halb neun fragt die Kundin nach; Sie gebärden das Datum noch einmal auf der Zeitlinie.',
    mistake: 'Beträge nicht bestätigen. Wiederholen Sie jede Summe, bevor sie weitergegeben wird.',
    specialCase: 'Telefonnummern werden in Zweiergruppen gebärdet, wie man sie spricht.',
  },
  'deaf-culture': {
    goal: 'Sie kennen Geschichte und Umgangsformen der Gehörlosengemeinschaft und handeln danach.',
    terms: [
      ['Gehörlos', 'die Selbstbezeichnung; „taubstumm“ gilt als herabsetzend'],
      ['Gehörlosenverein', 'Ort der Gemeinschaft, in jedem Bundesland'],
      ['Anerkennung der ÖGS', 'seit 2005 in der Bundesverfassung'],
    ],
    procedure: [
      'Blickkontakt halten, wenn jemand gebärdet',
      'zur Aufmerksamkeit leicht an der Schulter tippen',
      'die Gemeinschaft bei Veranstaltungen kennenlernen',
    ],
    example: 'Bei der Jahresfeier des Gehörlosenverbands Steiermark dolmetschen Sie die Reden für hörende Gäste.',
    mistake: 'Über die gehörlose Person sprechen statt mit ihr. Sprechen Sie sie direkt an, auch wenn gedolmetscht wird.',
    specialCase: 'Manche Gehörlose lesen gut von den Lippen, andere gar nicht: fragen Sie, was gewünscht ist.',
  },
  'written-interpreting': {
    goal: 'Sie schreiben gesprochene Sprache in Echtzeit lesbar mit.',
    terms: [
      ['Schriftdolmetschung', 'Gesagtes wird live als Text angezeigt'],
      ['Kürzel', 'ein Tastenkürzel, das ein häufiges Wort ausschreibt'],
      ['Verbatim', 'wörtlich; im Gegensatz zur zusammenfassenden Mitschrift'],
    ],
    procedure: ['Kürzellisten vor dem Einsatz laden', 'Sprecherwechsel kennzeichnen', 'Geräusche und Stimmungen in Klammern angeben'],
    example: 'In einer Betriebsversammlung liest ein schwerhöriger Mitarbeiter Ihre Mitschrift auf seinem Tablet mit.',
    mistake: 'Korrigieren, bis der Anschluss verloren ist. Tippfehler lassen, den Sinn retten.',
    specialCase: 'Reden mehrere durcheinander, schreiben Sie „(mehrere sprechen gleichzeitig)“ und setzen beim Nächsten wieder ein.',
  },
  'dgs-differences': {
    goal: 'Sie erkennen, wo ÖGS und DGS auseinandergehen, und vermeiden Missverständnisse.',
    terms: [
      ['DGS', 'Deutsche Gebärdensprache'],
      ['Falscher Freund', 'eine Gebärde, die gleich aussieht, aber anderes bedeutet'],
      ['Lehngebärde', 'eine Gebärde, die aus der anderen Sprache übernommen wurde'],
    ],
    procedure: ['die Herkunft der Kundin klären', 'Wochentage und Monate gegenüberstellen', 'bei Zweifel umschreiben statt raten'],
    example: 'Ein Kunde aus München ruft eine Behörde in Salzburg an; Sie bemerken die bayrische DGS-Variante bei den Wochentagen.',
    mistake: 'Annehmen, dass ÖGS und DGS Dialekte einer Sprache sind. Es sind eigene Sprachen.',
    specialCase: 'In Grenzregionen mischen Gehörlose oft beide Sprachen; folgen Sie der Wahl der Kundin.',
  },
  'headset-setup': {
    goal: 'Sie richten Headset und Kamera im Browser ein und beheben die häufigsten Fehler selbst.',
    terms: [
      ['Gerätefreigabe', 'die Erlaubnis des Browsers für Kamera und Mikrofon'],
      ['Echo', 'Ihre Stimme kommt über die Lautsprecher des Gegenübers zurück'],
      ['Eingangspegel', 'wie laut das Mikrofon Sie aufnimmt'],
    ],
    procedure: [
      'Headset vor dem Browser anschließen',
      'in den Einstellungen Kamera und Mikrofon wählen',
      'Testanruf machen und Pegel prüfen',
    ],
    example: 'Nach einem Windows-Update hört Sie niemand; in den Einstellungen steht das Laptop-Mikrofon statt des Headsets.',
    mistake: 'Die Freigabe einmal ablehnen und vergessen. Sie lässt sich im Schloss-Symbol der Adressleiste wieder erteilen.',
    specialCase: 'Ein Bluetooth-Headset wechselt beim Anruf oft in schlechtere Tonqualität; ein Kabel ist sicherer.',
  },
  'push-notifications': {
    goal: 'Sie verpassen keinen Anruf, auch wenn die Seite im Hintergrund ist.',
    terms: [
      ['Push-Benachrichtigung', 'eine Meldung des Browsers, auch wenn der Tab geschlossen ist'],
      ['Berechtigung', 'Ihre Zustimmung, pro Gerät und Browser'],
      ['Nicht stören', 'ein Modus des Systems, der Benachrichtigungen zurückhält'],
    ],
    procedure: [
      'in den Einstellungen „Push auf diesem Gerät“ einschalten',
      'die Frage des Browsers mit Erlauben beantworten',
      'mit einem Testanruf prüfen',
    ],
    example: 'Sie arbeiten an einem Dokument; der Anruf des Bezirksgerichts erscheint als Meldung und Sie nehmen mit einem Klick an.',
    mistake: 'Benachrichtigungen auf nur einem Gerät erlauben. Jedes Gerät braucht seine eigene Zustimmung.',
    specialCase: 'Auf dem iPhone kommen Push-Meldungen nur, wenn die App zum Home-Bildschirm hinzugefügt ist.',
  },
  'connection-trouble': {
    goal: 'Sie erkennen eine schwache Verbindung früh und halten den Einsatz trotzdem.',
    terms: [
      ['Bandbreite', 'wie viele Daten pro Sekunde durch die Leitung passen'],
      ['Latenz', 'die Verzögerung zwischen Sprechen und Hören'],
      ['Paketverlust', 'fehlende Daten, die als Ruckeln sichtbar werden'],
    ],
    procedure: [
      'die Verbindungsanzeige im Anruf beachten',
      'andere Programme und Downloads schließen',
      'vom WLAN auf Kabel oder Mobilfunk wechseln',
    ],
    example: 'Im Homeoffice ruckelt das Bild, während jemand im Haus streamt; mit dem Netzwerkkabel ist der Anruf wieder klar.',
    mistake: 'Weiterdolmetschen, obwohl Sie nur die Hälfte verstehen. Sagen Sie es sofort und bitten Sie um Wiederholung.',
    specialCase: 'Fällt das Bild ganz aus, kann der Anruf mit Ton allein weitergehen, nicht aber bei Gebärdensprache.',
  },
  'call-room': {
    goal: 'Sie nutzen alle Werkzeuge des Anrufraums sicher.',
    terms: [
      ['Stummschalten', 'Ihr Mikrofon aus, etwa für eine Rückfrage im Team'],
      ['Bildschirm teilen', 'ein Dokument für alle sichtbar machen'],
      ['Teilnehmende hinzufügen', 'eine weitere Person in den laufenden Anruf holen'],
    ],
    procedure: ['Anordnung der Bilder wählen', 'bei Bedarf Bildschirm oder Fenster teilen', 'Anruf für alle beenden oder selbst gehen'],
    example: 'Eine Beraterin des AMS teilt ein Formular; Sie dolmetschen Feld für Feld.',
    mistake: 'Den ganzen Bildschirm teilen, wenn ein Fenster genügt. Sonst sehen alle Ihre Benachrichtigungen.',
    specialCase: 'Verlässt die Organisatorin den Anruf, bleibt er für die anderen offen.',
  },
  'gdpr-basics': {
    goal: 'Sie wissen, welche Daten ein Einsatz erzeugt und wie lange sie bleiben dürfen.',
    terms: [
      ['Personenbezogene Daten', 'alles, was sich einer Person zuordnen lässt'],
      ['Aufbewahrungsfrist', 'wie lange Daten gespeichert werden dürfen oder müssen'],
      ['Auftragsverarbeitung', 'Daten, die die Vermittlung für Kundinnen verarbeitet'],
    ],
    procedure: [
      'nur notieren, was für die Abrechnung nötig ist',
      'Notizen nach dem Einsatz vernichten',
      'Auskunftsersuchen an das Büro weiterleiten',
    ],
    example: 'Eine Kundin möchte wissen, welche Anrufe über sie gespeichert sind; das Büro antwortet innerhalb eines Monats.',
    mistake: 'Notizen im privaten Notizbuch aufbewahren. Sie gehören nach dem Einsatz in den Schredder.',
    specialCase: 'Gesundheitsdaten sind besonders geschützt: sie gehören nie in ein Protokollfeld.',
  },
  confidentiality: {
    goal: 'Sie wissen, was Sie über einen Einsatz sagen dürfen, und was nie.',
    terms: [
      ['Verschwiegenheitspflicht', 'gilt für alles, was Sie im Einsatz erfahren, auch nach Jahren'],
      ['Supervision', 'Besprechung belastender Einsätze, ohne Namen zu nennen'],
      ['Befangenheit', 'wenn Sie eine Beteiligte persönlich kennen'],
    ],
    procedure: [
      'bei Befangenheit den Einsatz abgeben',
      'in Besprechungen nur anonymisiert erzählen',
      'nichts aus Einsätzen in sozialen Medien teilen',
    ],
    example: 'Im Einsatz erkennen Sie die Stimme Ihrer Nachbarin; Sie sagen es der Vermittlung, die übernimmt eine Kollegin.',
    mistake: 'Anonymisiert erzählen, aber mit Ort und Datum. Schon das kann eine Person erkennbar machen.',
    specialCase: 'Bei Gefahr für Leib und Leben gilt die Verschwiegenheit nicht; sprechen Sie sofort mit der Leitung.',
  },
  'secure-passwords': {
    goal: 'Sie schützen Ihr Konto mit einem starken Passwort und einem zweiten Faktor.',
    terms: [
      ['Passphrase', 'mehrere Wörter statt eines kurzen Passworts'],
      ['Zwei-Faktor-Anmeldung', 'Passwort und ein Code vom Telefon'],
      ['Passwortmanager', 'ein Programm, das für jede Seite ein eigenes Passwort merkt'],
    ],
    procedure: [
      'eine Passphrase aus vier Wörtern wählen',
      'die Zwei-Faktor-Anmeldung im Profil einschalten',
      'Wiederherstellungscodes sicher ablegen',
    ],
    example: 'Eine E-Mail verlangt „dringend“ Ihr Passwort; Sie melden sie dem Büro, statt zu klicken.',
    mistake: 'Ein Passwort auf mehreren Seiten verwenden. Wird eine Seite gehackt, sind alle Konten offen.',
    specialCase: 'Neues Telefon: übertragen Sie die Codes, bevor Sie das alte zurücksetzen.',
  },
  'incident-reporting': {
    goal: 'Sie erkennen eine Datenpanne und melden sie so, dass die 72-Stunden-Frist hält.',
    terms: [
      ['Datenpanne', 'Daten gingen verloren, an Falsche oder wurden verändert'],
      ['Meldefrist', '72 Stunden ab Bekanntwerden an die Datenschutzbehörde'],
      ['Dokumentation', 'was, wann, wer betroffen ist und was getan wurde'],
    ],
    procedure: ['Panne sofort der Leitung melden', 'festhalten, was geschehen ist', 'keine eigenen Reparaturversuche an Daten anderer'],
    example: 'Ein Protokoll ging per E-Mail an die falsche Behörde; die Leitung meldet es noch am selben Tag.',
    mistake: 'Abwarten, ob jemand es merkt. Die Frist läuft ab dem Moment, in dem Sie davon wissen.',
    specialCase: 'Ist ein Laptop gestohlen, aber verschlüsselt, ist es meist keine meldepflichtige Panne; melden Sie es trotzdem intern.',
  },
};

const materialEn: Record<string, CourseMaterial> = {
  'call-basics': {
    goal: 'You answer a switched call, interpret it and close it so that the billing is right.',
    terms: [
      ['Switching', 'the service that connects callers with a free interpreter'],
      ['Assignment time', 'the measured time from answering to hanging up; billing follows it'],
      ['Payer', 'who pays for the assignment, such as an authority or an association'],
    ],
    procedure: [
      'answer the call and introduce yourself with your name and language',
      'clarify the aim of the conversation and interpret',
      'end the assignment and note anything unusual in the log',
    ],
    example: 'A deaf customer calls her bank to have a card blocked; after four minutes everything is done.',
    mistake: 'Answering before camera and headset are ready. Check both when your shift starts, not when it rings.',
    specialCase: 'If the connection drops, the switching centre calls you back into the same assignment within two minutes.',
  },
  'court-interpreting': {
    goal: 'You interpret a hearing completely, neutrally and in the right person.',
    terms: [
      ["Interpreter's oath", 'the promise to render faithfully and completely'],
      ['Questioning of the accused', 'the examination of a person under investigation'],
      ['Record keeping', 'who writes down what was said; your rendering goes into the record'],
    ],
    procedure: [
      'check the summons and the file',
      'before the start, clarify seating and lines of sight',
      'interpret in the first person and raise anything unclear openly',
    ],
    example: "A witness joins the Graz regional court by video; you interpret from the switching centre's meeting room.",
    mistake: 'Smoothing or summarising statements. Render hesitation and contradictions too; they are part of the statement.',
    specialCase: 'If you are questioned as a witness yourself, your role as interpreter in these proceedings ends.',
  },
  'medical-interpreting': {
    goal: 'You interpret consent talks so that patients can give valid consent.',
    terms: [
      ['Consent talk', 'the conversation about benefits and risks before a procedure'],
      ['Medical history', 'the background the staff ask about'],
      ['Consent', 'agreement that only counts when it was understood'],
    ],
    procedure: [
      "ask for the ward's technical terms beforehand",
      'explicitly allow the patient to ask questions',
      "render distressing news at the doctor's pace",
    ],
    example: 'Before knee surgery at Villach hospital, the anaesthetist explains the anaesthesia; the patient speaks Dari.',
    mistake: 'Explaining medical terms yourself. Ask the doctor for simpler wording and interpret that.',
    specialCase: 'If a child is the only person who could translate, that is no solution: insist on an interpreter.',
  },
  'consecutive-notes': {
    goal: 'You note five-minute speeches so that you can render them completely.',
    terms: [
      ['Note pad', 'divided vertically, one unit of meaning per line'],
      ['Symbol', 'a sign for a concept that comes up often'],
      ['Link', 'arrows and signs for cause, contrast and consequence'],
    ],
    procedure: [
      'recognise units of meaning, not words',
      'note links on the left, content on the right',
      'always write numbers and names out in full',
    ],
    example: 'A mayor welcomes a delegation with a seven-minute speech; your notes fit on four pages.',
    mistake: 'Writing too much and losing the thread. Listen first and note only what your memory needs.',
    specialCase: 'If the speaker reads from a script, ask for the text beforehand.',
  },
  'remote-etiquette': {
    goal: 'You come across calm, clearly visible and clearly audible in a video call, from the first sentence.',
    terms: [
      ['Framing', 'head, shoulders and hands; for sign language down to the hips'],
      ['Backlight', 'a window behind you that darkens your face'],
      ['Opening sentence', 'who you are and how the interpreting works'],
    ],
    procedure: ['set up light from the front', 'choose a calm, plain background', 'start with your name, language and role'],
    example: "You are brought into a parents' meeting at a Vienna primary school and introduce yourself in two sentences.",
    mistake: 'Patterned clothes in front of a busy background. Signs are easiest to read in front of a plain background.',
    specialCase: 'If one side turns its camera off, say that you can only interpret spoken language now.',
  },
  'oegs-basics': {
    goal: 'You spell names with the manual alphabet and understand the first hundred signs.',
    terms: [
      ['Manual alphabet', 'a handshape for each letter, for names and foreign words'],
      ['Mouth pattern', 'the lip movement that goes with a sign'],
      ['Signing space', 'the space in front of the upper body where signing happens'],
    ],
    procedure: [
      'practise the manual alphabet until it flows',
      'learn everyday signs by topic',
      'talk with deaf colleagues, not only practise',
    ],
    example: 'You spell "Hollabrunn" in a call to the registration office, because it has no sign of its own.',
    mistake: 'Looking only at the hands. The face carries grammar: questions, negation and emphasis.',
    specialCase: 'Regional signs differ; ask rather than guess.',
  },
  'oegs-numbers': {
    goal: 'You sign times, amounts and dates without hesitating and read them reliably.',
    terms: [
      ['Number handshape', 'the handshape for one to ten'],
      ['Time line', 'the imagined line from behind (past) to the front (future)'],
      ['Incorporation', 'the number is part of the sign, as in "three weeks"'],
    ],
    procedure: ['sign numbers up to a hundred with confidence', 'practise times and dates on the time line', 'always confirm amounts'],
    example:
      "At a doctor's appointment on the 14th at half past eight, the customer asks again; you sign the date once more on the time line.",
    mistake: 'Not confirming amounts. Repeat every sum before it is passed on.',
    specialCase: 'Phone numbers are signed in pairs, the way they are spoken.',
  },
  'deaf-culture': {
    goal: 'You know the history and manners of the deaf community and act accordingly.',
    terms: [
      ['Deaf', 'the self-description; "deaf and dumb" is considered demeaning'],
      ['Deaf club', 'a place of community, in every federal state'],
      ['Recognition of ÖGS', 'in the Austrian constitution since 2005'],
    ],
    procedure: [
      'keep eye contact when someone signs',
      'tap lightly on the shoulder to get attention',
      'get to know the community at events',
    ],
    example: 'At the annual celebration of the Styrian deaf association, you interpret the speeches for hearing guests.',
    mistake: 'Talking about the deaf person instead of with them. Address them directly, even while interpreting.',
    specialCase: 'Some deaf people lip-read well, others not at all: ask what they prefer.',
  },
  'written-interpreting': {
    goal: 'You write down spoken language legibly in real time.',
    terms: [
      ['Written interpreting', 'what is said is shown live as text'],
      ['Abbreviation', 'a shortcut that expands into a frequent word'],
      ['Verbatim', 'word for word, as opposed to a summarising transcript'],
    ],
    procedure: ['load the abbreviation lists before the assignment', 'mark changes of speaker', 'give noises and moods in brackets'],
    example: 'At a staff meeting, a hard-of-hearing employee reads your transcript on his tablet.',
    mistake: 'Correcting until you lose the thread. Leave typos, save the meaning.',
    specialCase: 'If several people talk at once, write "(several speaking at once)" and pick up with the next speaker.',
  },
  'dgs-differences': {
    goal: 'You recognise where ÖGS and DGS differ and avoid misunderstandings.',
    terms: [
      ['DGS', 'German Sign Language'],
      ['False friend', 'a sign that looks the same but means something else'],
      ['Loan sign', 'a sign taken over from the other language'],
    ],
    procedure: [
      'clarify where the customer comes from',
      'compare weekdays and months side by side',
      'when in doubt, paraphrase rather than guess',
    ],
    example: 'A customer from Munich calls an authority in Salzburg; you notice the Bavarian DGS variant in the weekdays.',
    mistake: 'Assuming that ÖGS and DGS are dialects of one language. They are languages of their own.',
    specialCase: "In border regions, deaf people often mix both languages; follow the customer's choice.",
  },
  'headset-setup': {
    goal: 'You set up headset and camera in the browser and fix the most common faults yourself.',
    terms: [
      ['Device permission', "the browser's permission for camera and microphone"],
      ['Echo', "your voice comes back through the other side's speakers"],
      ['Input level', 'how loudly the microphone picks you up'],
    ],
    procedure: [
      'plug in the headset before opening the browser',
      'choose camera and microphone in the settings',
      'make a test call and check the level',
    ],
    example: "After a Windows update nobody can hear you; the settings show the laptop's microphone instead of the headset.",
    mistake: 'Refusing the permission once and forgetting about it. It can be granted again with the lock icon in the address bar.',
    specialCase: 'A Bluetooth headset often switches to poorer sound during a call; a cable is safer.',
  },
  'push-notifications': {
    goal: 'You never miss a call, even when the page is in the background.',
    terms: [
      ['Push notification', 'a message from the browser, even when the tab is closed'],
      ['Permission', 'your consent, per device and browser'],
      ['Do not disturb', 'a system mode that holds notifications back'],
    ],
    procedure: ['turn on "Push on this device" in the settings', "answer the browser's question with Allow", 'check with a test call'],
    example: "You are working on a document; the district court's call appears as a notification and you answer with one click.",
    mistake: 'Allowing notifications on one device only. Every device needs its own consent.',
    specialCase: 'On an iPhone, push notifications only arrive once the app has been added to the home screen.',
  },
  'connection-trouble': {
    goal: 'You notice a weak connection early and keep the assignment going anyway.',
    terms: [
      ['Bandwidth', 'how much data per second fits through the line'],
      ['Latency', 'the delay between speaking and hearing'],
      ['Packet loss', 'missing data, visible as stuttering'],
    ],
    procedure: [
      'watch the connection indicator in the call',
      'close other programs and downloads',
      'switch from Wi-Fi to a cable or mobile data',
    ],
    example:
      'Working from home, the picture stutters while someone in the house is streaming; with a network cable the call is clear again.',
    mistake: 'Interpreting on although you understand only half. Say so at once and ask for a repetition.',
    specialCase: 'If the picture fails completely, the call can go on with sound alone, but not with sign language.',
  },
  'call-room': {
    goal: 'You use every tool of the call room with confidence.',
    terms: [
      ['Mute', 'your microphone off, for instance for a question to the team'],
      ['Share screen', 'make a document visible to everyone'],
      ['Add participants', 'bring another person into the running call'],
    ],
    procedure: [
      'choose the arrangement of the pictures',
      'share the screen or a window when needed',
      'end the call for everyone or leave yourself',
    ],
    example: 'An adviser from the public employment service shares a form; you interpret it field by field.',
    mistake: 'Sharing the whole screen when one window is enough. Otherwise everyone sees your notifications.',
    specialCase: 'If the organiser leaves the call, it stays open for the others.',
  },
  'gdpr-basics': {
    goal: 'You know which data an assignment produces and how long it may be kept.',
    terms: [
      ['Personal data', 'anything that can be linked to a person'],
      ['Retention period', 'how long data may or must be kept'],
      ['Processing on behalf', 'data the switching centre processes for its customers'],
    ],
    procedure: ['note only what billing needs', 'destroy your notes after the assignment', 'pass requests for information to the office'],
    example: 'A customer wants to know which calls about her are stored; the office answers within a month.',
    mistake: 'Keeping notes in a private notebook. After the assignment they belong in the shredder.',
    specialCase: 'Health data is specially protected: it never goes into a log field.',
  },
  confidentiality: {
    goal: 'You know what you may say about an assignment, and what never.',
    terms: [
      ['Duty of confidentiality', 'covers everything you learn in an assignment, even years later'],
      ['Supervision', 'talking through stressful assignments without naming names'],
      ['Conflict of interest', 'when you know someone involved personally'],
    ],
    procedure: [
      'hand the assignment on if you are biased',
      'tell cases in meetings only anonymously',
      'share nothing from assignments on social media',
    ],
    example: "During an assignment you recognise your neighbour's voice; you tell the switching centre, and a colleague takes over.",
    mistake: 'Telling a case anonymously but with place and date. That alone can make a person recognisable.',
    specialCase: 'Where life and limb are at risk, confidentiality does not apply; speak to the management at once.',
  },
  'secure-passwords': {
    goal: 'You protect your account with a strong password and a second factor.',
    terms: [
      ['Passphrase', 'several words instead of one short password'],
      ['Two-factor sign-in', 'a password and a code from your phone'],
      ['Password manager', 'a program that remembers a separate password for every site'],
    ],
    procedure: ['choose a passphrase of four words', 'turn on two-factor sign-in in your profile', 'keep the recovery codes safe'],
    example: 'An e-mail "urgently" asks for your password; you report it to the office instead of clicking.',
    mistake: 'Using one password on several sites. If one site is hacked, every account is open.',
    specialCase: 'New phone: move the codes across before you reset the old one.',
  },
  'incident-reporting': {
    goal: 'You recognise a data breach and report it so that the 72-hour deadline holds.',
    terms: [
      ['Data breach', 'data was lost, went to the wrong people or was changed'],
      ['Reporting deadline', '72 hours from discovery, to the data protection authority'],
      ['Documentation', 'what happened, when, who is affected and what was done'],
    ],
    procedure: [
      'report the breach to the management at once',
      'write down what happened',
      "make no repair attempts of your own on other people's data",
    ],
    example: 'A log went by e-mail to the wrong authority; the management reports it the same day.',
    mistake: 'Waiting to see whether anyone notices. The deadline runs from the moment you know.',
    specialCase: 'A stolen but encrypted laptop is usually not a reportable breach; report it internally anyway.',
  },
};

const materialAr: Record<string, CourseMaterial> = {
  'call-basics': {
    goal: 'تستقبل مكالمة محوّلة وتترجمها وتنهيها بحيث تكون الفوترة صحيحة.',
    terms: [
      ['الوساطة', 'الخدمة التي تصل المتصلين بمترجم متاح'],
      ['مدة المهمة', 'الوقت المقيس من الرد حتى إنهاء المكالمة، وعليه تقوم الفوترة'],
      ['الجهة الدافعة', 'من يدفع تكلفة المهمة، كهيئة أو جمعية'],
    ],
    procedure: ['الرد على المكالمة والتعريف بنفسك ولغتك', 'توضيح هدف المحادثة ثم الترجمة', 'إنهاء المهمة وتدوين أي ملاحظة خاصة في السجل'],
    example: 'تتصل عميلة صمّاء بمصرفها لإيقاف بطاقة، وبعد أربع دقائق ينتهي كل شيء.',
    mistake: 'الرد قبل تجهيز الكاميرا وسماعة الرأس. تحقق منهما في بداية المناوبة، لا عند الرنين.',
    specialCase: 'إذا انقطع الاتصال، يعيدك المركز إلى المهمة نفسها خلال دقيقتين.',
  },
  'court-interpreting': {
    goal: 'تترجم جلسة المحكمة كاملة وبحياد وبصيغة المتكلم.',
    terms: [
      ['يمين المترجم', 'التعهد بالنقل الأمين والكامل'],
      ['استجواب المتهم', 'سؤال شخص يجري التحقيق معه'],
      ['تدوين المحضر', 'من يسجّل ما قيل؛ وترجمتك تدخل في المحضر'],
    ],
    procedure: [
      'مراجعة الاستدعاء والاطلاع على الملف',
      'توضيح أماكن الجلوس وخطوط الرؤية قبل البدء',
      'الترجمة بصيغة المتكلم وطرح أي غموض بوضوح',
    ],
    example: 'تنضم شاهدة إلى محكمة غراتس الإقليمية عبر الفيديو، وتترجم أنت من قاعة الاجتماعات في المركز.',
    mistake: 'تنميق الأقوال أو تلخيصها. انقل التردد والتناقض أيضًا، فهما جزء من الإفادة.',
    specialCase: 'إذا استُدعيت أنت شاهدًا، ينتهي دورك كمترجم في هذه القضية.',
  },
  'medical-interpreting': {
    goal: 'تترجم محادثات التوعية بحيث يستطيع المرضى الموافقة عن فهم.',
    terms: [
      ['محادثة التوعية', 'الحديث عن الفوائد والمخاطر قبل أي إجراء طبي'],
      ['التاريخ المرضي', 'السوابق التي يسأل عنها الطاقم'],
      ['الموافقة', 'القبول الذي لا يصح إلا إذا كان مفهومًا'],
    ],
    procedure: ['السؤال مسبقًا عن مصطلحات القسم', 'السماح للمريضة صراحةً بطرح الأسئلة', 'نقل الأخبار الصعبة بإيقاع الطبيبة'],
    example: 'قبل جراحة في الركبة بمستشفى فيلاخ تشرح طبيبة التخدير التخدير، والمريض يتحدث الدارية.',
    mistake: 'شرح المصطلحات الطبية بنفسك. اطلب من الطبيبة صياغة أبسط وترجمها.',
    specialCase: 'إذا كان الطفل هو الوحيد القادر على الترجمة، فهذا ليس حلًا: أصرّ على مترجم.',
  },
  'consecutive-notes': {
    goal: 'تدوّن خطابات مدتها خمس دقائق بحيث تستطيع نقلها كاملة.',
    terms: [
      ['دفتر الملاحظات', 'مقسّم عموديًا، وحدة معنى في كل سطر'],
      ['الرمز', 'علامة لمفهوم يتكرر كثيرًا'],
      ['الربط', 'أسهم وعلامات للسبب والتضاد والنتيجة'],
    ],
    procedure: [
      'التعرف على وحدات المعنى لا على الكلمات',
      'تدوين الروابط في جانب والمحتوى في الجانب الآخر',
      'كتابة الأرقام والأسماء كاملة دائمًا',
    ],
    example: 'يرحّب رئيس بلدية بوفد بخطاب مدته سبع دقائق، وتتسع ملاحظاتك في أربع صفحات.',
    mistake: 'الإكثار من الكتابة وفقدان الخيط. استمع أولًا ودوّن فقط ما تحتاجه ذاكرتك.',
    specialCase: 'إذا كانت المتحدثة تقرأ من ورقة، فاطلب النص مسبقًا.',
  },
  'remote-etiquette': {
    goal: 'تظهر في مكالمة الفيديو هادئًا وواضح الصورة والصوت من الجملة الأولى.',
    terms: [
      ['إطار الصورة', 'الرأس والكتفان واليدان، وفي لغة الإشارة حتى الورك'],
      ['الإضاءة الخلفية', 'نافذة خلفك تجعل وجهك مظلمًا'],
      ['الجملة الافتتاحية', 'من أنت وكيف تسير الترجمة'],
    ],
    procedure: ['إعداد الإضاءة من الأمام', 'اختيار خلفية هادئة بلون واحد', 'البدء بالاسم واللغة والدور'],
    example: 'تُستدعى إلى لقاء أولياء أمور في مدرسة ابتدائية في فيينا وتعرّف بنفسك في جملتين.',
    mistake: 'ملابس مزخرفة أمام خلفية مزدحمة. تُقرأ الإشارات بأفضل شكل أمام خلفية بلون واحد.',
    specialCase: 'إذا أطفأ أحد الطرفين الكاميرا، فأعلن أنك لم تعد تستطيع إلا الترجمة المنطوقة.',
  },
  'oegs-basics': {
    goal: 'تتهجى الأسماء بأبجدية الأصابع وتفهم أول مئة إشارة.',
    terms: [
      ['أبجدية الأصابع', 'شكل يد لكل حرف، للأسماء والكلمات الأجنبية'],
      ['حركة الفم', 'حركة الشفاه المصاحبة للإشارة'],
      ['فضاء الإشارة', 'المساحة أمام الجزء العلوي من الجسم حيث تتم الإشارة'],
    ],
    procedure: [
      'التدرّب على أبجدية الأصابع حتى تصبح سلسة',
      'تعلّم إشارات الحياة اليومية حسب المواضيع',
      'التحدث مع زملاء صم لا الاكتفاء بالتدريب',
    ],
    example: 'تتهجى «هولابرون» في مكالمة مع مكتب التسجيل، لأنه لا توجد لها إشارة خاصة.',
    mistake: 'النظر إلى اليدين فقط. الوجه يحمل القواعد: السؤال والنفي والتوكيد.',
    specialCase: 'تختلف الإشارات بين المناطق؛ اسأل بدل أن تخمّن.',
  },
  'oegs-numbers': {
    goal: 'تؤدي الأوقات والمبالغ والمواعيد بالإشارة دون تردد وتقرؤها بثقة.',
    terms: [
      ['شكل يد الأرقام', 'شكل اليد للأرقام من واحد إلى عشرة'],
      ['الخط الزمني', 'الخط المتخيل من الخلف (الماضي) إلى الأمام (المستقبل)'],
      ['الدمج', 'الرقم جزء من الإشارة نفسها، كما في «ثلاثة أسابيع»'],
    ],
    procedure: ['أداء الأرقام حتى المئة بثقة', 'التدرب على الأوقات والتواريخ على الخط الزمني', 'التأكد من المبالغ دائمًا'],
    example: 'في موعد عند الطبيب يوم ١٤ الساعة الثامنة والنصف تسأل العميلة مجددًا، فتعيد إشارة التاريخ على الخط الزمني.',
    mistake: 'عدم تأكيد المبالغ. كرّر كل مبلغ قبل نقله.',
    specialCase: 'تُؤدّى أرقام الهاتف بالإشارة في أزواج، كما تُنطق.',
  },
  'deaf-culture': {
    goal: 'تعرف تاريخ مجتمع الصم وآدابه وتتصرف وفقها.',
    terms: [
      ['أصم', 'التسمية التي يختارها الصم لأنفسهم؛ «أصم أبكم» تُعد مهينة'],
      ['نادي الصم', 'مكان للمجتمع في كل ولاية'],
      ['الاعتراف بلغة الإشارة النمساوية', 'في الدستور النمساوي منذ عام ٢٠٠٥'],
    ],
    procedure: ['الحفاظ على التواصل البصري عندما يشير أحدهم', 'النقر الخفيف على الكتف لجذب الانتباه', 'التعرف على المجتمع في الفعاليات'],
    example: 'في الاحتفال السنوي لاتحاد الصم في شتايرمارك تترجم الخطابات للضيوف السامعين.',
    mistake: 'الحديث عن الشخص الأصم بدل الحديث معه. خاطبه مباشرة حتى أثناء الترجمة.',
    specialCase: 'بعض الصم يقرؤون الشفاه جيدًا وبعضهم لا يقرؤها إطلاقًا: اسأل عما يفضلونه.',
  },
  'written-interpreting': {
    goal: 'تكتب الكلام المنطوق في الوقت الفعلي بشكل مقروء.',
    terms: [
      ['الترجمة الكتابية', 'يُعرض ما يُقال نصًا مباشرةً'],
      ['الاختصار', 'اختصار يتحول إلى كلمة متكررة كاملة'],
      ['حرفيًا', 'كلمة بكلمة، بخلاف المحضر الملخّص'],
    ],
    procedure: ['تحميل قوائم الاختصارات قبل المهمة', 'الإشارة إلى تغيّر المتحدث', 'ذكر الأصوات والأجواء بين قوسين'],
    example: 'في اجتماع للعاملين يقرأ موظف ضعيف السمع نصك على جهازه اللوحي.',
    mistake: 'التصحيح حتى تفقد المتابعة. اترك الأخطاء المطبعية وأنقذ المعنى.',
    specialCase: 'إذا تحدث عدة أشخاص معًا، فاكتب «(يتحدث عدة أشخاص معًا)» وتابع مع المتحدث التالي.',
  },
  'dgs-differences': {
    goal: 'تعرف أين تختلف لغتا الإشارة النمساوية والألمانية وتتجنب سوء الفهم.',
    terms: [
      ['لغة الإشارة الألمانية', 'لغة الإشارة المستخدمة في ألمانيا'],
      ['الصديق المخادع', 'إشارة تبدو متطابقة لكن معناها مختلف'],
      ['الإشارة المستعارة', 'إشارة مأخوذة من اللغة الأخرى'],
    ],
    procedure: ['توضيح من أين جاءت العميلة', 'مقارنة أيام الأسبوع والأشهر', 'إعادة الصياغة عند الشك بدل التخمين'],
    example: 'يتصل عميل من ميونخ بهيئة في سالزبورغ، فتلاحظ النسخة البافارية في إشارات أيام الأسبوع.',
    mistake: 'الافتراض أن اللغتين لهجتان للغة واحدة. إنهما لغتان مستقلتان.',
    specialCase: 'في المناطق الحدودية يمزج الصم كثيرًا بين اللغتين؛ اتبع اختيار العميلة.',
  },
  'headset-setup': {
    goal: 'تُعدّ سماعة الرأس والكاميرا في المتصفح وتصلح الأعطال الشائعة بنفسك.',
    terms: [
      ['إذن الجهاز', 'سماح المتصفح باستخدام الكاميرا والميكروفون'],
      ['الصدى', 'صوتك يعود إليك عبر مكبرات صوت الطرف الآخر'],
      ['مستوى الإدخال', 'مدى قوة التقاط الميكروفون لصوتك'],
    ],
    procedure: ['توصيل سماعة الرأس قبل فتح المتصفح', 'اختيار الكاميرا والميكروفون في الإعدادات', 'إجراء مكالمة تجريبية والتحقق من المستوى'],
    example: 'بعد تحديث لنظام ويندوز لا يسمعك أحد؛ تُظهر الإعدادات ميكروفون الحاسوب بدل سماعة الرأس.',
    mistake: 'رفض الإذن مرة ونسيانه. يمكن منحه من جديد عبر رمز القفل في شريط العنوان.',
    specialCase: 'كثيرًا ما تنتقل سماعة البلوتوث إلى جودة صوت أضعف أثناء المكالمة؛ السلك أكثر أمانًا.',
  },
  'push-notifications': {
    goal: 'لا تفوتك أي مكالمة حتى عندما تكون الصفحة في الخلفية.',
    terms: [
      ['إشعار الدفع', 'رسالة من المتصفح حتى عندما تكون علامة التبويب مغلقة'],
      ['الإذن', 'موافقتك لكل جهاز ومتصفح'],
      ['عدم الإزعاج', 'وضع في النظام يحجب الإشعارات'],
    ],
    procedure: ['تفعيل «الإشعارات على هذا الجهاز» في الإعدادات', 'الإجابة عن سؤال المتصفح بـ«السماح»', 'التحقق بمكالمة تجريبية'],
    example: 'تعمل على مستند، فتظهر مكالمة المحكمة المحلية كإشعار وترد بنقرة واحدة.',
    mistake: 'السماح بالإشعارات على جهاز واحد فقط. كل جهاز يحتاج إلى موافقته الخاصة.',
    specialCase: 'على آيفون لا تصل الإشعارات إلا بعد إضافة التطبيق إلى الشاشة الرئيسية.',
  },
  'connection-trouble': {
    goal: 'تلاحظ ضعف الاتصال مبكرًا وتحافظ على المهمة رغم ذلك.',
    terms: [
      ['عرض النطاق', 'كمية البيانات التي تمر عبر الخط في الثانية'],
      ['زمن الاستجابة', 'التأخير بين الكلام والسماع'],
      ['فقدان الحزم', 'بيانات مفقودة تظهر على شكل تقطّع'],
    ],
    procedure: [
      'مراقبة مؤشر الاتصال في المكالمة',
      'إغلاق البرامج والتنزيلات الأخرى',
      'الانتقال من الشبكة اللاسلكية إلى الكابل أو بيانات الجوال',
    ],
    example: 'في العمل من المنزل تتقطع الصورة بينما يشاهد أحدهم بثًا؛ ومع كابل الشبكة تصفو المكالمة مجددًا.',
    mistake: 'مواصلة الترجمة رغم أنك لا تفهم إلا النصف. قل ذلك فورًا واطلب الإعادة.',
    specialCase: 'إذا انقطعت الصورة تمامًا يمكن أن تستمر المكالمة بالصوت وحده، إلا في لغة الإشارة.',
  },
  'call-room': {
    goal: 'تستخدم كل أدوات غرفة المكالمة بثقة.',
    terms: [
      ['كتم الصوت', 'إيقاف الميكروفون، مثلًا لسؤال الفريق'],
      ['مشاركة الشاشة', 'إظهار مستند للجميع'],
      ['إضافة مشاركين', 'إدخال شخص آخر إلى المكالمة الجارية'],
    ],
    procedure: ['اختيار ترتيب الصور', 'مشاركة الشاشة أو نافذة عند الحاجة', 'إنهاء المكالمة للجميع أو المغادرة وحدك'],
    example: 'تشارك مستشارة من دائرة العمل استمارة، فتترجمها حقلًا حقلًا.',
    mistake: 'مشاركة الشاشة كلها بينما تكفي نافذة واحدة، وإلا رأى الجميع إشعاراتك.',
    specialCase: 'إذا غادرت المنظِّمة المكالمة تبقى مفتوحة للآخرين.',
  },
  'gdpr-basics': {
    goal: 'تعرف البيانات التي تنشأ عن المهمة ومدة الاحتفاظ المسموح بها.',
    terms: [
      ['البيانات الشخصية', 'كل ما يمكن ربطه بشخص'],
      ['مدة الاحتفاظ', 'المدة التي يجوز أو يجب الاحتفاظ بالبيانات خلالها'],
      ['المعالجة بالتكليف', 'البيانات التي يعالجها المركز لحساب عملائه'],
    ],
    procedure: ['تدوين ما تحتاجه الفوترة فقط', 'إتلاف الملاحظات بعد المهمة', 'إحالة طلبات الاطلاع إلى المكتب'],
    example: 'تريد عميلة معرفة المكالمات المحفوظة عنها، فيرد المكتب خلال شهر.',
    mistake: 'الاحتفاظ بالملاحظات في دفتر خاص. مكانها بعد المهمة آلة الإتلاف.',
    specialCase: 'البيانات الصحية محمية بشكل خاص: لا تُكتب أبدًا في حقل السجل.',
  },
  confidentiality: {
    goal: 'تعرف ما يجوز لك قوله عن المهمة وما لا يجوز أبدًا.',
    terms: [
      ['واجب الكتمان', 'يشمل كل ما تعرفه في المهمة حتى بعد سنوات'],
      ['الإشراف المهني', 'مناقشة المهام المرهقة دون ذكر أسماء'],
      ['تضارب المصالح', 'عندما تعرف أحد الأطراف شخصيًا'],
    ],
    procedure: [
      'التخلي عن المهمة عند تضارب المصالح',
      'الحديث في الاجتماعات دون ذكر هوية أحد',
      'عدم نشر أي شيء من المهام على وسائل التواصل',
    ],
    example: 'تتعرف أثناء المهمة على صوت جارتك، فتخبر المركز وتتولى زميلة المهمة.',
    mistake: 'الحديث دون أسماء لكن مع ذكر المكان والتاريخ، فهذا وحده قد يكشف هوية الشخص.',
    specialCase: 'عند وجود خطر على الحياة لا يسري الكتمان؛ تحدث إلى الإدارة فورًا.',
  },
  'secure-passwords': {
    goal: 'تحمي حسابك بكلمة مرور قوية وعامل ثانٍ.',
    terms: [
      ['عبارة المرور', 'عدة كلمات بدل كلمة مرور قصيرة'],
      ['تسجيل الدخول بخطوتين', 'كلمة المرور ورمز من الهاتف'],
      ['مدير كلمات المرور', 'برنامج يحفظ كلمة مرور مختلفة لكل موقع'],
    ],
    procedure: ['اختيار عبارة مرور من أربع كلمات', 'تفعيل تسجيل الدخول بخطوتين في الملف الشخصي', 'حفظ رموز الاسترداد في مكان آمن'],
    example: 'تطلب رسالة بريد إلكتروني كلمة مرورك «بشكل عاجل»، فتبلغ المكتب بدل النقر.',
    mistake: 'استخدام كلمة مرور واحدة في عدة مواقع. إذا اختُرق موقع واحد انكشفت كل الحسابات.',
    specialCase: 'هاتف جديد: انقل الرموز قبل إعادة ضبط الهاتف القديم.',
  },
  'incident-reporting': {
    goal: 'تتعرف على خرق البيانات وتبلغ عنه بحيث تُحترم مهلة ٧٢ ساعة.',
    terms: [
      ['خرق البيانات', 'فُقدت بيانات أو وصلت إلى غير أصحابها أو تغيّرت'],
      ['مهلة الإبلاغ', '٧٢ ساعة من لحظة العلم، إلى هيئة حماية البيانات'],
      ['التوثيق', 'ماذا حدث ومتى ومن المتأثر وما الذي اتُّخذ'],
    ],
    procedure: ['إبلاغ الإدارة بالخرق فورًا', 'تدوين ما حدث', 'عدم محاولة إصلاح بيانات الآخرين بنفسك'],
    example: 'أُرسل سجل بالبريد الإلكتروني إلى هيئة خاطئة، فتبلغ الإدارة عنه في اليوم نفسه.',
    mistake: 'الانتظار لمعرفة ما إذا كان أحد سيلاحظ. المهلة تبدأ من لحظة علمك.',
    specialCase: 'سرقة حاسوب مشفّر لا تُعد غالبًا خرقًا واجب الإبلاغ؛ أبلغ عنها داخليًا مع ذلك.',
  },
};

const materialIn: Record<SampleLanguage, Record<string, CourseMaterial>> = { de: material, en: materialEn, ar: materialAr };

/** The academy's names and descriptions in English and Arabic, beside the German they are stored in above. */
const academyLabels = sampleTranslator([
  ['Dolmetschen', 'Interpreting', 'الترجمة الفورية'],
  ['Gebärdensprache', 'Sign language', 'لغة الإشارة'],
  ['Technik', 'Technology', 'التقنية'],
  ['Datenschutz', 'Data protection', 'حماية البيانات'],
  ['Grundlagen der Ferndolmetschung', 'Remote interpreting basics', 'أساسيات الترجمة عن بُعد'],
  [
    'Wie ein Anruf mit Dolmetschung abläuft, von der Annahme bis zur Abrechnung.',
    'How a call with interpreting runs, from answering to billing.',
    'كيف تسير مكالمة مع ترجمة فورية، من الرد حتى الفوترة.',
  ],
  ['Dolmetschen bei Gericht', 'Court interpreting', 'الترجمة في المحاكم'],
  [
    'Rollen, Eid und Sprache im Verhandlungssaal, mit Beispielen aus Graz und Wien.',
    'Roles, oath and language in the courtroom, with examples from Graz and Vienna.',
    'الأدوار واليمين واللغة في قاعة المحكمة، مع أمثلة من غراتس وفيينا.',
  ],
  ['Dolmetschen im Spital', 'Interpreting in hospital', 'الترجمة في المستشفى'],
  [
    'Fachbegriffe, Aufklärungsgespräche und der Umgang mit belastenden Situationen.',
    'Technical terms, consent talks and dealing with distressing situations.',
    'المصطلحات الطبية ومحادثات التوعية والتعامل مع المواقف الصعبة.',
  ],
  ['Notizentechnik beim Konsekutivdolmetschen', 'Note-taking in consecutive interpreting', 'تدوين الملاحظات في الترجمة التتابعية'],
  [
    'Symbole, Abkürzungen und Struktur für lange Redebeiträge.',
    'Symbols, abbreviations and structure for long speeches.',
    'الرموز والاختصارات والبنية للخطابات الطويلة.',
  ],
  ['Auftreten im Videoanruf', 'Presence in a video call', 'الظهور في مكالمة الفيديو'],
  [
    'Licht, Kamera, Hintergrund und die ersten Sätze eines Einsatzes.',
    'Light, camera, background and the first sentences of an assignment.',
    'الإضاءة والكاميرا والخلفية والجمل الأولى في المهمة.',
  ],
  ['ÖGS für Einsteiger', 'Austrian Sign Language for beginners', 'لغة الإشارة النمساوية للمبتدئين'],
  [
    'Das Fingeralphabet und die ersten hundert Gebärden der Österreichischen Gebärdensprache.',
    'The manual alphabet and the first hundred signs of Austrian Sign Language.',
    'أبجدية الأصابع وأول مئة إشارة في لغة الإشارة النمساوية.',
  ],
  ['Zahlen und Daten in ÖGS', 'Numbers and dates in Austrian Sign Language', 'الأرقام والتواريخ في لغة الإشارة النمساوية'],
  [
    'Uhrzeiten, Beträge und Termine sicher gebärden und ablesen.',
    'Signing and reading times, amounts and appointments with confidence.',
    'أداء الأوقات والمبالغ والمواعيد بالإشارة وقراءتها بثقة.',
  ],
  ['Gehörlosenkultur', 'Deaf culture', 'ثقافة الصم'],
  [
    'Geschichte, Vereine und Umgangsformen der Gehörlosengemeinschaft in Österreich.',
    'History, clubs and manners of the deaf community in Austria.',
    'تاريخ مجتمع الصم في النمسا وجمعياته وآدابه.',
  ],
  ['Schriftdolmetschen', 'Written interpreting', 'الترجمة الكتابية'],
  [
    'Mitschreiben in Echtzeit: Werkzeuge, Tempo und Lesbarkeit.',
    'Writing along in real time: tools, speed and legibility.',
    'الكتابة في الوقت الفعلي: الأدوات والسرعة ووضوح القراءة.',
  ],
  ['ÖGS und DGS im Vergleich', 'Austrian and German Sign Language compared', 'مقارنة بين لغتي الإشارة النمساوية والألمانية'],
  [
    'Wo sich die Gebärdensprachen Österreichs und Deutschlands unterscheiden.',
    'Where the sign languages of Austria and Germany differ.',
    'أين تختلف لغتا الإشارة في النمسا وألمانيا.',
  ],
  ['Headset und Kamera einrichten', 'Set up headset and camera', 'إعداد سماعة الرأس والكاميرا'],
  [
    'Geräte im Browser freigeben, testen und die häufigsten Fehler beheben.',
    'Allow devices in the browser, test them and fix the most common faults.',
    'السماح للأجهزة في المتصفح واختبارها وإصلاح الأعطال الشائعة.',
  ],
  ['Anrufe auf jedem Gerät', 'Calls on every device', 'المكالمات على كل جهاز'],
  [
    'Push-Benachrichtigungen einschalten, damit kein Anruf verloren geht.',
    'Turn on push notifications so that no call is lost.',
    'تفعيل إشعارات الدفع حتى لا تضيع أي مكالمة.',
  ],
  ['Wenn die Verbindung hakt', 'When the connection stutters', 'عندما يتقطع الاتصال'],
  [
    'Bandbreite prüfen, Netz wechseln und einen Anruf sauber wieder aufnehmen.',
    'Check the bandwidth, switch networks and pick a call up again cleanly.',
    'فحص عرض النطاق وتغيير الشبكة واستئناف المكالمة بسلاسة.',
  ],
  ['Der Anrufraum im Überblick', 'The call room at a glance', 'غرفة المكالمة في لمحة'],
  [
    'Stummschalten, Bildschirm teilen, Teilnehmende hinzufügen.',
    'Mute, share the screen, add participants.',
    'كتم الصوت ومشاركة الشاشة وإضافة المشاركين.',
  ],
  ['DSGVO im Dolmetschalltag', 'GDPR in everyday interpreting', 'اللائحة العامة لحماية البيانات في العمل اليومي'],
  [
    'Welche Daten bei einem Einsatz anfallen und wie lange sie bleiben dürfen.',
    'Which data an assignment produces and how long it may be kept.',
    'ما البيانات التي تنشأ عن المهمة وإلى متى يجوز الاحتفاظ بها.',
  ],
  ['Verschwiegenheit', 'Confidentiality', 'الكتمان'],
  [
    'Was Dolmetscherinnen und Dolmetscher sagen dürfen, und was nie.',
    'What interpreters may say, and what never.',
    'ما يجوز للمترجمين قوله وما لا يجوز أبدًا.',
  ],
  ['Sichere Passwörter und Zwei-Faktor-Anmeldung', 'Safe passwords and two-factor sign-in', 'كلمات مرور آمنة وتسجيل الدخول بخطوتين'],
  [
    'Konten schützen, ohne den Arbeitsfluss zu stören.',
    'Protect accounts without disturbing the flow of work.',
    'حماية الحسابات دون إرباك سير العمل.',
  ],
  ['Datenpannen melden', 'Report data breaches', 'الإبلاغ عن خروقات البيانات'],
  [
    'Erkennen, melden, dokumentieren: die 72 Stunden nach einer Panne.',
    'Recognise, report, document: the 72 hours after a breach.',
    'التعرّف والإبلاغ والتوثيق: الساعات الـ٧٢ بعد الخرق.',
  ],
  ['Einführung', 'Introduction', 'مقدمة'],
  ['Worum es geht und für wen', 'What it is about and for whom', 'عمّ يدور ولمن'],
  ['Ziele', 'Goals', 'الأهداف'],
  ['Was Sie danach können', 'What you can do afterwards', 'ما ستستطيع فعله بعد ذلك'],
  ['Begriffe', 'Terms', 'المصطلحات'],
  ['Die Wörter, die im Einsatz fallen', 'The words you hear on an assignment', 'الكلمات التي تسمعها أثناء المهمة'],
  ['Vorbereitung', 'Preparation', 'التحضير'],
  ['Was vor dem Termin zu tun ist', 'What to do before the appointment', 'ما يجب فعله قبل الموعد'],
  ['Ablauf', 'Procedure', 'سير العمل'],
  ['So läuft ein Einsatz ab', 'How an assignment runs', 'هكذا تسير المهمة'],
  ['Beispiel', 'Example', 'مثال'],
  ['Ein Einsatz aus der Praxis', 'An assignment from practice', 'مهمة من الواقع'],
  ['Übung', 'Practice', 'تمرين'],
  ['Selbst ausprobieren', 'Try it yourself', 'جرّب بنفسك'],
  ['Häufige Fehler', 'Common mistakes', 'أخطاء شائعة'],
  ['Und wie man sie vermeidet', 'And how to avoid them', 'وكيف تتجنبها'],
  ['Sonderfälle', 'Special cases', 'حالات خاصة'],
  ['Wenn es anders kommt', 'When things turn out differently', 'عندما تجري الأمور بشكل مختلف'],
  ['Zusammenfassung', 'Summary', 'الخلاصة'],
  ['Das Wichtigste auf einen Blick', 'The essentials at a glance', 'الأهم في لمحة'],
  ['Abschluss', 'Wrap-up', 'الختام'],
  ['Fragen klären, nächste Schritte', 'Questions and next steps', 'الأسئلة والخطوات التالية'],
]);

/** The sentences around a course's own material, in each language. */
const stepWords: Record<
  SampleLanguage,
  {
    audience: (minutes: string) => string;
    before: (first: string) => string;
    keepQuestions: string;
    practise: string;
    readMore: string;
    finished: (title: string) => string;
  }
> = {
  de: {
    audience: (minutes) => `Der Kurs richtet sich an alle, die für die Vermittlung im Einsatz sind. Er dauert etwa ${minutes} Minuten.`,
    before: (first) => `Bevor es losgeht: ${first}.`,
    keepQuestions: 'Halten Sie Ihre Fragen dazu fest; im letzten Schritt ist Platz für sie.',
    practise: 'Spielen Sie das Beispiel mit einer Kollegin durch und tauschen Sie dann die Rollen:',
    readMore: 'Mehr dazu',
    finished: (title) =>
      `Sie haben „${title}“ durchgearbeitet. Offene Fragen stellen Sie im Team-Chat im Kanal der Akademie; Ihre Teamleitung antwortet innerhalb einer Woche.`,
  },
  en: {
    audience: (minutes) => `The course is for everyone who works assignments for the switching centre. It takes about ${minutes} minutes.`,
    before: (first) => `Before you start: ${first}.`,
    keepQuestions: 'Write down your questions about it; the last step has room for them.',
    practise: 'Play the example through with a colleague, then swap roles:',
    readMore: 'Read more',
    finished: (title) =>
      `You have worked through "${title}". Ask open questions in the academy's channel of the team chat; your team lead answers within a week.`,
  },
  ar: {
    audience: (minutes) => `الدورة موجهة لكل من يعمل في مهام المركز، وتستغرق نحو ${minutes} دقيقة.`,
    before: (first) => `قبل أن تبدأ: ${first}.`,
    keepQuestions: 'دوّن أسئلتك حول ذلك؛ ففي الخطوة الأخيرة متسع لها.',
    practise: 'جرّب المثال مع زميلة ثم تبادلا الأدوار:',
    readMore: 'المزيد',
    finished: (title) => `لقد أنهيت «${title}». اطرح أسئلتك المفتوحة في قناة الأكاديمية في دردشة الفريق؛ ويرد قائد فريقك خلال أسبوع.`,
  },
};

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

interface StepParts {
  course: Course;
  taught: CourseMaterial;
  words: (typeof stepWords)[SampleLanguage];
  locale: string;
  /** The course's title and the minutes as the locale writes them. */
  title: string;
  minutes: string;
}

/** Each step's body, from the course's own material: what the step's title promises. */
const stepBodies: ((parts: StepParts) => string)[] = [
  ({ course, locale, words, minutes }) => `<p>${academyLabels(course.description, locale)}</p><p>${words.audience(minutes)}</p>`,
  ({ taught }) => `<p>${taught.goal}</p>`,
  ({ taught }) => `<dl>${taught.terms.map(([term, meaning]) => `<dt>${term}</dt><dd>${meaning}</dd>`).join('')}</dl>`,
  ({ taught, words }) => `<p>${words.before(taught.procedure[0]!)}</p><p>${words.keepQuestions}</p>`,
  ({ taught }) => `<ol>${taught.procedure.map((step) => `<li>${step.replace(/^./, (first) => first.toUpperCase())}</li>`).join('')}</ol>`,
  // A careless server could send the link and picture of this step; the client defuses them before they are shown.
  ({ taught, words }) =>
    `<p>${taught.example}</p><p><a href="javascript:alert(1)">${words.readMore}</a><img src="x" onerror="window.__academyXss = true"></p>`,
  ({ taught, words }) => `<p>${words.practise}</p><blockquote>${taught.example}</blockquote>`,
  ({ taught }) => `<p>${taught.mistake}</p>`,
  ({ taught }) => `<p>${taught.specialCase}</p>`,
  ({ taught }) => `<p>${taught.goal}</p>${list(taught.terms.map(([term]) => term))}`,
  ({ title, words }) => `<p>${words.finished(title)}</p>`,
];

/** A category or course as the asker reads it: its title (and description) in the locale's language. */
export const inAcademyLanguage = <T extends { title: string; description?: string }>(item: T, locale: string): T => ({
  ...item,
  title: academyLabels(item.title, locale),
  ...(item.description === undefined ? {} : { description: academyLabels(item.description, locale) }),
});

/** The eleven steps of a course, their content HTML as a server would send it, in the asker's language. */
export function stepsOf(course: Course, locale: string): CourseStep[] {
  const language = sampleLanguageOf(locale);
  const parts: StepParts = {
    course,
    locale,
    taught: materialIn[language][course.slug]!,
    words: stepWords[language],
    title: academyLabels(course.title, locale),
    minutes: new Intl.NumberFormat(locale).format(course.duration),
  };
  return stepTitles.map(([title, subtitle], order) => ({
    order,
    title: academyLabels(title, locale),
    subtitle: academyLabels(subtitle, locale),
    content: stepBodies[order]!(parts),
  }));
}

/** Every text of the academy as stored, for the test that each one has its translations. */
export const academyTexts = (): string[] => [
  ...courseCategories.map((category) => category.title),
  ...courses.flatMap((course) => [course.title, course.description]),
  ...stepTitles.flat(),
];
