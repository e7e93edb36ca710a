import { describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, PAGE_DATA_ELEMENT_ID } from '@tribune/domain';
import { seedBootData, seedPageData, SERVER_DATA_FRESH_MS } from './boot-data.ts';
import { indexIncluded } from './included.ts';
import { shellKeys } from './shell-queries.ts';

// The build's id, which Vite defines (shell-queries.ts reads it at import).
vi.hoisted(() => {
  (globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test';
});

/** A document holding the given elements by id (only what the seeding reads). */
function fakeDocument(elements: Record<string, string>): Document {
  const present = new Map(Object.entries(elements));
  return {
    getElementById: (id: string) =>
      present.has(id) ? { textContent: present.get(id) ?? '', remove: () => present.delete(id) } : null,
  } as unknown as Document;
}

const medium = { id: 'm1', type: 'content_medium', attributes: { url: '/media/m1.webp' } };

describe('seedPageData', () => {
  it('puts the server-rendered queries into the cache, included lookups rebuilt, and reports it', () => {
    const server = new QueryClient();
    server.setQueryData(['votings', 'list', 'en', 'guest'], {
      votings: [{ id: 'v1' }],
      included: indexIncluded([medium]),
    });
    const json = JSON.stringify(dehydrate(server));

    const client = new QueryClient();
    const doc = fakeDocument({ [PAGE_DATA_ELEMENT_ID]: json });
    expect(seedPageData(client, doc)).toBe(true);
    const data = client.getQueryData<{ votings: unknown[]; included: ReturnType<typeof indexIncluded> }>([
      'votings',
      'list',
      'en',
      'guest',
    ]);
    expect(data?.votings).toEqual([{ id: 'v1' }]);
    expect(data?.included.medium('m1')).toEqual(medium);
    expect(data?.included.medium('missing')).toBeUndefined();
    // Read once: the element is gone.
    expect(doc.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('keeps server data from refetching on mount for a while, but not invalidated or other queries', () => {
    const server = new QueryClient();
    server.setQueryData(['events', 'list'], { events: [] });
    const client = new QueryClient();
    const now = Date.now();
    seedPageData(client, fakeDocument({ [PAGE_DATA_ELEMENT_ID]: JSON.stringify(dehydrate(server)) }), now);
    const refetchOnMount = client.getDefaultOptions().queries?.refetchOnMount as (q: unknown) => boolean;
    const fromServer = client.getQueryCache().find({ queryKey: ['events', 'list'] })!;
    expect(refetchOnMount(fromServer)).toBe(false);
    client.setQueryData(['other'], 1);
    expect(refetchOnMount(client.getQueryCache().find({ queryKey: ['other'] }))).toBe(true);
    void client.invalidateQueries({ queryKey: ['events', 'list'], refetchType: 'none' });
    expect(refetchOnMount(fromServer)).toBe(true);
    expect(SERVER_DATA_FRESH_MS).toBeGreaterThan(0);
  });

  it('changes nothing without the element or with damaged JSON (then the app fetches)', () => {
    const client = new QueryClient();
    expect(seedPageData(client, fakeDocument({}))).toBe(false);
    expect(seedPageData(client, fakeDocument({ [PAGE_DATA_ELEMENT_ID]: '{not json' }))).toBe(false);
    expect(seedPageData(client, fakeDocument({ [PAGE_DATA_ELEMENT_ID]: '{"queries":3}' }))).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(client.getDefaultOptions().queries?.refetchOnMount).toBeUndefined();
  });
});

describe('seedBootData', () => {
  it('fills the shell queries from the boot element', () => {
    const client = new QueryClient();
    const boot = { module_config: { a: 1 }, routes: { r: 1 }, icons: { i: 1 }, translations: { de: { k: 'v' } } };
    seedBootData(client, fakeDocument({ [BOOT_DATA_ELEMENT_ID]: JSON.stringify(boot) }));
    expect(client.getQueryData(shellKeys.moduleConfig())).toEqual({ a: 1 });
    expect(client.getQueryData(shellKeys.translations('de'))).toEqual({ k: 'v' });
  });
});

describe('seedBootData without its element', () => {
  it('answers false and changes nothing', () => {
    const client = new QueryClient();
    expect(seedBootData(client, fakeDocument({}))).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
