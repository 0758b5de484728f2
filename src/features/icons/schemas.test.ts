import * as outline from '@heroicons/react/24/outline';
import * as solid from '@heroicons/react/24/solid';
import { describe, expect, it } from 'vitest';
import { heroiconComponentName, heroiconName } from './schemas';

describe("Heroicons' names", () => {
  it('reads the names its files have', () => {
    expect(['ArrowPathIcon', 'Cog6ToothIcon', 'Battery50Icon', 'Bars3BottomLeftIcon', 'H1Icon'].map(heroiconName)).toEqual([
      'arrow-path',
      'cog-6-tooth',
      'battery-50',
      'bars-3-bottom-left',
      'h1',
    ]);
  });

  it('finds every export again from its name', () => {
    for (const exportName of [...Object.keys(outline), ...Object.keys(solid)])
      expect(heroiconComponentName(heroiconName(exportName))).toBe(exportName);
  });
});
