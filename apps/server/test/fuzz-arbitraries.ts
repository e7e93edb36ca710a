import fc, { type Arbitrary } from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OperationSpec>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the document. */
export interface OperationSpec {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** A method, a path template and its operation. */
export interface Operation {
  method: string;
  path: string;
  spec: OperationSpec;
}

/** The JSON Schema keywords the generators understand. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Records that exist, so that plausible values get past validation to the queries. */
export interface Known {
  ids: string[];
  slugs: string[];
  uids: string[];
}

/** JSON text written as it is: numbers JSON.stringify cannot write (1e309) and deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Writes a value as JSON text; strings keep their lone surrogates as `\ud800` escapes. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes a path or query value, lone surrogates as their (invalid) three UTF-8 bytes. */
export function encodeValue(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      for (const byte of [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]) {
        out += `%${byte.toString(16).toUpperCase()}`;
      }
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const NUMBER_TEXTS = [
  '1e309',
  '-1e309',
  '1e308',
  '1E400',
  '-0',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740992',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '123456789012345678901234567890',
  '1.5',
  '0.1',
  '1e3',
  '0x10',
  '0b1',
  '+1',
  ' 1',
  '1 ',
  'NaN',
  'Infinity',
  '-Infinity',
  '１２３',
  '٣',
];
const EVIL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'a\ud800b',
  '\udfff',
  '\udc00\ud800',
  '\ud83d\ude00',
  '\u202e',
  '\ufeff',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '..%2f..%2f',
  '\\',
  '"',
  "'",
  '<script>alert(1)</script>',
  '${7*7}',
  '%s%n',
  '\r\nX-Injected: 1',
  '__proto__',
  'constructor',
];
const NASTY_CHARS = [
  '\u0000',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u0001',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '😀',
  'é',
  '\\',
  '"',
  "'",
  '%',
  '/',
  '\r',
  '\n',
  '\t',
  ' ',
  '<',
  '&',
];

const char = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom(...NASTY_CHARS));
/** Whole numbers next to the limits of the column types, of exact JavaScript numbers and of digit counts. */
const nearLimit = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(15, 16, 31, 32, 53, 63, 64).map((e) => 2n ** BigInt(e)),
      fc.constantFrom(9, 10, 15, 16, 18, 19, 20).map((e) => 10n ** BigInt(e)),
    ),
    fc.integer({ min: -2, max: 2 }),
    fc.boolean(),
  )
  .map(([limit, d, negative]) => String((negative ? -1n : 1n) * (limit + BigInt(d))));
const numberText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
  { weight: 3, arbitrary: nearLimit },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** Strings made to hurt: NUL, lone surrogates, numbers past every column, very long text. */
export const nastyString: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EVIL_STRINGS) },
  { weight: 3, arbitrary: numberText },
  { weight: 3, arbitrary: fc.string({ unit: char, maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '1', 'é', '\u0000'), fc.integer({ min: 121, max: 70_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
  { weight: 1, arbitrary: fc.string({ unit: char, minLength: 200, maxLength: 2100 }) },
);

const deepArray = fc.integer({ min: 33, max: 3000 }).map((n) => new RawJson('['.repeat(n) + ']'.repeat(n)));
const deepObject = fc.integer({ min: 33, max: 3000 }).map((n) => new RawJson('{"a":'.repeat(n) + '1' + '}'.repeat(n)));

/** JSON values of the wrong kind: text numbers, non-finite and huge numbers, deep nesting, other types. */
export const evilJson: Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...[
        '1e309',
        '-1e309',
        '1e308',
        '-1e308',
        '1E400',
        '9007199254740993',
        '9223372036854775808',
        '123456789012345678901234567890',
        '-0',
        '0.5',
        '2147483648',
        '-2147483649',
      ].map((text) => new RawJson(text)),
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, 0, -1, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: deepArray },
  { weight: 1, arbitrary: deepObject },
);

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {};
  return s;
}

