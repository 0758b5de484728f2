import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './contact-groups';
import { newContact, type Contact } from './schemas';

const named = (name: string, index: number): Contact => ({ ...newContact(`c${index}`), name });
const contacts = (...names: string[]) => names.map(named);
const shape = (groups: ReturnType<typeof groupByInitial>) =>
  groups.map((group) => [group.letter, group.contacts.map((contact) => contact.name)]);

describe('contacts by first letter', () => {
  it('sorts German names by German collation and files umlauts under their letter', () => {
    const groups = groupByInitial(contacts('Zoe Berger', 'Öner Kaya', 'anna Gruber', 'Ärzte Ohne', 'Otto Huber', 'Bent Schäffel'), 'de-AT');
    expect(shape(groups)).toEqual([
      ['A', ['anna Gruber', 'Ärzte Ohne']],
      ['B', ['Bent Schäffel']],
      ['O', ['Öner Kaya', 'Otto Huber']],
      ['Z', ['Zoe Berger']],
    ]);
  });

  it('sorts Arabic names by Arabic collation, under Arabic letters', () => {
    const groups = groupByInitial(contacts('يوسف', 'أحمد', 'بشرى', 'ابتسام'), 'ar-SA');
    expect(groups.map((group) => group.letter)).toEqual(['ا', 'ب', 'ي']);
    expect(groups[0]?.contacts.map((contact) => contact.name)).toEqual(['ابتسام', 'أحمد']);
  });

  it("files names that do not start with a letter under '#', last", () => {
    expect(shape(groupByInitial(contacts('1&1 Support', 'Anna', '  ', '+43 Hotline'), 'en-US'))).toEqual([
      ['A', ['Anna']],
      ['#', ['  ', '+43 Hotline', '1&1 Support']],
    ]);
    expect(initialOf('élodie', 'en-US')).toBe('E');
  });
});
