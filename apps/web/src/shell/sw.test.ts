import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { warmServiceWorker } from './sw.ts';

describe('warmServiceWorker', () => {
  it('fetches again the queries under the prefixes that hold data, never a disabled or failed one', async () => {
    const client = new QueryClient();
    const loaded = vi.fn(async () => 'page');
    const disabled = vi.fn(async () => 'never');
    const failed = vi.fn(async () => {
      throw new Error('404');
    });
    const other = vi.fn(async () => 'other');
    await client.fetchQuery({ queryKey: ['static_pages', 'privacy', 'en'], queryFn: loaded });
    // What a disabled useQuery leaves in the cache: a pending query with its function, never run.
    client.getQueryCache().build(client, { queryKey: ['static_pages', '', 'en'], queryFn: disabled });
    await client
      .fetchQuery({ queryKey: ['static_pages', 'gone', 'en'], queryFn: failed, retry: false })
      .catch(() => null);
    await client.fetchQuery({ queryKey: ['menu', 'en'], queryFn: other });
    loaded.mockClear();
    failed.mockClear();
    other.mockClear();

    warmServiceWorker(client, [['static_pages']]);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(disabled).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    // Under a throwaway key: the data on screen stays the same object.
    expect(client.getQueryData(['static_pages', 'privacy', 'en'])).toBe('page');
  });
});
