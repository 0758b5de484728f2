import { describe, expect, it } from 'vitest';
import prebuiltChats from 'virtual:sample-data/chat';
import prebuiltContacts from 'virtual:sample-data/contacts';
import prebuiltInventory from 'virtual:sample-data/inventory';
import prebuiltNotes from 'virtual:sample-data/notes';
import prebuiltScrumboard from 'virtual:sample-data/scrumboard';
import prebuiltTasks from 'virtual:sample-data/tasks';
import { prebuiltSamples } from './prebuilt';

const written = {
  chat: prebuiltChats,
  contacts: prebuiltContacts,
  tasks: prebuiltTasks,
  notes: prebuiltNotes,
  scrumboard: prebuiltScrumboard,
  inventory: prebuiltInventory,
};

// JSON drops undefined fields and turns dates into strings: a sample that relied on either would differ here.
describe('samples written at build time are the samples their generators make, value for value', () => {
  it('the team chat', () => {
    expect(prebuiltChats).toStrictEqual(prebuiltSamples.chat());
    expect(prebuiltChats.chats).toHaveLength(15);
  });

  it('the address book', () => {
    expect(prebuiltContacts).toStrictEqual(prebuiltSamples.contacts());
    expect(prebuiltContacts).toHaveLength(90);
  });

  it('the tasks and their members', () => {
    expect(prebuiltTasks).toStrictEqual(prebuiltSamples.tasks());
    expect(prebuiltTasks.tasks.length).toBeGreaterThan(0);
    expect(prebuiltTasks.members.length).toBeGreaterThan(0);
  });

  it('the notes', () => {
    expect(prebuiltNotes).toStrictEqual(prebuiltSamples.notes());
    expect(prebuiltNotes.length).toBeGreaterThan(0);
  });

  it('the scrumboard', () => {
    expect(prebuiltScrumboard).toStrictEqual(prebuiltSamples.scrumboard());
    expect(prebuiltScrumboard.cards.length).toBeGreaterThan(0);
  });

  it('the inventory', () => {
    expect(prebuiltInventory).toStrictEqual(prebuiltSamples.inventory());
    expect(prebuiltInventory).toHaveLength(25);
  });

  it('whichever zone they are made in: the build machine’s is not the browser’s', () => {
    const zone = process.env.TZ;
    try {
      for (const elsewhere of ['America/Los_Angeles', 'Asia/Riyadh', 'Pacific/Kiritimati']) {
        process.env.TZ = elsewhere;
        expect(new Date(2026, 2, 16).getTimezoneOffset(), elsewhere).not.toBe(-60);
        for (const [name, generate] of Object.entries(prebuiltSamples))
          expect(generate(), `${name} in ${elsewhere}`).toStrictEqual(written[name as keyof typeof written]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
