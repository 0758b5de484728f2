import type { Note, NoteLabel } from '@/features/notes/schemas';
import { sampleFaker } from './faker';
import { sampleToday } from './sample-today';

/** The pictures the sample notes carry, served from the app's own files. */
export const sampleNoteImages = ['/images/notes/headsets.svg', '/images/notes/whiteboard.svg', '/images/notes/city.svg'] as const;

export const noteLabels: readonly NoteLabel[] = [
  { id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', title: 'Familie' },
  { id: 'e8b5a51e-6f1c-4f5d-9c36-7e0b1a3f2d10', title: 'Arbeit' },
  { id: '3c1f0b8e-2a4d-4e6f-8b9a-0c1d2e3f4a5b', title: 'Aufgaben' },
  { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', title: 'Priorität' },
  { id: '2e4f6a8c-0b1d-4f3e-9a5c-7e9b1d3f5a7c', title: 'Persönlich' },
  { id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d', title: 'Freunde' },
];

const [family, work, tasks, priority, personal, friends] = noteLabels.map((label) => label.id) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

interface NoteSeed {
  title: string;
  content?: string;
  tasks?: [string, boolean][];
  image?: string;
  labels?: string[];
  /** Days from today, at 09:00 local time. */
  reminderInDays?: number;
  archived?: boolean;
}

const seeds: NoteSeed[] = [
  {
    title: 'Dienstplan Ostern',
    content: 'Wer übernimmt die Rufbereitschaft am Ostermontag? Bis Freitag im Team klären.',
    labels: [work, priority],
    reminderInDays: 3,
  },
  {
    title: 'Headsets bestellen',
    content: 'Zwölf neue Headsets für die Vermittlung, mit Rauschunterdrückung.',
    image: sampleNoteImages[0],
    labels: [work],
  },
  {
    title: 'Einkaufsliste',
    tasks: [
      ['Milch', true],
      ['Brot', false],
      ['Kaffee für das Büro', false],
      ['Obst', false],
    ],
    labels: [personal, tasks],
  },
  { title: '', content: 'Rückruf Frau Huber wegen der Schriftdolmetschung am Donnerstag.', labels: [work], reminderInDays: 1 },
  {
    title: 'Workshop Gebärdensprache',
    content: 'Einführung für neue Kolleginnen und Kollegen:\n– Begrüßung\n– Fingeralphabet\n– Zahlen',
    image: sampleNoteImages[1],
    labels: [work],
  },
  {
    title: 'Neue Kundin einrichten',
    tasks: [
      ['Zugang anlegen', true],
      ['Testanruf durchführen', true],
      ['Guthaben aufladen', false],
    ],
    labels: [work, tasks],
  },
  { title: 'Geburtstag Oma', content: 'Blumen und eine Karte besorgen.', labels: [family], reminderInDays: 12 },
  { title: 'Zitate', content: '„Die Grenzen meiner Sprache bedeuten die Grenzen meiner Welt.“ – Ludwig Wittgenstein' },
  {
    title: 'Ausflug nach Graz',
    content: 'Zug um 8:15 ab Wien Hauptbahnhof. Treffpunkt beim Uhrturm.',
    image: sampleNoteImages[2],
    labels: [friends],
  },
  {
    title: 'Vorbereitung Quartalsbericht',
    content: 'Zahlen aus der Abrechnung bis Ende März.',
    tasks: [
      ['Einsätze zählen', false],
      ['Minuten je Sprache', false],
    ],
    labels: [work, priority],
    reminderInDays: -2,
  },
  { title: 'Buchtipps', content: 'Das Lied der Sprachen; Die Welt der Gebärden.', labels: [personal] },
  {
    title: 'WLAN im Vermittlungsraum',
    content: 'Router neu starten, wenn die Videoqualität sinkt. Passwort steht im Tresor.',
    labels: [work],
  },
  { title: 'Laufgruppe', content: 'Dienstag und Donnerstag, 18 Uhr im Prater.', labels: [friends, personal] },
  { title: 'Alte Telefonliste', content: 'Durch das Adressbuch ersetzt.', archived: true, labels: [work] },
  { title: 'Sommerfest 2025', content: 'Danke an alle, die mitgeholfen haben!', archived: true, labels: [friends] },
];

/**
 * Nine in the morning in Vienna, whichever zone the sample is made in (it is written out when the
 * app is built): the sample's days are in winter time, UTC+1.
 */
const atNine = (days: number) => {
  const day = new Date(sampleToday.getTime() + days * 86_400_000);
  day.setUTCHours(8, 0, 0, 0);
  return day.toISOString();
};

/** 15 sample notes (the template's size), newest first: checklists, pictures, reminders, two archived. */
export function createNotes(): Note[] {
  const faker = sampleFaker('notes');
  return seeds.map((seed, index) => {
    const created = new Date(sampleToday.getTime() - (index * 3 + 1) * 3_600_000 * 7);
    return {
      id: faker.string.uuid(),
      title: seed.title,
      content: seed.content ?? '',
      tasks: (seed.tasks ?? []).map(([content, completed]) => ({ id: faker.string.uuid(), content, completed })),
      image: seed.image ?? null,
      reminder: seed.reminderInDays === undefined ? null : atNine(seed.reminderInDays),
      labels: seed.labels ?? [],
      archived: seed.archived ?? false,
      createdAt: created.toISOString(),
      updatedAt: index % 4 === 0 ? null : new Date(created.getTime() + 3_600_000).toISOString(),
    };
  });
}
