import type { Chat, ChatContact, ChatMessage } from '@/features/quick-chat';
import { createContacts } from './contacts';
import { sampleFaker, sampleToday } from './faker';

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

const abouts = ['Hi there! I am using the team chat.', 'Im Einsatz bis 16 Uhr.', 'ÖGS-Dolmetscherin, Graz', 'Schriftdolmetschung und Untertitel'];

export interface ChatTables {
  contacts: (ChatContact & { about: string })[];
  chats: Omit<Chat, 'contact'>[];
}

/** 15 chats with contacts of the address book, each a conversation over the last days. */
export function createChats(count = 15): ChatTables {
  const faker = sampleFaker('chat');
  const contacts = faker.helpers
    .arrayElements(createContacts(), count)
    .map((contact) => ({ id: contact.id, name: contact.name, avatar: contact.avatar, about: faker.helpers.arrayElement(abouts) }));
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

/** The user's own chat profile (template-apps.md point 3, Chat profile). */
export const chatProfile = {
  id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
  name: 'Anna Gruber',
  email: 'anna.gruber@callcenter.example',
  about: 'Leitung der Vermittlung',
};
