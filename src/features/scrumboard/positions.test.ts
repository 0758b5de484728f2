import { describe, expect, it } from 'vitest';
import { positionBetween, positionStep, renumbered } from './schemas';

describe('scrumboard positions', () => {
  it('steps by 65536: the first entry, and one after the last', () => {
    expect(positionStep).toBe(65536);
    expect(positionBetween(undefined, undefined)).toBe(65536);
    expect(positionBetween(131072, undefined)).toBe(196608);
  });

  it('takes the midpoint between two neighbours, and half the first at the start', () => {
    expect(positionBetween(65536, 131072)).toBe(98304);
    expect(positionBetween(undefined, 65536)).toBe(32768);
  });

  it('answers null once the gap runs out, and renumbering makes room again', () => {
    expect(positionBetween(100, 101)).toBeNull();
    expect(positionBetween(undefined, 1)).toBeNull();
    const again = renumbered([{ position: 100 }, { position: 101 }, { position: 102 }]);
    expect(again.map((entry) => entry.position)).toEqual([65536, 131072, 196608]);
    expect(positionBetween(again[0]!.position, again[1]!.position)).toBe(98304);
  });

  it('keeps finding room for 16 moves into the same gap before it runs out', () => {
    let low = 65536;
    const high = 131072;
    for (let move = 0; move < 15; move += 1) low = positionBetween(low, high)!;
    expect(positionBetween(low, high)).not.toBeNull();
    expect(positionBetween(high - 1, high)).toBeNull();
  });
});
