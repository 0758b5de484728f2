import type { Contact, ContactTag } from '@/features/contacts';
import { byName } from './by-name';
import { sampleFaker } from './faker';

export const contactTags: readonly ContactTag[] = [
  { id: 'c31e9e5d-e0cb-4574-a13f-8a6ee5ff8309', title: 'Work' },
  { id: 'a8991c76-2fda-4bbd-a718-df13d6478847', title: 'Friend' },
  { id: '56ddbd47-4078-4ddd-8448-73c5e88d5f59', title: 'Family' },
  { id: '2026ce08-d08f-4b4f-9506-b10cdb5b104f', title: 'High School' },
  { id: '65930b5a-5d2a-4303-b11f-865d69e6fdb5', title: 'College' },
  { id: '3eaab175-ec0d-4db7-bc3b-efc633c769be', title: 'Baseball Team' },
  { id: 'cbde2486-5033-4e09-838e-e901b108cd41', title: 'Band' },
];

/** Job titles of the switching centre's world, with the template's own samples among them. */
const titles = [
  'captioner',
  'translator',
  'Pastry Baker',
  'Gebärdensprachdolmetscherin',
  'Gebärdensprachdolmetscher',
  'Kommunikationsassistenz',
  'Vermittlung',
  'Schriftdolmetscherin',
];

/** Roughly 90 sample contacts (template-apps.md point 3), the same every time, sorted by name. */
export const contactCount = 90;

export function createContacts(count = contactCount): Contact[] {
  const faker = sampleFaker('contacts');
  const contacts = Array.from({ length: count }, (): Contact => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const company = faker.company.name();
    return {
      id: faker.string.uuid(),
      avatar: null,
      background: null,
      name: `${firstName} ${lastName}`,
      emails: [
        { email: faker.internet.email({ firstName, lastName, provider: 'example.at' }).toLowerCase(), label: 'Personal' },
        ...(faker.datatype.boolean()
          ? [{ email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(), label: 'Work' as const }]
          : []),
      ],
      phoneNumbers: [
        { country: 'at', phoneNumber: faker.string.numeric(10), label: faker.helpers.arrayElement(['Mobile', 'Work', 'Home'] as const) },
      ],
      title: faker.helpers.arrayElement(titles),
      company,
      birthday: faker.date.birthdate({ min: 20, max: 70, mode: 'age' }).toISOString(),
      address: `${faker.location.streetAddress()}, ${faker.location.zipCode('####')} ${faker.location.city()}`,
      notes: `<p>${faker.lorem.sentence()}</p>`,
      tags: faker.helpers.arrayElements(
        contactTags.map((tag) => tag.id),
        { min: 0, max: 2 },
      ),
    };
  });
  return contacts.sort(byName);
}
