import fc from 'fast-check';
import { withModule } from '@tribune/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestChain } from './chain-fixtures.ts';
import { createTestApp, isErrorBody } from './helpers.ts';
import {
  bodyVariants,
  encodeValue,
  headerArbitrary,
  nastyString,
  pathVariants,
  queryVariants,
  RAW_SEGMENTS,
  type Known,
  type OpenApiDocument,
  type Operation,
} from './fuzz-arbitraries.ts';
import { bearer, createTestKeys, tokenFor } from './tokens.ts';

/**
 * Contract fuzzing: every operation of the published OpenAPI document gets malformed requests
 * (huge and non-finite numbers, NUL, lone surrogates, long strings, wrong types, deep nesting,
 * extra fields, broken multipart) anonymously, signed in, and as an admin on admin paths. None
 * may answer 5xx, leak a stack trace or SQL, or log SQL, and the database may never be the one
 * to refuse bad input. New operations are covered as they appear in the document.
 *
 * FUZZ_RUNS sets the runs per identity and operation (default 100: at least 200 per operation).
 * A failure prints fast-check's seed and path; replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project server-int apps/server/test/fuzz.int.test.ts -t '<operation>'`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const REPLAY = process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {};

const ADMIN_EMAIL = 'fuzz-admin@example.test';
const keys = await createTestKeys();
const sqlInLogs: string[] = [];
/** Requests the database refused although the schemas let them through (the error handler's last line of defence). */
const refusedByDatabase: string[] = [];
const SQL_IN_LOG = /failed query|\bselect\b[^"]{0,200}\bfrom\b|insert into|delete from|\bupdate\b[^"]{0,100}\bset\b/i;
// A real embedded chain, so the chain's operations reach their code (not a 503 for a chain that is off).
const chain = await startTestChain('Fuzz chain');
const t = await createTestApp(
  { adminEmails: [ADMIN_EMAIL], logLevel: 'info', dataDir: chain.dir },
  {
    chain: chain.backend,
    jwks: () => keys.jwks,
    // Thousands of requests from one user and address: the budgets would answer 429 (acceptable,
    // but it would stop the requests from reaching the code behind the limits).
    rateLimits: false,
    logStream: {
      write(line: string) {
        if (SQL_IN_LOG.test(line) && sqlInLogs.length < 20) sqlInLogs.push(line.slice(0, 2000));
        if (line.includes('the database refused client input') && refusedByDatabase.length < 20) {
          refusedByDatabase.push(line.slice(0, 2000));
        }
      },
    },
  },
);
const app = t.app;
// Feed posts (off on the demo instance) are switched on with their feature flag, so their
// operations reach their code rather than the closed module's 404.
{
  const { config, flags } = app.instance.snapshot();
  await app.instance.update({
    moduleConfig: withModule(config, 'postToFeed', true),
    featureFlags: { ...flags, postToFeed: true },
  });
}
await app.chain.settled();
// For the whole file: its runs outlast an access token's 600 s on a loaded machine.
const adminToken = await tokenFor(keys, { sub: 'fuzz-admin', email: ADMIN_EMAIL }, { expiresIn: 3 * 3600 });
const doc = (await app.inject({ method: 'GET', url: '/v2/openapi.json' })).json() as OpenApiDocument;

/** Some real records, so that plausible values reach the queries behind the validation. */
async function seedKnown(): Promise<Known> {
  const auth = bearer(adminToken);
  const post = async (url: string, payload: unknown) =>
    (await app.inject({ method: 'POST', url, headers: auth, payload: payload as object })).json().data as {
      id: string;
    };
  const category = await post('/v2/admin/categories', { category: { slug: 'fuzz-cat', title: { en: 'Fuzz' } } });
  const content = await post('/v2/admin/contents', {
    content: { slug: 'fuzz-content', content_type: 'article', title: { en: 'Fuzz' }, category_id: category.id },
  });
  await app.inject({ method: 'POST', url: `/v2/admin/contents/${content.id}/publish`, headers: auth });
  const page = await post('/v2/admin/static_pages', {
    static_page: { slug: 'fuzz-page', title: { en: 'Fuzz' }, body: { en: 'Fuzz' }, published: true },
  });
  const userToken = await tokenFor(keys, { sub: 'fuzz-seed-user' });
  const comment = (
    await app.inject({
      method: 'POST',
      url: '/v2/contents/fuzz-content/comments',
      headers: bearer(userToken),
      payload: { comment: { body: 'Fuzz comment' } },
    })
  ).json().data as { id: string } | undefined;
  const me = (await app.inject({ method: 'GET', url: '/v2/user/show', headers: bearer(userToken) })).json().data as {
    id: string;
  };
  return {
    ids: [...new Set(['1', '2', category.id, content.id, page.id, comment?.id ?? '3', me.id])],
    slugs: ['fuzz-content', 'fuzz-page', 'fuzz-cat', 'privacy', 'imprint', 'fuzz-seed-user'],
    uids: ['fuzz-seed-user', 'fuzz-admin'],
  };
}
const known = await seedKnown();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, spec: item[m]! })),
);

