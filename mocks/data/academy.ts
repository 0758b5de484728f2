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

/** The eleven steps of a course, their content HTML as a server would send it. */
export function stepsOf(course: Course): CourseStep[] {
  return stepTitles.map(([title, subtitle], order) => ({
    order,
    title,
    subtitle,
    content:
      `<p>${course.description}</p>` +
      `<p>Schritt ${order + 1} von ${totalSteps}. Lesen Sie den Abschnitt in Ruhe und notieren Sie Fragen für die nächste Teambesprechung.</p>` +
      `<ul><li>Was ist neu für Sie?</li><li>Was wenden Sie schon an?</li><li>Was möchten Sie im nächsten Einsatz ausprobieren?</li></ul>` +
      // A careless server could send these; the client defuses them before they are shown.
      (order === 5 ? '<p><a href="javascript:alert(1)">Mehr dazu</a><img src="x" onerror="window.__academyXss = true"></p>' : ''),
  }));
}
