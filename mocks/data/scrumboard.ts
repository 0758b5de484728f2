import { positionStep, type Board, type BoardLabel, type BoardList, type Card, type ScrumboardMember } from '@/features/scrumboard/schemas';
import { sampleFaker } from './faker';
import { sampleToday } from './sample-today';

/** The 20 people boards and cards can have as members. */
export function createScrumboardMembers(): ScrumboardMember[] {
  const faker = sampleFaker('scrumboard-members');
  return Array.from({ length: 20 }, () => ({ id: faker.string.uuid(), name: faker.person.fullName(), avatar: null }));
}

const daysFromToday = (days: number) => new Date(sampleToday.getTime() + days * 86_400_000);
const asDay = (date: Date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;

export interface ScrumboardSample {
  boards: Board[];
  lists: BoardList[];
  cards: Card[];
  labels: BoardLabel[];
  members: ScrumboardMember[];
}

const cardTitles = [
  [
    'Dolmetscherpool für Tirol erweitern',
    'Videoraum-Buchung im Kalender zeigen',
    'Abrechnung nach Minuten prüfen',
    'Rückrufliste für Notfälle anlegen',
  ],
  ['Neue Vermittlungsmaske testen', 'Schriftdolmetschung für Webinare anbieten', 'Zahlerdaten bereinigen'],
  ['Einsatzbestätigung per SMS', 'Kundinnen-Umfrage auswerten', 'Tastaturkürzel dokumentieren'],
  ['Start der Videotelefonie in Graz', 'Kamerasets an Dolmetscherinnen verschicken'],
];

/**
 * Three boards (the template's sample sizes): the first with 4 lists, 12 cards and 5 labels, the other
 * two not yet filled; 20 members.
 */
export function createScrumboard(): ScrumboardSample {
  const faker = sampleFaker('scrumboard');
  const members = createScrumboardMembers();
  const memberIds = members.map((member) => member.id);
  const boards: Board[] = [
    {
      id: faker.string.uuid(),
      title: 'Vermittlung Q2',
      description: 'Was die Vermittlungszentrale bis Ende Juni umsetzt',
      icon: 'view-columns',
      lastActivity: daysFromToday(-1).toISOString(),
      members: memberIds.slice(0, 7),
    },
    {
      id: faker.string.uuid(),
      title: 'Dolmetsch-Team',
      description: 'Dienstplan, Schulungen und Ausrüstung',
      icon: 'user-group',
      lastActivity: daysFromToday(-6).toISOString(),
      members: memberIds.slice(5, 9),
    },
    {
      id: faker.string.uuid(),
      title: 'Website-Relaunch',
      description: 'Barrierefreie Seiten in ÖGS und Schrift',
      icon: 'globe-alt',
      lastActivity: daysFromToday(-30).toISOString(),
      members: memberIds.slice(10, 12),
    },
  ];
  const board = boards[0]!;
  const labels: BoardLabel[] = ['Dringend', 'Kund:innen', 'Technik', 'Abrechnung', 'Team'].map((title) => ({
    id: faker.string.uuid(),
    boardId: board.id,
    title,
  }));
  const lists: BoardList[] = ['Ideen', 'In Arbeit', 'Prüfen', 'Erledigt'].map((title, index) => ({
    id: faker.string.uuid(),
    boardId: board.id,
    position: (index + 1) * positionStep,
    title,
  }));
  const cards: Card[] = lists.flatMap((list, listIndex) =>
    cardTitles[listIndex]!.map((title, index): Card => {
      const due = faker.helpers.arrayElement([null, -3, 2, 9, 20]);
      return {
        id: faker.string.uuid(),
        boardId: board.id,
        listId: list.id,
        position: (index + 1) * positionStep,
        title,
        description: faker.datatype.boolean() ? faker.lorem.sentences(2) : '',
        labels: faker.helpers.arrayElements(
          labels.map((label) => label.id),
          { min: 0, max: 2 },
        ),
        dueDate: due === null ? null : asDay(daysFromToday(due)),
        members: faker.helpers.arrayElements(board.members, { min: 0, max: 3 }),
        checklist: faker.datatype.boolean()
          ? faker.helpers
              .arrayElements(['Angebot einholen', 'Mit Team abstimmen', 'Testlauf', 'Freigabe'], { min: 1, max: 4 })
              .map((item) => ({ id: faker.string.uuid(), title: item, checked: faker.datatype.boolean() }))
          : [],
        comments: faker.datatype.boolean({ probability: 0.4 })
          ? [
              {
                id: faker.string.uuid(),
                memberId: faker.helpers.arrayElement(board.members),
                message: faker.helpers.arrayElement(['Passt so.', 'Bitte bis Freitag.', 'Ich übernehme das.']),
                time: daysFromToday(-2).toISOString(),
              },
            ]
          : [],
        attachments: faker.datatype.boolean({ probability: 0.3 })
          ? [
              {
                id: faker.string.uuid(),
                name: 'Angebot.pdf',
                type: 'application/pdf',
                size: 182_400,
                time: daysFromToday(-4).toISOString(),
              },
            ]
          : [],
      };
    }),
  );
  return { boards, lists, cards, labels, members };
}
