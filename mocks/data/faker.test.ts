import { base, de_AT, en, Faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { sampleFaker } from './faker';
import { sampleToday } from './sample-today';

describe('sample faker', () => {
  it('makes the same data for the same area every time', () => {
    const first = sampleFaker('contacts');
    const second = sampleFaker('contacts');
    expect([first.person.fullName(), first.string.uuid()]).toEqual([second.person.fullName(), second.string.uuid()]);
  });

  it('gives each area its own sequence', () => {
    expect(sampleFaker('contacts').string.uuid()).not.toBe(sampleFaker('tasks').string.uuid());
  });

  it('dates relative to the fixed sample day', () => {
    const recent = sampleFaker('messages').date.recent({ days: 3 });
    expect(recent.getTime()).toBeLessThanOrEqual(sampleToday.getTime());
    expect(recent.getTime()).toBeGreaterThan(sampleToday.getTime() - 3 * 86_400_000 - 1);
  });

  it('makes the same data with the parts of English it carries as with all of it', () => {
    // Every locale-dependent call the sample data makes, many times over.
    const draw = (faker: Faker) =>
      Array.from({ length: 200 }, () => [
        faker.person.fullName(),
        faker.person.firstName(),
        faker.person.lastName(),
        faker.internet.email(),
        faker.location.streetAddress(),
        faker.location.city(),
        faker.location.zipCode(),
        faker.company.name(),
        faker.lorem.sentence(),
        faker.lorem.sentences(2),
        faker.word.adjective(),
        faker.date.birthdate().toISOString(),
      ]);
    const full = new Faker({ locale: [de_AT, en, base] });
    full.seed(7);
    full.setDefaultRefDate(sampleToday);
    const carried = sampleFaker('any');
    carried.seed(7);
    expect(draw(carried)).toEqual(draw(full));
  });
});