const SLUG_PATTERN = '^[a-z0-9][a-z0-9-]*$';

/** Values a well-meaning client would send for one schema, real records preferred. */
function plausible(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  known: Known,
  name: string,
  depth = 0,
): Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (depth > 8) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(doc, v, known, name, depth + 1)));
  if (schema.allOf?.length) return plausible(doc, schema.allOf[0], known, name, depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  const value = plausibleOfType(doc, schema, type, known, name, depth);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function plausibleOfType(
  doc: OpenApiDocument,
  schema: JsonSchema,
  type: string | undefined,
  known: Known,
  name: string,
  depth: number,
): Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, plausible(doc, s, known, k, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(plausible(doc, schema.items, known, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER);
      const [low, high] = [Math.max(min, -1000), Math.min(max, 1000)];
      const bounds = fc.constantFrom(min, max);
      return low <= high ? fc.oneof(fc.integer({ min: low, max: high }), bounds) : bounds;
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return plausibleString(schema, known, name);
    case undefined:
    default:
      return fc.oneof(fc.constant({}), fc.string({ maxLength: 10 }));
  }
}

function plausibleString(schema: JsonSchema, known: Known, name: string): Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern === SLUG_PATTERN) return fc.constantFrom(...known.slugs);
  if (name === 'uid') return fc.constantFrom(...known.uids);
  if (/(^|_)id$/.test(name) && schema.pattern && new RegExp(schema.pattern, 'u').test(known.ids[0] ?? '')) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known.ids) }, matching(schema.pattern, maxLength));
  }
  // Without a maxLength the pattern alone bounds the value: a length filter of 40 would never pass
  // for a pattern of longer strings (an address is 42), and fast-check would retry forever.
  if (schema.pattern && !schema.pattern.includes('\\u0000')) return matching(schema.pattern, schema.maxLength ?? 400);
  return fc.string({ minLength, maxLength });
}

function matching(pattern: string, maxLength: number): Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= Math.max(maxLength, 20));
  } catch {
    return fc.string({ maxLength });
  }
}

/** Every path into a JSON value (objects and arrays are entered), the root included. */
function pathsOf(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  out.push(prefix);
  if (value !== null && typeof value === 'object' && !(value instanceof RawJson) && out.length < 200) {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  return out;
}

/** A copy of `value` with `replacement` at `path` (or a new key `add` under it). */
function withAt(value: unknown, path: string[], replacement: unknown, add?: string): unknown {
  if (path.length === 0) {
    if (add === undefined) return replacement;
    if (value === null || typeof value !== 'object' || value instanceof RawJson) return replacement;
    // JSON arrays have no named keys: the extra value goes at the end.
    if (Array.isArray(value)) return [...(value as unknown[]), replacement];
    const copy = { ...(value as object) };
    // defineProperty: a key named __proto__ stays a key instead of becoming the prototype.
    Object.defineProperty(copy, add, { value: replacement, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = withAt(copy[head], rest, replacement, add);
  return copy;
}

/** A plausible value with one part broken: replaced by an evil value, or an extra field added. */
function mutated(base: Arbitrary<unknown>): Arbitrary<unknown> {
  return base.chain((value) => {
    const paths = pathsOf(value);
    const at = fc.constantFrom(...paths);
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(value) },
      { weight: 6, arbitrary: fc.tuple(at, evilJson).map(([p, e]) => withAt(value, p, e)) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(at, fc.oneof(fc.constantFrom('__proto__', 'constructor', 'extra', 'id'), nastyString), evilJson)
          .map(([p, k, e]) => withAt(value, p, e, k)),
      },
    );
  });
}

const GARBAGE_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,]',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '1e309',
  '[]',
  '"text"',
  'null',
  '',
];

