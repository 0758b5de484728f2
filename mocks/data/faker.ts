import { Faker } from '@faker-js/faker';
import { base, english, german } from 'virtual:sample-faker-locales';
import { sampleToday } from './sample-today';

function seedOf(area: string): number {
  let hash = 2166136261;
  for (const char of area) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * A faker for one area of sample data, seeded by the area's name: the same area always yields the
 * same data, and adding a new area never shifts another's.
 */
export function sampleFaker(area: string): Faker {
  const faker = new Faker({ locale: [german, english, base] });
  faker.seed(seedOf(area));
  faker.setDefaultRefDate(sampleToday);
  return faker;
}
