/**
 * The shared pieces of every route's input schema. PostgreSQL refuses what JavaScript and JSON
 * let through (NUL in text, lone surrogates in JSON, integers past the column type, Infinity),
 * so each input says its bounds here and a request outside them is a 4xx before any query runs.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { Type, type TString } from 'typebox';
import { AppError } from './errors.ts';
import {
  decimalRangePattern,
  INT32_MAX,
  INT64_ID_MAX,
  isSafeName,
  isSafeText,
  NAME_PATTERN,
  nameMessage,
  SAFE_TEXT_PATTERN,
  UNSAFE_TEXT_MESSAGE,
} from './patterns.ts';

export {
  INT32_MAX,
  INT64_ID_MAX,
  isSafeName,
  isSafeText,
  nameMessage,
  SAFE_TEXT_PATTERN,
  UNSAFE_TEXT_MESSAGE,
} from './patterns.ts';

/**
 * The validator's options, which the pieces below rely on. strictNumbers is off on purpose: on
 * (ajv's default) a query's "1e309", coerced to Infinity, skips minimum/maximum altogether; off,
 * every bounded integer refuses it (and the input guard refuses non-finite numbers in JSON).
 */
export const VALIDATOR_OPTIONS = {
  allErrors: true,
  coerceTypes: true,
  removeAdditional: false,
  useDefaults: true,
  strictNumbers: false,
} as const;

/** An id of an `integer`/`serial` column, as a string (path parameters, JSON:API ids). */
export const Int32Id = Type.String({
  pattern: decimalRangePattern(INT32_MAX),
  maxLength: String(INT32_MAX).length,
  description: `A numeric id from 1 to ${INT32_MAX}.`,
});
/** An id of a `bigint`/`bigserial` column, as a string. */
export const Int64Id = Type.String({
  pattern: decimalRangePattern(INT64_ID_MAX),
  maxLength: String(INT64_ID_MAX).length,
  description: `A numeric id from 1 to ${INT64_ID_MAX}.`,
});
/** A cursor over a `bigint` id: an id, or 0 for "from the start". */
export const Int64Cursor = Type.String({
  pattern: decimalRangePattern(INT64_ID_MAX, { zero: true }),
  maxLength: String(INT64_ID_MAX).length,
  description: `A numeric id from 0 to ${INT64_ID_MAX}.`,
});
/** An `integer`/`serial` id in a JSON body: the id string or the number. */
export const Int32IdValue = Type.Union([Int32Id, Type.Integer({ minimum: 1, maximum: INT32_MAX })]);
/** A `bigint`/`bigserial` id in a JSON body: the id string or the number. */
export const Int64IdValue = Type.Union([Int64Id, Type.Integer({ minimum: 1, maximum: INT64_ID_MAX })]);

/** A whole number within finite bounds, which Infinity (a coerced "1e309") fails: every integer input is one. */
export function Int(opts: { minimum: number; maximum: number; default?: number; description?: string }) {
  return Type.Integer(opts);
}

/** Free text PostgreSQL can store, with a length bound (characters). */
export function Text(opts: { maxLength: number; minLength?: number; description?: string }): TString {
  return Type.String({ ...opts, pattern: SAFE_TEXT_PATTERN });
}

/**
 * A name people read as someone's or something's (display, group and organization names): free
 * text that also refuses bidirectional controls and noncharacters (name spoofing; see
 * `@tribune/domain` names.ts). Hand-read fields (multipart) use `assertSafeName`.
 */
export function Name(opts: { maxLength: number; minLength?: number; description?: string }): TString {
  return Type.String({ ...opts, pattern: NAME_PATTERN });
}

/** Checks a hand-read name field (multipart) as `Name` checks JSON: 422 with the field's message. */
export function assertSafeName(field: string, value: string): void {
  if (!isSafeName(value)) throw rejection('body', { path: field, message: nameMessage(value) });
}

/** Slugs: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const SLUG_OPTIONS = { minLength: 1, maxLength: 120, pattern: '^[a-z0-9][a-z0-9-]*$' };
/** A slug (contents, categories, static pages, profiles). */
export const Slug = Type.String(SLUG_OPTIONS);

/** Query parameters of every list: bounded so that offsets stay small and finite. */
export const PageQuery = {
  page: Type.Optional(Int({ minimum: 1, maximum: 100000, default: 1 })),
  per_page: Type.Optional(Int({ minimum: 1, maximum: 100, default: 20 })),
};

type Problem = { path: string; message: string };

const MAX_DEPTH = 32;

/** The first value PostgreSQL could not take: unsafe text (in keys too), a non-finite number, or nesting too deep. */
export function findUnsafeValue(value: unknown, path = '', depth = 0): Problem | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : { path, message: UNSAFE_TEXT_MESSAGE };
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : { path, message: 'must be a finite number' };
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  if (depth >= MAX_DEPTH) return { path, message: 'is nested too deeply' };
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return { path: path || 'base', message: `has a field name that ${UNSAFE_TEXT_MESSAGE}` };
    const found = findUnsafeValue(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The error a schema failure gives: 422 VALIDATION_FAILED for the body, 400 BAD_REQUEST elsewhere. */
function rejection(part: 'body' | 'querystring' | 'params', problem: Problem): AppError {
  const fields = { [problem.path || 'base']: [problem.message] };
  if (part === 'body') return new AppError('VALIDATION_FAILED', undefined, fields);
  return new AppError('BAD_REQUEST', `Invalid ${part}.`, fields);
}

/** Checks the text of a hand-parsed form field (multipart), as the schemas check JSON. */
export function assertSafeField(field: string, value: string): void {
  if (!isSafeText(value)) throw rejection('body', { path: field, message: UNSAFE_TEXT_MESSAGE });
}

const guard: preValidationHookHandler = (req, _reply, done) => {
  const parts = [
    ['params', req.params],
    ['querystring', req.query],
    ['body', req.body],
  ] as const;
  for (const [part, value] of parts) {
    const problem = findUnsafeValue(value);
    if (problem) {
      done(rejection(part, problem));
      return;
    }
  }
  done();
};

/**
 * The safety net under the schemas: every route refuses NUL, unpaired surrogates and
 * non-finite numbers anywhere in its params, query or JSON body before validation, with the
 * error a schema would give. Install before the routes are registered.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const existing = route.preValidation;
    const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [guard, ...list] as typeof route.preValidation;
  });
}