/** A request body: its content type and payload. */
export interface FuzzBody {
  contentType: string;
  payload: string | Buffer;
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FILE_FIELDS = [
  'file',
  'img_files[]',
  'img_files',
  'comment[img_files][]',
  'avatar_file',
  'user[avatar_file]',
  'hero_medium_file',
  'other_file',
];
const MIME_TYPES = ['image/png', 'image/jpeg', 'video/mp4', 'audio/mpeg', 'text/plain', 'application/octet-stream'];

/** Multipart field names of a JSON body schema: `a`, `a[b]`, `a[]`. */
function fieldNames(doc: OpenApiDocument, raw: JsonSchema | undefined, prefix = '', depth = 0): string[] {
  const schema = resolve(doc, raw);
  if (depth > 4) return [];
  const names: string[] = [];
  for (const [k, s] of Object.entries(schema.properties ?? {})) {
    const name = prefix ? `${prefix}[${k}]` : k;
    names.push(name, ...fieldNames(doc, s, name, depth + 1));
  }
  for (const v of schema.anyOf ?? schema.oneOf ?? []) names.push(...fieldNames(doc, v, prefix, depth + 1));
  return names;
}

type Part = { name: string; value: Buffer } | { name: string; filename: string; type: string; value: Buffer };

function multipartOf(parts: Part[], truncated: boolean): FuzzBody {
  const boundary = '----tribune-fuzz-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), part.value, Buffer.from('\r\n'));
  }
  if (!truncated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

function multipartArbitrary(doc: OpenApiDocument, schema: JsonSchema | undefined): Arbitrary<FuzzBody> {
  const names = [...new Set(['comment[body]', 'display_name', ...fieldNames(doc, schema)])];
  const text = fc.oneof(fc.constantFrom('Hello', 'true', 'en'), nastyString).map((s) => Buffer.from(s, 'utf8'));
  const bytes = fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a));
  const textPart = fc.record({
    name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyString }),
    value: fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: bytes }),
  });
  const filePart = fc.record({
    name: fc.constantFrom(...FILE_FIELDS),
    filename: fc.oneof(fc.constant('a.png'), nastyString),
    type: fc.constantFrom(...MIME_TYPES),
    value: fc.oneof({ weight: 1, arbitrary: fc.constant(PNG_1X1) }, { weight: 3, arbitrary: bytes }),
  });
  return fc
    .tuple(
      fc.array(fc.oneof({ weight: 3, arbitrary: textPart }, { weight: 1, arbitrary: filePart }), { maxLength: 6 }),
      fc.integer({ min: 0, max: 9 }),
    )
    .map(([parts, n]) => multipartOf(parts, n === 0));
}

/** The body: the JSON a client would send (none when the operation takes none), or a broken one (a
 * mutated field, broken JSON, multipart, another content type, none). */
export function bodyVariants(doc: OpenApiDocument, op: Operation, known: Known): Variants<FuzzBody | undefined> {
  if (op.method === 'GET') return { plausible: fc.constant(undefined), broken: fc.constant(undefined) };
  const schema = op.spec.requestBody?.content['application/json']?.schema;
  const asJson = (v: unknown): FuzzBody => ({ contentType: 'application/json', payload: toJson(v) });
  const valid = schema ? plausible(doc, schema, known, 'body') : undefined;
  const json = mutated(valid ?? fc.constant({})).map(asJson);
  const garbage = fc
    .constantFrom(...GARBAGE_JSON)
    .map((payload): FuzzBody => ({ contentType: 'application/json', payload }));
  const other = fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=latin1',
    )
    .map((contentType): FuzzBody => ({ contentType, payload: 'a=1&b=%00' }));
  return {
    plausible: valid ? valid.map(asJson) : fc.constant(undefined),
    broken: fc.oneof(
      { weight: 6, arbitrary: json },
      { weight: 1, arbitrary: garbage },
      { weight: 2, arbitrary: multipartArbitrary(doc, schema) },
      { weight: 1, arbitrary: other },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  };
}

