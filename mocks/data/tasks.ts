import type { Task, TaskTag } from '@/features/tasks';
import { sampleFaker } from './faker';

export const taskTags: readonly TaskTag[] = [
  { id: 'a0bf42ca-c3a5-47be-8341-b9c0bb8ef270', title: 'Dolmetschung' },
  { id: 'c6058d0d-a4b0-4453-986a-9d249ec230b1', title: 'Abrechnung' },
  { id: 'd3ef4226-ef2c-43b0-a986-3e3e07f32799', title: 'Kunden' },
  { id: '51483dd3-cb98-4400-9128-4bd66b455807', title: 'Technik' },
  { id: '91658b8a-f382-4b0c-a53f-e9390351c2c5', title: 'Schulung' },
  { id: '2b884143-419a-45ca-a7f6-48f99f4e7798', title: 'Dringend' },
];

const sections = ['Heute', 'Diese Woche', 'Später'];

const taskTitles = [
  'Dolmetscheinsatz für das Elterngespräch bestätigen',
  'Rechnung für März an die Firma Berger senden',
  'Videotelefonie-Zugang für neue Kundin einrichten',
  'Schriftdolmetschung für die Betriebsversammlung planen',
  'Rückruf an Herrn Novak wegen Terminänderung',
  'Kameraeinstellungen im Vermittlungsraum prüfen',
  'Neue Dolmetscherin in das Dienstplan-System aufnehmen',
  'Notfallkette für das Wochenende abstimmen',
  'Quartalsbericht für den Fördergeber vorbereiten',
  'Kundenfeedback zur Videoqualität auswerten',
  'Zahlerdaten der Gemeinde Graz aktualisieren',
  'Veranstaltungsthemen für Mai anlegen',
  'Schulung zur neuen Gesprächsannahme durchführen',
  'Werbevideo mit Untertiteln versehen',
  'Kontaktdaten der Kommunikationsassistenz prüfen',
  'Offene Einsätze der letzten Woche abrechnen',
  'Datenschutzerklärung überarbeiten',
  'Headsets für das Team bestellen',
  'Termin mit dem ÖGS-Verband vereinbaren',
  'Guthaben-Erinnerung an Kunden verschicken',
  'Ausfallzeiten der Videoplattform dokumentieren',
  'Bewerbungsgespräche für Vermittlung planen',
  'Vorlage für Einsatzbestätigung übersetzen',
  'Verfügbarkeiten für Ostern einholen',
  'Rechnungsvorlage auf neues Logo umstellen',
  'Testanruf mit dem Krankenhaus Linz durchführen',
  'Barrierefreiheit der Anmeldeseite prüfen',
];

/** 30 sample tasks (three sections, 27 tasks), sorted by order; some are done. */
export function createTasks(): Task[] {
  const faker = sampleFaker('tasks');
  const perSection = taskTitles.length / sections.length;
  const tasks: Task[] = [];
  sections.forEach((section, index) => {
    tasks.push({ id: faker.string.uuid(), type: 'section', title: section, notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0 });
    for (const title of taskTitles.slice(index * perSection, (index + 1) * perSection)) {
      tasks.push({
        id: faker.string.uuid(),
        type: 'task',
        title,
        notes: faker.datatype.boolean() ? faker.lorem.sentence() : null,
        completed: faker.datatype.boolean({ probability: 0.3 }),
        dueDate: faker.datatype.boolean() ? faker.date.soon({ days: 30 }).toISOString() : null,
        priority: faker.helpers.arrayElement([0, 1, 2] as const),
        tags: faker.helpers.arrayElements(taskTags.map((tag) => tag.id), { min: 0, max: 2 }),
        assignedTo: null,
        subTasks: [],
        order: 0,
      });
    }
  });
  return tasks.map((task, order) => ({ ...task, order }));
}
