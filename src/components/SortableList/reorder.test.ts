import { describe, expect, it } from 'vitest';
import { reorderKeys } from './reorder';

describe('reorderKeys', () => {
  const keys = ['a', 'b', 'c', 'd', 'e'];

  it('moves one key before or after another', () => {
    expect(reorderKeys(keys, new Set(['a']), 'c', 'after')).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(reorderKeys(keys, new Set(['e']), 'a', 'before')).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(reorderKeys(keys, new Set(['b']), 'e', 'after')).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('moves several keys together, in their own order, wherever they were', () => {
    expect(reorderKeys(keys, new Set(['d', 'a']), 'b', 'after')).toEqual(['b', 'a', 'd', 'c', 'e']);
  });

  it('changes nothing for a drop onto a moving key or an unknown one', () => {
    expect(reorderKeys(keys, new Set(['b', 'c']), 'c', 'before')).toEqual(keys);
    expect(reorderKeys(keys, new Set(['b']), 'x', 'before')).toEqual(keys);
  });
});
