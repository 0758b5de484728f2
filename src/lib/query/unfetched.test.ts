import { describe, expect, it, vi } from 'vitest';
import { isUnfetched, unfetched } from './unfetched';

const query = (state: { isError?: boolean; data?: unknown }) => ({
  isError: false,
  data: undefined,
  ...state,
  refetch: vi.fn(() => Promise.resolve()),
});

describe('unfetched', () => {
  it('is null while every list is there or still on its way', () => {
    expect(unfetched([query({ data: [] }), query({})])).toBeNull();
  });

  it('counts a list that failed after it had been fetched as there: its last answer is still shown', () => {
    expect(unfetched([query({ isError: true, data: ['kept'] })])).toBeNull();
  });

  it('asks again for the lists that failed, and only for them', () => {
    const failedTags = query({ isError: true });
    const fetchedMembers = query({ data: [] });
    const failedLabels = query({ isError: true });
    unfetched([failedTags, fetchedMembers, failedLabels])!.retry();
    expect(failedTags.refetch).toHaveBeenCalledOnce();
    expect(failedLabels.refetch).toHaveBeenCalledOnce();
    expect(fetchedMembers.refetch).not.toHaveBeenCalled();
  });

  it('calls a query unfetched only when it failed with nothing to show', () => {
    expect(isUnfetched(query({ isError: true }))).toBe(true);
    expect(isUnfetched(query({ isError: true, data: [] }))).toBe(false);
    expect(isUnfetched(query({}))).toBe(false);
  });
});