type Identity = 'anonymous' | 'user' | 'admin';
let counter = 0;
const stats = { requests: 0, byStatus: new Map<number, number>(), started: Date.now() };

/** Deleting the account must not sign the next runs out: DELETE /auth signs in a fresh user each run. */
const deletesCaller = (op: Operation) => op.method === 'DELETE' && op.path === '/auth';

async function tokenOf(identity: Identity, op: Operation, opIndex: number): Promise<string | undefined> {
  if (identity === 'anonymous') return undefined;
  if (deletesCaller(op)) return tokenFor(keys, { sub: `fuzz-gone-${++counter}` });
  if (identity === 'admin') return adminToken;
  // A user per operation: a block or a ban on one operation does not blunt the next.
  return tokenFor(keys, { sub: `fuzz-user-${opIndex}` });
}

const STACK = /\bat [^\n"]*[(\s](?:file:\/\/|\/)[^\s"]*:\d+:\d+|node_modules|apps\/server\/src|\.ts:\d+:\d+/;
const LEAKS = ['select ', 'insert into', 'syntax error at', 'violates', 'error:', 'failed query', 'drizzle', 'pglite'];

/** Throws (so that fast-check reports the request and its seed) when an answer breaks a rule. */
function checkAnswer(status: number, body: string, type: string, label: string): void {
  if (status >= 500) throw new Error(`${label} answered ${status}: ${body.slice(0, 600)}`);
  if (STACK.test(body)) throw new Error(`${label} answered ${status} with a stack trace: ${body.slice(0, 600)}`);
  if (status < 400) return;
  const lower = body.toLowerCase();
  const leak = LEAKS.find((w) => lower.includes(w));
  if (leak) throw new Error(`${label} answered ${status} with "${leak}" in the body: ${body.slice(0, 600)}`);
  if (type.includes('json') && !isErrorBody(JSON.parse(body))) {
    throw new Error(`${label} answered ${status} without the error body: ${body.slice(0, 600)}`);
  }
}

/**
 * Requests that break one part (path, query or body) and keep the others plausible, so that the
 * broken part reaches the code behind the validation of the rest; now and then all three at once.
 */
function requestArbitrary(op: Operation) {
  const path = pathVariants(doc, op, known);
  const query = queryVariants(doc, op, known);
  const body = bodyVariants(doc, op, known);
  const headers = headerArbitrary(op);
  const request = (p: fc.Arbitrary<string>, q: fc.Arbitrary<string>, b: typeof body.plausible) =>
    fc.record({ path: p, query: q, body: b, headers });
  return fc.oneof(
    { weight: 3, arbitrary: request(path.broken, query.plausible, body.plausible) },
    { weight: 3, arbitrary: request(path.plausible, query.broken, body.plausible) },
    { weight: 4, arbitrary: request(path.plausible, query.plausible, body.broken) },
    { weight: 1, arbitrary: request(path.broken, query.broken, body.broken) },
  );
}

async function fuzzOperation(op: Operation, opIndex: number, identity: Identity): Promise<void> {
  const token = deletesCaller(op) ? undefined : await tokenOf(identity, op, opIndex);
  await fc.assert(
    fc.asyncProperty(requestArbitrary(op), async (req) => {
      const caller = deletesCaller(op) ? await tokenOf(identity, op, opIndex) : token;
      const headers: Record<string, string> = { ...req.headers, ...(caller ? bearer(caller) : {}) };
      if (req.body) headers['content-type'] = req.body.contentType;
      const url = `${req.path}${req.query}`;
      const res = await app.inject({ method: op.method as 'GET', url, headers, payload: req.body?.payload });
      stats.requests++;
      stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
      const label = `${op.method} ${url.slice(0, 300)} (${identity}, ${req.body?.contentType ?? 'no body'})`;
      checkAnswer(res.statusCode, res.body, String(res.headers['content-type'] ?? ''), label);
    }),
    { numRuns: RUNS, seed: SEED, ...REPLAY },
  );
}

afterAll(async () => {
  const seconds = ((Date.now() - stats.started) / 1000).toFixed(1);
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  console.info(`fuzz: ${stats.requests} requests on ${operations.length} operations in ${seconds} s (seed ${SEED})`);
  console.info(`fuzz: statuses ${statuses.join(' ')}`);
  await t.close();
  await chain.stop();
});

