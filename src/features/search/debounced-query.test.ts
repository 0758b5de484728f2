import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedQuery, searchDebounceMs } from './debounced-query';

describe('search debounce and minimum length', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('searches 300 ms after the last keystroke, once', () => {
    const onQuery = vi.fn();
    const query = createDebouncedQuery(onQuery);
    query.input('ma');
    vi.advanceTimersByTime(200);
    query.input('mar');
    vi.advanceTimersByTime(searchDebounceMs - 1);
    expect(onQuery).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onQuery).toHaveBeenCalledExactlyOnceWith('mar');
  });

  it('clears at once below 2 characters, and drops a search still waiting', () => {
    const onQuery = vi.fn();
    const query = createDebouncedQuery(onQuery);
    query.input('ma');
    query.input('m');
    expect(onQuery).toHaveBeenCalledExactlyOnceWith(null);
    vi.advanceTimersByTime(1000);
    expect(onQuery).toHaveBeenCalledTimes(1);
  });

  it('counts characters without the spaces around them', () => {
    const onQuery = vi.fn();
    createDebouncedQuery(onQuery).input('  a  ');
    vi.advanceTimersByTime(1000);
    expect(onQuery).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('can be cancelled, e.g. when the bar closes', () => {
    const onQuery = vi.fn();
    const query = createDebouncedQuery(onQuery);
    query.input('anna');
    query.cancel();
    vi.advanceTimersByTime(1000);
    expect(onQuery).not.toHaveBeenCalled();
  });
});
