import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorCode, installErrorHandler, isClientInputDatabaseError } from './errors.ts';
import {
  findUnsafeValue,
  installInputGuard,
  Int32Id,
  Int32IdValue,
  Int64Cursor,
  Int64Id,
  PageQuery,
  Text,
  VALIDATOR_OPTIONS,
} from './input.ts';
import {
  decimalRangePattern,
  INT32_MAX,
  INT64_ID_MAX,
  isSafeText,
  patternMessage,
  UNSAFE_TEXT_MESSAGE,
} from './patterns.ts';

describe('decimalRangePattern', () => {
  it('matches exactly the numbers from 1 to max, without leading zeros', () => {
    const re = new RegExp(decimalRangePattern(12345), 'u');
    for (let n = 0; n <= 20000; n++) expect(re.test(String(n)), String(n)).toBe(n >= 1 && n <= 12345);
    for (const s of ['01', '007', '', '-1', '+1', '1.0', '1e3', ' 1', '１']) expect(re.test(s), s).toBe(false);
  });

  it('takes 0 only when asked', () => {
    expect(new RegExp(decimalRangePattern(99, { zero: true })).test('0')).toBe(true);
    expect(new RegExp(decimalRangePattern(99)).test('0')).toBe(false);
    expect(new RegExp(decimalRangePattern(99, { zero: true })).test('100')).toBe(false);
  });

  it('stops at the largest value of the column type', () => {
    const int32 = new RegExp(decimalRangePattern(INT32_MAX));
    expect(int32.test('2147483647')).toBe(true);
    expect(int32.test('2147483648')).toBe(false);
    expect(int32.test('9999999999')).toBe(false);
    expect(int32.test('1999999999')).toBe(true);
    const int64 = new RegExp(decimalRangePattern(INT64_ID_MAX));
    expect(int64.test('9007199254740991')).toBe(true);
    expect(int64.test('9007199254740992')).toBe(false);
    expect(int64.test('9223372036854775808')).toBe(false);
  });

  it('refuses a bound that is not a positive safe integer', () => {
    expect(() => decimalRangePattern(0)).toThrow(RangeError);
    expect(() => decimalRangePattern(2 ** 53)).toThrow(RangeError);
    expect(() => decimalRangePattern(1.5)).toThrow(RangeError);
  });
});

