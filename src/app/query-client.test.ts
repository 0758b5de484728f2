import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createReachability } from '@/lib/http';
import { refetchFailedWhenServerIsBack } from './query-client';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reachability = createReachability();
  const failing = vi.fn(async () => {
    throw new Error('no answer');
  });
  const working = vi.fn(async () => 'profile');
  const watch = (key: string, queryFn: () => Promise<unknown>) =>
    new QueryObserver(queryClient, { queryKey: [key], queryFn, staleTime: Infinity }).subscribe(() => {});
  return { queryClient, reachability, failing, working, watch };
}

describe('refetchFailedWhenServerIsBack', () => {
  it('asks the failed queries on screen again once the server answers again, and only those', async () => {
    const { queryClient, reachability, failing, working, watch } = setup();
    watch('failing', failing);
    watch('working', working);
    await vi.waitFor(() => expect(queryClient.getQueryState(['failing'])?.status).toBe('error'));
    await vi.waitFor(() => expect(queryClient.getQueryState(['working'])?.status).toBe('success'));
    const stop = refetchFailedWhenServerIsBack(queryClient, reachability);
    reachability.unreachable(Date.now());
    expect(failing).toHaveBeenCalledTimes(1);
    reachability.answered();
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    expect(working).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing while the server was never away, nor after it has stopped listening', async () => {
    const { queryClient, reachability, failing, watch } = setup();
    watch('failing', failing);
    await vi.waitFor(() => expect(queryClient.getQueryState(['failing'])?.status).toBe('error'));
    const stop = refetchFailedWhenServerIsBack(queryClient, reachability);
    reachability.answered();
    stop();
    reachability.unreachable(Date.now());
    reachability.answered();
    // A refetch would be under way at once.
    expect(queryClient.isFetching()).toBe(0);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
