import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashCaller, startCrashServer, type CrashServer } from './crash-server.ts';
import { createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/**
 * Trades under SIGKILL (docs/NFTS.md "Trading"): a whole server (value-crash-child.ts: PGlite on
 * disk, the embedded chain; the demo instance has trading on) is killed while fans race to fulfil
 * trade requests, several at once. After each restart every trade record ends within a minute,
 * every request is fulfilled by exactly one completed swap or open again (or withdrawn), a retry
 * of each trade with its Idempotency-Key moves nothing twice, and every fan's copies are what the
 * completed trades say.
 */
const RUNS = 4;
const FANS = 4;
const ADMIN_EMAIL = 'trade-crash-boss@example.test';
const TOKEN_LIFE = { expiresIn: 3 * 3600 };

type Server = CrashServer;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('trades under kill -9', () => {
  let dir: string;
  let keys: TestKeys;
  let server: Server | undefined;
  let admin: string;
  let collectionId: string;
  const fans: Array<{ token: string; id: string; slug: string }> = [];
  /** Copies minted to each fan per NFT id. */
  const minted = new Map<string, number>();

  const start = (): Promise<Server> => startCrashServer({ dir, keys, adminEmail: ADMIN_EMAIL });
  const call = crashCaller(() => server!.base);
  const ok = async (method: string, url: string, token: string, body?: unknown, key?: string) => {
    const res = await call(method, url, token, body, key);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const mint = async (nftId: string, fan: number, amount: number) => {
    await ok(
      'POST',
      `/v2/admin/nfts/${nftId}/mints`,
      admin,
      { mint: { user_id: fans[fan]!.id, amount } },
      `m-${nftId}-${fan}`,
    );
    minted.set(`${fan}|${nftId}`, (minted.get(`${fan}|${nftId}`) ?? 0) + amount);
  };
  /** Each fan's indexed copies per NFT (their NFTs list). */
  const copies = async (fan: number): Promise<Map<string, number>> => {
    const body = await ok('GET', '/v2/nfts?by_current_user=true&per_page=100', fans[fan]!.token);
    return new Map(
      (body.data as Array<{ id: string; attributes: { user_amount: number } }>).map((n) => [
        n.id,
        n.attributes.user_amount,
      ]),
    );
  };
  const tradeRecords = async (fan: number) =>
    (
      (await ok('GET', '/v2/transactions?per_page=100', fans[fan]!.token)).data as Array<{
        attributes: { event_name: string; tx_status: string };
      }>
    ).filter((r) => r.attributes.event_name === 'NftTraded');

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-trade-crash-'));
    keys = await createTestKeys();
    server = await start();
    admin = await tokenFor(
      keys,
      { sub: 'uid-trade-crash-boss', email: ADMIN_EMAIL, slug: 'trade-crash-boss' },
      TOKEN_LIFE,
    );
    expect((await call('GET', '/v2/user/show', admin)).status).toBe(200);
    for (let i = 0; i < FANS; i++) {
      const slug = `trade-crash-${i}`;
      const token = await tokenFor(keys, { sub: `uid-${slug}`, slug, name: slug }, TOKEN_LIFE);
      const wallet = await ok('POST', '/v2/user/hot_wallet', token);
      const me = await ok('GET', '/v2/user/show', token);
      expect(wallet.data.attributes.wallet_address).toMatch(/^0x/);
      fans.push({ token, id: me.data.id as string, slug });
    }
    const collection = await ok('POST', '/v2/admin/nft_collections', admin, {
      nft_collection: { slug: 'trade-crash', name: { en: 'Trade crash' } },
    });
    collectionId = collection.data.id as string;
  }, 240_000);

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'ends every trade after each kill: one swap per fulfilled request, retries move nothing twice, copies as the trades say',
    async () => {
      const requests: Array<{ id: string; owner: number; offered: string; wanted: string }> = [];
      const attempts: Array<{ fan: number; request: string; key: string }> = [];
      for (let run = 0; run < RUNS; run++) {
        // Fan 0 and fan 3 each offer a fresh NFT for the one fans 1 and 2 hold a copy of.
        const nft = async (name: string) =>
          (
            await ok('POST', '/v2/admin/nfts', admin, {
              nft: { nft_collection_id: collectionId, name: { en: name }, amount: 10 },
            })
          ).data.id as string;
        const [a, c, b] = [await nft(`A${run}`), await nft(`C${run}`), await nft(`B${run}`)];
        await mint(a, 0, 1);
        await mint(c, 3, 1);
        await mint(b, 1, 1);
        await mint(b, 2, 1);
        // The copies reach the index before the requests are made.
        for (let poll = 0; (await copies(0)).get(a) !== 1 || (await copies(3)).get(c) !== 1; poll++) {
          expect(poll).toBeLessThan(60);
          await sleep(500);
        }
        const made: Array<{ id: string; owner: number; offered: string; wanted: string }> = [];
        for (const [owner, offered] of [
          [0, a],
          [3, c],
        ] as const) {
          const res = await ok('POST', '/v2/nft_trade_requests', fans[owner]!.token, {
            nft_trade_request: { offered: [{ nft_id: offered }], wanted: [{ nft_id: b }] },
          });
          made.push({ id: res.data.id as string, owner, offered, wanted: b });
        }
        requests.push(...made);
        for (let poll = 0; ; poll++) {
          const ready = await Promise.all([1, 2].map(async (f) => (await copies(f)).get(b) === 1));
          if (ready.every(Boolean)) break;
          expect(poll).toBeLessThan(60);
          await sleep(500);
        }
        // Fans 1 and 2 race for both requests; each has one copy to give.
        const fired = [1, 2].flatMap((fan) =>
          made.map((r) => ({ fan, request: r.id, key: `run-${run}-fan-${fan}-req-${r.id}` })),
        );
        attempts.push(...fired);
        const inFlight = fired.map((f) =>
          call('POST', `/v2/nft_trade_requests/${f.request}/trade`, fans[f.fan]!.token, undefined, f.key).catch(
            () => undefined,
          ),
        );
        await sleep(100 + ((run * 389) % 1400));
        server!.child.kill('SIGKILL');
        await server!.exited;
        await Promise.all(inFlight);
        server = await start();

        // Within a minute nothing is pending.
        const deadline = Date.now() + 60_000;
        for (;;) {
          const pending = (await Promise.all([1, 2].map(tradeRecords)))
            .flat()
            .filter((r) => r.attributes.tx_status === 'pending');
          if (pending.length === 0) break;
          expect(Date.now(), 'trade records still pending').toBeLessThan(deadline);
          await sleep(1000);
        }
      }

      // Every trade again with its key: never a 500, and no request is fulfilled twice.
      for (const a of attempts) {
        const res = await call(
          'POST',
          `/v2/nft_trade_requests/${a.request}/trade`,
          fans[a.fan]!.token,
          undefined,
          a.key,
        );
        expect(res.status, `${a.key}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }
      for (;;) {
        const pending = (await Promise.all([1, 2].map(tradeRecords)))
          .flat()
          .filter((r) => r.attributes.tx_status === 'pending');
        if (pending.length === 0) break;
        await sleep(1000);
      }

      // Each request: fulfilled by one fan with one completed swap, or not fulfilled at all.
      const expected = new Map(minted);
      const add = (fan: number, nft: string, n: number) =>
        expected.set(`${fan}|${nft}`, (expected.get(`${fan}|${nft}`) ?? 0) + n);
      let fulfilled = 0;
      for (const r of requests) {
        const doc = await ok('GET', `/v2/nft_trade_requests/${r.id}`, fans[r.owner]!.token);
        const status = doc.data.attributes.status as string;
        expect(['open', 'fulfilled', 'withdrawn']).toContain(status);
        if (status !== 'fulfilled') continue;
        fulfilled++;
        const by = fans.findIndex((f) => f.id === doc.data.relationships.fulfilled_by.data.id);
        expect(by === 1 || by === 2).toBe(true);
        add(r.owner, r.offered, -1);
        add(by, r.offered, 1);
        add(by, r.wanted, -1);
        add(r.owner, r.wanted, 1);
      }
      const completed = (await Promise.all([1, 2].map(tradeRecords)))
        .flat()
        .filter((r) => r.attributes.tx_status === 'complete');
      expect(completed.length).toBe(fulfilled);
      expect(fulfilled).toBeGreaterThan(0);

      // The copies (as the indexer counted them from the chain) are what the trades say.
      for (let poll = 0; ; poll++) {
        const actual = new Map<string, number>();
        for (let f = 0; f < FANS; f++) for (const [nft, n] of await copies(f)) actual.set(`${f}|${nft}`, n);
        const wrong = [...expected].filter(([k, n]) => (actual.get(k) ?? 0) !== n);
        if (wrong.length === 0) break;
        expect(poll, `copies differ: ${JSON.stringify(wrong)} actual ${JSON.stringify([...actual])}`).toBeLessThan(30);
        await sleep(1000);
      }
      console.info(`trade-crash: ${RUNS} kills, ${attempts.length} trade attempts, ${fulfilled} trades completed`);
    },
    RUNS * 180_000,
  );
});
