import { newTask, taskPriorities, type Task, type TaskMember, type TaskTag } from '@/features/tasks/schemas';
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

const subTaskTitles = [
  'Unterlagen sammeln',
  'Kundin anrufen',
  'Termin eintragen',
  'Rückmeldung abwarten',
  'Protokoll ablegen',
  'Team informieren',
];

/** The 20 people tasks can be given to (the template's tasks data has 20 members). */
export function createTaskMembers(): TaskMember[] {
  const faker = sampleFaker('task-members');
  return Array.from({ length: 20 }, () => ({ id: faker.string.uuid(), name: faker.person.fullName(), avatar: null }));
}

/**
 * 30 sample tasks (three sections, 27 tasks), sorted by order: some done, some overdue, some given
 * to a member, some with subtasks.
 */
export function createTasks(): Task[] {
  const faker = sampleFaker('tasks');
  const members = createTaskMembers();
  const perSection = taskTitles.length / sections.length;
  const tasks: Task[] = [];
  sections.forEach((section, index) => {
    tasks.push({ ...newTask(faker.string.uuid(), 'section'), title: section });
    for (const title of taskTitles.slice(index * perSection, (index + 1) * perSection)) {
      const due = faker.helpers.weightedArrayElement([
        { weight: 2, value: (): Date | null => null },
        { weight: 3, value: () => faker.date.soon({ days: 30 }) },
        { weight: 1, value: () => faker.date.recent({ days: 10 }) },
      ])();
      tasks.push({
        ...newTask(faker.string.uuid(), 'task'),
        title,
        notes: faker.datatype.boolean() ? faker.lorem.sentence() : null,
        completed: faker.datatype.boolean({ probability: 0.3 }),
        dueDate: due ? `${due.toISOString().slice(0, 10)}T00:00:00.000Z` : null,
        priority: faker.helpers.arrayElement(taskPriorities),
        tags: faker.helpers.arrayElements(
          taskTags.map((tag) => tag.id),
          { min: 0, max: 2 },
        ),
        assignedTo: faker.datatype.boolean({ probability: 0.6 }) ? faker.helpers.arrayElement(members).id : null,
        subTasks: faker.helpers
          .arrayElements(subTaskTitles, { min: 0, max: 3 })
          .map((subTitle) => ({ id: faker.string.uuid(), title: subTitle, completed: faker.datatype.boolean() })),
      });
    }
  });
  return tasks.map((task, order) => ({ ...task, order }));
}
