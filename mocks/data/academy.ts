import { totalSteps, type Course, type CourseCategory, type CourseStep } from '@/features/academy/schemas';

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

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Each step's body, from the course's own material: what the step's title promises. */
const stepBodies: ((course: Course, taught: CourseMaterial) => string)[] = [
  (course) =>
    `<p>${course.description}</p><p>Der Kurs richtet sich an alle, die für die Vermittlung im Einsatz sind. Er dauert etwa ${course.duration} Minuten.</p>`,
  (_, taught) => `<p>${taught.goal}</p>`,
  (_, taught) => `<dl>${taught.terms.map(([term, meaning]) => `<dt>${term}</dt><dd>${meaning}</dd>`).join('')}</dl>`,
  (_, taught) =>
    `<p>Bevor es losgeht: ${taught.procedure[0]}.</p><p>Halten Sie Ihre Fragen dazu fest; im letzten Schritt ist Platz für sie.</p>`,
  (_, taught) => `<ol>${taught.procedure.map((step) => `<li>${step.replace(/^./, (first) => first.toUpperCase())}</li>`).join('')}</ol>`,
  // A careless server could send the link and picture of this step; the client defuses them before they are shown.
  (_, taught) =>
    `<p>${taught.example}</p><p><a href="javascript:alert(1)">Mehr dazu</a><img src="x" onerror="window.__academyXss = true"></p>`,
  (_, taught) =>
    `<p>Spielen Sie das Beispiel mit einer Kollegin durch und tauschen Sie dann die Rollen:</p><blockquote>${taught.example}</blockquote>`,
  (_, taught) => `<p>${taught.mistake}</p>`,
  (_, taught) => `<p>${taught.specialCase}</p>`,
  (_, taught) => `<p>${taught.goal}</p>${list(taught.terms.map(([term]) => term))}`,
  (course) =>
    `<p>Sie haben „${course.title}“ durchgearbeitet. Offene Fragen stellen Sie im Team-Chat im Kanal der Akademie; Ihre Teamleitung antwortet innerhalb einer Woche.</p>`,
];

/** The eleven steps of a course, their content HTML as a server would send it. */
export function stepsOf(course: Course): CourseStep[] {
  const taught = material[course.slug]!;
  return stepTitles.map(([title, subtitle], order) => ({ order, title, subtitle, content: stepBodies[order]!(course, taught) }));
}