describe(`contract fuzzing (seed ${SEED}, ${RUNS} runs per identity)`, () => {
  it('finds the operations of the published document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  operations.forEach((op, i) => {
    const identities: Identity[] = [
      'anonymous',
      'user',
      ...(op.path.startsWith('/v2/admin') ? ['admin' as const] : []),
    ];
    it(`${op.method} ${op.path} answers malformed requests with a 4xx, never a 5xx or internals`, async () => {
      for (const identity of identities) await fuzzOperation(op, i, identity);
    }, 180_000);
  });

  it('answers the reported attacks with a 4xx', async () => {
    const user = bearer(await tokenFor(keys, { sub: 'fuzz-known' }));
    const admin = bearer(adminToken);
    const json = { 'content-type': 'application/json' };
    const form = { 'content-type': 'multipart/form-data; boundary=X' };
    const field = (name: string, value: string) =>
      `--X\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--X--\r\n`;
    const attacks: Array<{
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }> = [
      { method: 'GET', url: '/v2/contents?page=1e309' },
      { method: 'GET', url: '/v2/contents?per_page=1e309' },
      { method: 'GET', url: '/v2/menu_items?page=1e309&per_page=-1e309' },
      { method: 'GET', url: '/v2/likes?liked_type=content&liked_id=1&page=1e309' },
      { method: 'GET', url: '/v2/contents?search=%00' },
      { method: 'GET', url: '/v2/menu_items/2147483648' },
      { method: 'GET', url: '/v2/menu_items/9999999999' },
      { method: 'GET', url: '/v2/comments/9007199254740992' },
      { method: 'GET', url: '/v2/contents/%00' },
      { method: 'GET', url: '/en/contents/%00' },
      { method: 'GET', url: '/en/contents/%ED%A0%80' },
      { method: 'GET', url: `/en/contents/${'a'.repeat(5000)}` },
      { method: 'GET', url: '/v2/admin/contents/9223372036854775808', headers: admin },
      { method: 'PUT', url: '/v2/admin/categories/2147483648', headers: { ...admin, ...json }, payload: '{}' },
      { method: 'PUT', url: '/v2/admin/static_pages/2147483648', headers: { ...admin, ...json }, payload: '{}' },
      ...['1e308', '1e309', '"9223372036854775808"', '9007199254740993'].map((id) => ({
        method: 'POST' as const,
        url: '/v2/ugc_reports',
        headers: { ...user, ...json },
        payload: `{"ugc_report":{"reportable_type":"content","reportable_id":${id},"ugc_report_type_id":1}}`,
      })),
      {
        method: 'POST',
        url: '/v2/ugc_reports',
        headers: { ...user, ...json },
        payload: '{"ugc_report":{"reportable_type":"content","reportable_id":1,"ugc_report_type_id":2147483648}}',
      },
      {
        method: 'POST',
        url: '/v2/ugc_reports',
        headers: { ...user, ...json },
        payload:
          '{"ugc_report":{"reportable_type":"content","reportable_id":1,"ugc_report_type_id":1,"reason":"a\\u0000"}}',
      },
      ...['a\\u0000b', '\\ud800'].map((text) => ({
        method: 'POST' as const,
        url: '/v2/contents/fuzz-content/comments',
        headers: { ...user, ...json },
        payload: `{"comment":{"body":"${text}"}}`,
      })),
      ...['a\\u0000b', '\\ud800'].map((text) => ({
        method: 'POST' as const,
        url: '/v2/admin/contents',
        headers: { ...admin, ...json },
        payload: `{"content":{"slug":"attack","content_type":"article","title":{"en":"${text}"}}}`,
      })),
      {
        method: 'POST',
        url: '/v2/contents/fuzz-content/comments',
        headers: { ...user, ...form },
        payload: field('comment[body]', 'a\u0000b'),
      },
      { method: 'PUT', url: '/auth', headers: { ...user, ...form }, payload: field('user[display_name]', 'a\u0000b') },
      { method: 'PUT', url: '/auth', headers: { ...user, ...form }, payload: field('notification_token', '"\u0000"') },
      { method: 'PUT', url: '/auth', headers: { ...user, ...form }, payload: field('constructor', 'x') },
    ];
    for (const attack of attacks) {
      const res = await app.inject({ ...attack, payload: attack.payload });
      const label = `${attack.method} ${attack.url.slice(0, 80)} ${attack.payload ?? ''}`;
      checkAnswer(res.statusCode, res.body, String(res.headers['content-type'] ?? ''), label);
      expect([400, 404, 422], label).toContain(res.statusCode);
    }
  });

  it('answers malformed page navigations with a page or a 4xx, never a 5xx', async () => {
    const routes = (await app.inject({ method: 'GET', url: '/customizer/render/web/routes.json' })).json() as object;
    const words = [...new Set(JSON.stringify(routes).match(/"[a-z][a-z0-9-]{0,30}"/g) ?? [])].map((w) =>
      w.slice(1, -1),
    );
    const segment = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('en', 'de', 'it', 'comments', 'fuzz-content', 'fuzz-page', ...words) },
      { weight: 3, arbitrary: nastyString.map(encodeValue) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
    const pathArb = fc.tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.boolean());
    await fc.assert(
      fc.asyncProperty(pathArb, async ([segments, slash]) => {
        const url = `/${segments.join('/')}${slash ? '/' : ''}`;
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        stats.requests++;
        checkAnswer(res.statusCode, res.body, String(res.headers['content-type'] ?? ''), `GET ${url.slice(0, 300)}`);
      }),
      { numRuns: RUNS * 4, seed: SEED },
    );
  });

  it('logs no SQL for client errors', () => {
    expect(sqlInLogs).toEqual([]);
  });

  it('refuses bad input in the schemas, never first in the database', () => {
    expect(refusedByDatabase).toEqual([]);
  });
});
