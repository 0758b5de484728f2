import type { Chat, ChatContactDetails, ChatMessage } from '@/features/quick-chat';
import { createContacts } from './contacts';
import { sampleFaker } from './faker';
import { sampleToday } from './sample-today';

/** The lines a conversation is made of: the team's everyday talk, some of it only emoji. */
const lines = [
  'Guten Morgen! Bist du heute im Vermittlungsraum?',
  'Ja, ab 9 Uhr. Brauchst du etwas?',
  'Kannst du den Einsatz um 14 Uhr übernehmen? Elterngespräch in Graz.',
  'Klar, schick mir bitte die Details.',
  'Danke dir! 🙏',
  'Die Kundin möchte lieber per Video statt vor Ort.',
  'Passt, dann buche ich den Videoraum.',
  'Hat die Verbindung vorhin bei dir auch gestockt?',
  'Kurz, ja. Jetzt läuft es wieder stabil.',
  '👍',
  'Ich bin morgen erst ab Mittag erreichbar.',
  'Alles klar, ich trage es im Dienstplan ein.',
  'Die Rechnung für März ist raus.',
  'Super, danke für die schnelle Erledigung!',
  'Kommst du am Donnerstag zur Schulung?',
  'Auf jeden Fall 😊',
  'Kannst du mir die Nummer von Herrn Novak schicken?',
  'Steht im Kontakt, unter Arbeit.',
  'Der Notfalldienst am Wochenende ist jetzt vollständig besetzt.',
  'Perfekt 🎉',
];

const abouts = [
  'Hi there! I am using the team chat.',
  'Im Einsatz bis 16 Uhr.',
  'ÖGS-Dolmetscherin, Graz',
  'Schriftdolmetschung und Untertitel',
];

/**
 * A picture shared in a chat: one of six drawings served with the app (an inline SVG would be a
 * document of its own, which no image of the app shows).
 */
const samplePicture = (chat: number, shape: number) => `/images/chat/picture-${((chat + shape) % 6) + 1}.svg`;

const documents = [
  'Dienstplan-Dezember.pdf',
  'Einsatzbericht-Graz.docx',
  'Honorarnote-2026-11.pdf',
  'Glossar-Medizin.xlsx',
  'Protokoll-Teamsitzung.txt',
  'Anfahrt-Vermittlungsraum.pdf',
];
const links = [
  'https://www.oegsdv.at',
  'https://www.gehoerlosenbund.at',
  'https://www.sozialministerium.at',
  'https://www.wien.gv.at/gesundheit',
];

export interface ChatTables {
  contacts: ChatContactDetails[];
  chats: Omit<Chat, 'contact'>[];
}

/** 15 chats with contacts of the address book, each a conversation over the last days. */
export function createChats(count = 15): ChatTables {
  const faker = sampleFaker('chat');
  const contacts = faker.helpers.arrayElements(createContacts(), count).map((contact, index): ChatContactDetails => ({
    id: contact.id,
    name: contact.name,
    avatar: contact.avatar,
    about: faker.helpers.arrayElement(abouts),
    details: {
      emails: contact.emails,
      phoneNumbers: contact.phoneNumbers,
      title: contact.title ?? '',
      company: contact.company,
      birthday: contact.birthday,
      address: contact.address,
    },
    attachments: {
      media: Array.from({ length: faker.number.int({ min: 0, max: 6 }) }, (_, shape) => samplePicture(index, shape)),
      docs: faker.helpers.arrayElements(documents, { min: 0, max: 3 }),
      links: faker.helpers.arrayElements(links, { min: 0, max: 2 }),
    },
  }));
  const chats = contacts.map((contact, index) => {
    const chatId = faker.string.uuid();
    const length = faker.number.int({ min: 6, max: 16 });
    // The newest message is a little older in each chat down the list; the conversation spans days.
    let time = sampleToday.getTime() - index * 47 * 60_000 - 5 * 60_000;
    const messages: ChatMessage[] = [];
    for (let position = 0; position < length; position++) {
      messages.unshift({
        id: faker.string.uuid(),
        chatId,
        contactId: contact.id,
        value: lines[(index * 3 + length - position) % lines.length] ?? '',
        createdAt: new Date(time).toISOString(),
        isMine: faker.datatype.boolean(),
      });
      time -= faker.number.int({ min: 4, max: 11 * 60 }) * 60_000;
    }
    const last = messages[messages.length - 1];
    return {
      id: chatId,
      contactId: contact.id,
      unreadCount: index < 4 ? faker.number.int({ min: 1, max: 3 }) : 0,
      muted: index % 5 === 4,
      lastMessage: last?.value ?? '',
      lastMessageAt: last?.createdAt ?? sampleToday.toISOString(),
      messages,
    };
  });
  return { contacts, chats };
}