/** Path segments an encoder would never write: broken and overlong percent-encodings, dot segments. */
export const RAW_SEGMENTS = ['%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF', '%', '..', '.', '%2e%2e', '%2F', 'a%00b'];

/** A part of a request both ways: as a well-meaning client sends it, and with one thing broken. */
export interface Variants<T> {
  plausible: Arbitrary<T>;
  broken: Arbitrary<T>;
}

/** Replaces the value at one index (chosen by the generator) with a broken one. */
function breakOne<T>(values: Arbitrary<T[]>, broken: (index: number) => Arbitrary<T>, count: number): Arbitrary<T[]> {
  if (count === 0) return values;
  return fc
    .tuple(values, fc.integer({ min: 0, max: count - 1 }))
    .chain(([vs, i]) => broken(i).map((b) => vs.map((v, j) => (j === i ? b : v))));
}

/** The path: every parameter plausible, or one of them evil or raw-encoded. */
export function pathVariants(doc: OpenApiDocument, op: Operation, known: Known): Variants<string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const params = op.spec.parameters ?? [];
  const plausibleOf = (name: string) =>
    plausible(doc, params.find((p) => p.in === 'path' && p.name === name)?.schema, known, name).map((v) =>
      encodeValue(String(v)),
    );
  const build = (values: string[]) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => values[i++] ?? '');
  };
  const valid = fc.tuple(...names.map(plausibleOf));
  const evil = () =>
    fc.oneof(
      { weight: 3, arbitrary: numberText },
      { weight: 3, arbitrary: nastyString.map(encodeValue) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  return { plausible: valid.map(build), broken: breakOne(valid, evil, names.length).map(build) };
}

type Pairs = Array<[string, string]>;

/** The query: declared parameters plausible (some left out), or one of them evil, repeated or bracketed, plus unknown ones. */
export function queryVariants(doc: OpenApiDocument, op: Operation, known: Known): Variants<string> {
  const params = (op.spec.parameters ?? []).filter((p) => p.in === 'query');
  const valid = fc.tuple(
    ...params.map((p) =>
      fc.option(
        plausible(doc, p.schema, known, p.name).map((v): Pairs => [[p.name, String(v)]]),
        { nil: [] as Pairs, freq: 3 },
      ),
    ),
  );
  const evil = (i: number): Arbitrary<Pairs> => {
    const name = params[i]?.name ?? 'x';
    return fc.oneof(
      { weight: 4, arbitrary: nastyString.map((v): Pairs => [[name, v]]) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.oneof(nastyString, plausible(doc, params[i]?.schema, known, name).map(String)), {
            minLength: 2,
            maxLength: 3,
          })
          .map((vs): Pairs => vs.map((v) => [name, v])),
      },
      { weight: 1, arbitrary: nastyString.map((v): Pairs => [[`${name}[x]`, v]]) },
    );
  };
  const write = (pairs: Pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeValue(k)}=${encodeValue(v)}`).join('&')}`;
  const extra = fc.array(fc.tuple(nastyString, nastyString), { minLength: params.length ? 0 : 1, maxLength: 2 });
  return {
    plausible: valid.map((lists) => write(lists.flat())),
    broken: fc
      .tuple(breakOne(valid, evil, params.length), extra)
      .map(([lists, more]) => write([...lists.flat(), ...more])),
  };
}

/** Header values: declared header parameters and a few the server reads, printable ASCII only. */
export function headerArbitrary(op: Operation): Arbitrary<Record<string, string>> {
  const ascii = fc.oneof(
    fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
    fc.constantFrom('x'.repeat(500), '1e309', '-1', '', 'Bearer', 'Bearer x.y.z', 'Bearer ' + 'a'.repeat(5000)),
  );
  const names = [
    ...(op.spec.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name),
    'accept-language',
    'authorization',
    'if-none-match',
  ];
  const some = fc.record(Object.fromEntries(names.map((n) => [n, ascii])), { requiredKeys: [] }) as Arbitrary<
    Record<string, string>
  >;
  return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: some });
}
