import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUnits } from '@tribune/contracts';
import { adminQuery } from './helpers.ts';
import { crashCaller, startCrashServer, type CrashServer } from './crash-server.ts';
import { createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/**
 * Write-ahead value moves under SIGKILL (docs/CHAIN.md "Write-ahead value moves"): a whole server
 * (value-crash-child.ts: PGlite on disk or PostgreSQL, the embedded chain with its journal) is
 * killed ten times under a load of sends, boosts and token votes. After each restart every record
 * must end (complete or failed) within a minute, a retry of each request with its Idempotency-Key
 * must answer the same record in the same state, and the balances on the chain must be what the
 * completed records say, to the last base unit.
 */
const RUNS = 10;
const FANS = 4;
const MINTED = toUnits('1000');
const ADMIN_EMAIL = 'crash-boss@example.test';
const TOKEN_LIFE = { expiresIn: 3 * 3600 };

type Server = CrashServer;

/** A value-moving request of the load, to retry with the same key after the restart. */
interface Move {
  fan: number;
  kind: 'send' | 'boost' | 'vote';
  key: string;
  url: string;
  body: unknown;
}

interface RecordDoc {
  id: string;
  attributes: { tx_status: string; amount: string; event_name: string; to: string | null; from: string | null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('value moves under kill -9', () => {
  let dir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let keys: TestKeys;
  let server: Server | undefined;
  const fans: Array<{ token: string; address: string; slug: string }> = [];
  let admin: string;
  let contentId: string;
  let votingId: string;
  let optionId: string;
  let treasuryBefore: bigint;

  const start = (): Promise<Server> => startCrashServer({ dir, keys, adminEmail: ADMIN_EMAIL, databaseUrl });
  const call = crashCaller(() => server!.base);

  /** Every record of the fan's, all pages. */
  const recordsOf = async (token: string): Promise<RecordDoc[]> => {
    const all: RecordDoc[] = [];
    for (let before: string | undefined; ;) {
      const res = await call('GET', `/v2/transactions?per_page=100${before ? `&before_id=${before}` : ''}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body.data as RecordDoc[];
      all.push(...page);
      if (page.length < 100) return all;
      before = page.at(-1)!.id;
    }
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-value-crash-'));
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const name = `tribune_crash_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    keys = await createTestKeys();
    server = await start();
    // Tokens for the whole test: its ten restarts take longer than an access token's 600 s on a busy machine.
    admin = await tokenFor(keys, { sub: 'uid-crash-boss', email: ADMIN_EMAIL, slug: 'crash-boss' }, TOKEN_LIFE);
    expect((await call('GET', '/v2/user/show', admin)).status).toBe(200);
    for (let i = 0; i < FANS; i++) {
      const slug = `crash-fan-${i}`;
      const token = await tokenFor(keys, { sub: `uid-${slug}`, slug, name: slug }, TOKEN_LIFE);
      const wallet = await call('POST', '/v2/user/hot_wallet', token);
      expect(wallet.status, JSON.stringify(wallet.body)).toBeLessThan(300);
      const address = wallet.body.data.attributes.wallet_address as string;
      const mint = await call(
        'POST',
        '/v2/admin/chain/mints',
        admin,
        { mint: { address, amount: MINTED.toString() } },
        `mint-${slug}`,
      );
      expect(mint.status, JSON.stringify(mint.body)).toBe(201);
      fans.push({ token, address, slug });
    }
    const content = await call('POST', '/v2/admin/contents', admin, {
      content: { slug: 'crash-article', content_type: 'article', title: { en: 'Crash' } },
    });
    expect(content.status, JSON.stringify(content.body)).toBe(201);
    contentId = content.body.data.id as string;
    expect((await call('POST', `/v2/admin/contents/${contentId}/publish`, admin)).status).toBe(200);
    const now = Date.now();
    const voting = await call('POST', '/v2/admin/votings', admin, {
      voting: {
        slug: 'crash-vote',
        voting_type: 'tokenbased_variable',
        title: { en: 'Crash vote' },
        ends_at: new Date(now + 7 * 86_400_000).toISOString(),
        deposit_share: 50,
        unlocks_tokens_at: new Date(now + 6 * 86_400_000).toISOString(),
        options: [{ value: { en: 'Red' } }, { value: { en: 'Blue' } }],
      },
    });
    expect(voting.status, JSON.stringify(voting.body)).toBe(201);
    votingId = voting.body.data.id as string;
    optionId = (voting.body.data.attributes.options as Array<{ id: string }>)[0]!.id;
    expect((await call('POST', `/v2/admin/votings/${votingId}/publish`, admin)).status).toBe(200);
    const treasury = await call('GET', '/v2/admin/chain/treasury', admin);
    treasuryBefore = BigInt(treasury.body.data.attributes.treasury_balance as string);
  }, 240_000);

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  /** The load of one run: each fan sends, boosts and votes, several at once, each under a key of its own. */
  const loadOf = (run: number): Move[] => {
    const moves: Move[] = [];
    for (let i = 0; i < 12; i++) {
      const fan = i % FANS;
      const key = `run-${run}-move-${i}`;
      const amount = toUnits(String(1 + ((run * 7 + i) % 5))).toString();
      const kind = (['send', 'boost', 'vote'] as const)[i % 3]!;
      if (kind === 'send') {
        const to = fans[(fan + 1 + (i % (FANS - 1))) % FANS]!.slug;
        moves.push({ fan, kind, key, url: '/v2/transactions', body: { transaction: { amount, to_user_slug: to } } });
      } else if (kind === 'boost') {
        moves.push({
          fan,
          kind,
          key,
          url: '/v2/boosts',
          body: { boost: { boostable_type: 'content', boostable_id: contentId, amount } },
        });
      } else {
        moves.push({
          fan,
          kind,
          key,
          url: `/v2/votings/${votingId}/vote`,
          body: { option_values: [{ option_id: optionId, amount }] },
        });
      }
    }
    return moves;
  };

  it(
    'ends every record after each of ten kills, answers retries the same, and keeps the balances to the records',
    async () => {
      const made: Move[] = [];
      let pendingAfterRestart = 0;
      for (let run = 0; run < RUNS; run++) {
        const moves = loadOf(run);
        made.push(...moves);
        // Fire the load, and kill the server while it runs (a different moment each run).
        const inFlight = moves.map((m) =>
          call('POST', m.url, fans[m.fan]!.token, m.body, m.key).catch(() => undefined),
        );
        await sleep(150 + ((run * 337) % 1200));
        server!.child.kill('SIGKILL');
        await server!.exited;
        await Promise.all(inFlight);
        server = await start();

        // Within a minute of the restart, nothing is pending.
        const deadline = Date.now() + 60_000;
        for (let poll = 0; ; poll++) {
          const pending = (await Promise.all(fans.map((f) => recordsOf(f.token))))
            .flat()
            .filter((r) => r.attributes.tx_status === 'pending');
          if (poll === 0) pendingAfterRestart += pending.length;
          if (pending.length === 0) break;
          expect(Date.now(), `still pending: ${JSON.stringify(pending)}`).toBeLessThan(deadline);
          await sleep(1000);
        }
      }

      // Every request again with its key: the same record, ended, and nothing moves again.
      const states = new Map<string, string>();
      for (const f of fans) for (const r of await recordsOf(f.token)) states.set(r.id, r.attributes.tx_status);
      for (const m of made) {
        const res = await call('POST', m.url, fans[m.fan]!.token, m.body, m.key);
        expect(res.status, `${m.kind} ${m.key}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }
      const after = new Map<string, string>();
      for (const f of fans) for (const r of await recordsOf(f.token)) after.set(r.id, r.attributes.tx_status);
      expect([...after.values()].filter((s) => s === 'pending')).toEqual([]);
      // Retries of moves that the kill stopped before their record existed make a record now; every
      // record that existed keeps its state.
      for (const [id, status] of states) expect(after.get(id), `record ${id}`).toBe(status);

      // The chain's balances are what the completed records say.
      const treasury = await call('GET', '/v2/admin/chain/treasury', admin);
      expect(treasury.status).toBe(200);
      let paidToClub = 0n;
      let frozenTotal = 0n;
      let completed = 0;
      for (const f of fans) {
        const records = await recordsOf(f.token);
        let expected = MINTED;
        for (const r of records) {
          if (r.attributes.tx_status !== 'complete') continue;
          const amount = BigInt(r.attributes.amount);
          const mine = r.attributes.from?.toLowerCase() === f.address.toLowerCase();
          switch (r.attributes.event_name) {
            case 'Sent':
              completed++;
              expected += mine ? -amount : amount;
              break;
            case 'ContentBoosted':
            case 'Voted':
              completed++;
              expected -= amount;
              paidToClub += amount;
              break;
            default:
              break; // the mint, counted in MINTED
          }
        }
        const balance = await call('GET', '/v2/user/balance', f.token);
        expect(balance.status).toBe(200);
        expect(BigInt(balance.body.data.attributes.balance), `${f.slug}'s balance`).toBe(expected);
        frozenTotal += BigInt((balance.body.data.attributes.frozen as string | undefined) ?? '0');
      }
      // Boosts go to the treasury; a vote's locked share is frozen in the actions contract.
      expect(BigInt(treasury.body.data.attributes.treasury_balance) - treasuryBefore + frozenTotal).toBe(paidToClub);
      expect(completed).toBeGreaterThan(0);
      console.info(
        `value-crash: ${RUNS} kills, ${made.length} moves, ${after.size} records, ${completed} moves completed, ` +
          `${pendingAfterRestart} records found pending after a restart`,
      );
    },
    RUNS * 150_000,
  );
});