describe('isSafeText', () => {
  it('accepts any text PostgreSQL can store, surrogate pairs included', () => {
    for (const s of ['', 'hello', 'Grüße', '😀', 'a\ud83d\ude00b', '\u202e', '\ufeff', 'tab\tand\nnewline']) {
      expect(isSafeText(s), JSON.stringify(s)).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates', () => {
    for (const s of ['\u0000', 'a\u0000b', '\ud800', '\udfff', 'a\ud800', '\udc00\ud800', '\ud83d']) {
      expect(isSafeText(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('findUnsafeValue', () => {
  it('names the first unsafe value by its dotted path', () => {
    expect(findUnsafeValue({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toEqual({
      path: 'a.1.b',
      message: UNSAFE_TEXT_MESSAGE,
    });
    expect(findUnsafeValue({ n: Infinity })).toEqual({ path: 'n', message: 'must be a finite number' });
    expect(findUnsafeValue({ n: Number.NaN })?.path).toBe('n');
  });

  it('checks field names and depth, and passes ordinary values', () => {
    expect(findUnsafeValue({ ['\ud800']: 1 })?.message).toMatch(/field name/);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(findUnsafeValue(deep)?.message).toBe('is nested too deeply');
    expect(findUnsafeValue({ a: [1, 'two', null, true, { b: 1e308 }] })).toBeUndefined();
    expect(findUnsafeValue(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeUndefined();
  });
});

describe('patternMessage', () => {
  const patternOf = (schema: object) => (schema as { pattern?: string }).pattern;
  it('words the failures of the shared patterns for people', () => {
    expect(patternMessage(patternOf(Int32Id))).toBe(`must be a whole number from 1 to ${INT32_MAX}`);
    expect(patternMessage(patternOf(Int64Cursor))).toBe(`must be a whole number from 0 to ${INT64_ID_MAX}`);
    expect(patternMessage(patternOf(Text({ maxLength: 1 })))).toBe(UNSAFE_TEXT_MESSAGE);
    expect(patternMessage('^[a-z]+$')).toBeUndefined();
  });
});

describe('database errors caused by input', () => {
  it('finds the SQLSTATE on the driver error or the query wrapper', () => {
    const pgError = Object.assign(new Error('value out of range'), { code: '22003', severity: 'ERROR' });
    expect(databaseErrorCode(pgError)).toBe('22003');
    expect(databaseErrorCode(Object.assign(new Error('Failed query: select 1'), { cause: pgError }))).toBe('22003');
    expect(databaseErrorCode(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(databaseErrorCode(undefined)).toBeUndefined();
  });

  it('blames the client for data exceptions and program limits, the server for every other class', () => {
    for (const code of ['22P02', '22003', '22021', '22P05', '54000'])
      expect(isClientInputDatabaseError(code)).toBe(true);
    for (const code of ['23505', '42P01', '40001', '57014', undefined])
      expect(isClientInputDatabaseError(code)).toBe(false);
  });
});

/** A server with the app's validator options and error handler, and routes made of the shared pieces. */
async function schemaServer(guarded: boolean): Promise<FastifyInstance> {
  const app = Fastify({ ajv: { customOptions: VALIDATOR_OPTIONS } }).withTypeProvider<TypeBoxTypeProvider>();
  installErrorHandler(app);
  if (guarded) installInputGuard(app);
  app.get('/list', { schema: { querystring: Type.Object(PageQuery) } }, async (req) => req.query);
  app.get('/int32/:id', { schema: { params: Type.Object({ id: Int32Id }) } }, async (req) => req.params);
  app.get('/int64/:id', { schema: { params: Type.Object({ id: Int64Id }) } }, async (req) => req.params);
  app.post(
    '/write',
    {
      schema: {
        body: Type.Object(
          { id: Type.Optional(Int32IdValue), text: Type.Optional(Text({ maxLength: 20 })) },
          { additionalProperties: false },
        ),
      },
    },
    async (req) => req.body,
  );
  await app.ready();
  return app;
}

describe.each([
  ['the schemas alone', false],
  ['the schemas with the input guard', true],
])('%s', (_name, guarded) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await schemaServer(guarded);
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/write', payload, headers: { 'content-type': 'application/json' } });

  it('refuses non-finite and out-of-range page numbers', async () => {
    for (const q of ['page=1e309', 'per_page=1e309', 'page=-1e309', 'page=Infinity', 'page=100001', 'per_page=0']) {
      expect((await get(`/list?${q}`)).statusCode, q).toBe(400);
    }
    expect((await get('/list?page=100000&per_page=100')).json()).toEqual({ page: 100000, per_page: 100 });
  });

  it('refuses ids past the column type, with a readable message', async () => {
    expect((await get('/int32/2147483647')).statusCode).toBe(200);
    const over = await get('/int32/2147483648');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.id).toEqual([`must be a whole number from 1 to ${INT32_MAX}`]);
    expect((await get('/int64/9007199254740991')).statusCode).toBe(200);
    for (const id of ['9007199254740992', '1e309', '0', '-1', '01'])
      expect((await get(`/int64/${id}`)).statusCode, id).toBe(400);
  });

  it('refuses huge and non-finite numbers in JSON', async () => {
    for (const id of ['1e308', '1e309', '-1e309', '2147483648', '0']) {
      expect((await post(`{"id":${id}}`)).statusCode, id).toBe(422);
    }
    // The validator coerces within the union: the number arrives as the id string.
    expect(Number((await post('{"id":2147483647}')).json().id)).toBe(2147483647);
  });

  it('refuses NUL and lone surrogates in text', async () => {
    for (const text of ['a\\u0000b', '\\ud800', 'x\\udfff']) {
      const res = await post(`{"text":"${text}"}`);
      expect(res.statusCode, text).toBe(422);
      expect(res.json().errors.text).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
    expect((await post('{"text":"😀 Grüße"}')).statusCode).toBe(200);
  });
});

describe('the input guard', () => {
  it('refuses unsafe text in params, the query and unknown fields the schema would not look at', async () => {
    const app = await schemaServer(true);
    expect((await app.inject({ method: 'GET', url: '/list?other=%00' })).json()).toMatchObject({
      code: 'BAD_REQUEST',
      errors: { other: [UNSAFE_TEXT_MESSAGE] },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/write',
      payload: '{"deep":{"x":"\\ud800"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['deep.x']).toEqual([UNSAFE_TEXT_MESSAGE]);
    await app.close();
  });
});
