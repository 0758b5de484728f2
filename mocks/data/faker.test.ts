import { describe, expect, it } from 'vitest';
import { sampleFaker, sampleToday } from './faker';

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
});
