import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withModule } from '@tribune/domain';
import { users } from '../src/db/schema.ts';
import { fanWithTokens, useChainApp } from './chain-fixtures.ts';
import { adminToken, expectError, fanToken } from './fixtures.ts';

/**
 * What the console's NFT screens read (docs/NFTS.md "Admin routes"), on a real embedded chain: the
 * admins' lists with their search and collection filter, and an NFT's holders with their copies and
 * frozen copies as the indexer counted them after a mint and a freeze.
 */
describe("the console's NFT lists", () => {
  const t = useChainApp({ admin: true });
  let admin: string;
  let fan: string;
  let lions: string;
  let eagles: string;
  let goldId: string;
  let holder: { id: number; address: string };

  const req = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, key?: string) =>
    t.req(method, url, token, payload, key ? { 'idempotency-key': key } : {});
  const list = async (url: string) => {
    const res = await req('GET', url, admin);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as { data: Array<{ id: string; attributes: Record<string, unknown> }> }, res };
  };
  const collection = async (slug: string, en: string, de: string, extra: Record<string, unknown> = {}) => {
    const res = await req('POST', '/v2/admin/nft_collections', admin, {
      nft_collection: { slug, name: { en, de }, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const nft = async (collectionId: string, en: string) => {
    const res = await req('POST', '/v2/admin/nfts', admin, {
      nft: { nft_collection_id: collectionId, name: { en }, amount: 10 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    const { config } = t.app.instance.snapshot();
    await t.app.instance.update({ moduleConfig: withModule(config, 'nfts', true) });
    admin = await adminToken(t.keys);
    expect((await req('GET', '/v2/user/show', admin)).statusCode).toBe(200);
    fan = await fanToken(t.keys, 'console-fan');
    expect((await req('GET', '/v2/user/show', fan)).statusCode).toBe(200);
    const made = await fanWithTokens(t.app, t.keys, 'console-holder', '0');
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.uid, 'uid-console-holder'));
    holder = { id: row!.id, address: made.address };

    lions = await collection('lions-2025', 'Lions of the north', 'Löwen des Nordens', {
      translated_slugs: { de: 'loewen-2025' },
    });
    eagles = await collection('eagles', 'Eagles', 'Adler');
    goldId = await nft(lions, 'Golden lion');
    await nft(lions, 'Silver lion');
    await nft(eagles, 'Golden eagle');
  }, 120_000);

  it('searches the collections in their names (any language) and slugs, paged with the list headers', async () => {
    const names = async (query: string) =>
      (await list(`/v2/admin/nft_collections?${query}`)).body.data.map((c) => c.id).sort();
    expect(await names('search=north')).toEqual([lions]);
    expect(await names('search=ADLER')).toEqual([eagles]);
    expect(await names('search=loewen')).toEqual([lions]);
    expect(await names('search=2025')).toEqual([lions]);
    expect(await names('search=zebra')).toEqual([]);
    // A LIKE wildcard is searched as a character.
    expect(await names('search=%25')).toEqual([]);
    const all = await list('/v2/admin/nft_collections?per_page=1&page=2');
    expect(all.body.data).toHaveLength(1);
    expect(all.res.headers['total-count']).toBe('2');
    const searched = await list('/v2/admin/nft_collections?search=e&per_page=1');
    expect(searched.res.headers['total-count']).toBe('2');
  });

  it("lists one collection's NFTs and searches their names or an id", async () => {
    const named = async (query: string) =>
      (await list(`/v2/admin/nfts?${query}`)).body.data.map((n) => (n.attributes.name as { en: string }).en).sort();
    expect(await named(`collection_id=${lions}`)).toEqual(['Golden lion', 'Silver lion']);
    expect(await named('search=golden')).toEqual(['Golden eagle', 'Golden lion']);
    expect(await named(`search=golden&collection_id=${eagles}`)).toEqual(['Golden eagle']);
    expect(await named(`search=${goldId}`)).toEqual(['Golden lion']);
    const paged = await list(`/v2/admin/nfts?collection_id=${lions}&per_page=1`);
    expect(paged.res.headers['total-count']).toBe('2');
    expectError(await req('GET', '/v2/admin/nfts?collection_id=abc', admin), 400);
  });

  it("lists an NFT's holders with their copies and frozen copies after a mint and a freeze", async () => {
    const holders = async (query = '') =>
      (await list(`/v2/admin/nfts/${goldId}/holders${query}`)).body.data.map((h) => h.attributes);
    expect(await holders()).toEqual([]);
    const minted = await req(
      'POST',
      `/v2/admin/nfts/${goldId}/mints`,
      admin,
      { mint: { user_id: String(holder.id), amount: 3 } },
      'console-mint-1',
    );
    expect(minted.statusCode, minted.body).toBe(201);
    await expect.poll(async () => (await holders())[0]?.balance).toBe(3);
    const frozen = await req(
      'POST',
      `/v2/admin/nfts/${goldId}/freezes`,
      admin,
      { freeze: { user_id: String(holder.id), amount: 2 } },
      'console-freeze-1',
    );
    expect(frozen.statusCode, frozen.body).toBe(201);
    await expect.poll(async () => (await holders())[0]?.frozen).toBe(2);
    expect(await holders()).toEqual([
      {
        address: holder.address,
        balance: 3,
        frozen: 2,
        user: { id: String(holder.id), display_name: 'console-holder', slug: 'console-holder' },
      },
    ]);
    expect(await holders('?search=holder')).toHaveLength(1);
    expect(await holders(`?search=${holder.address.slice(2, 10).toLowerCase()}`)).toHaveLength(1);
    expect(await holders('?search=nobody')).toEqual([]);
    expectError(await req('GET', '/v2/admin/nfts/999999/holders', admin), 404, 'NOT_FOUND');
  });

  it('keeps every list to the console area nfts: a fan gets 403, a guest 401', async () => {
    for (const url of [
      '/v2/admin/nft_collections?search=x',
      '/v2/admin/nfts?search=x',
      `/v2/admin/nfts/${goldId}/holders`,
    ]) {
      expectError(await req('GET', url, fan), 403, 'FORBIDDEN');
      expectError(await req('GET', url), 401);
    }
  });
});
