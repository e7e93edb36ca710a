import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@tribune/domain';
import { patternMessage } from './patterns.ts';

/** An expected failure with a stable code; routes and services throw it, the handler renders it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string[]>;
  constructor(code: ErrorCode, message?: string, fields: Record<string, string[]> = {}) {
    super(message ?? ERROR_CODES[code].message);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.fields = fields;
  }
}

/** 422 VALIDATION_FAILED for one field (a multipart form checks its fields itself). */
export function fieldInvalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { [field]: [message] });
}

/** 413 PAYLOAD_TOO_LARGE for an uploaded file, naming the limit in MB. */
export function fileTooLarge(maxBytes: number): AppError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return new AppError('PAYLOAD_TOO_LARGE', `The file is too large (maximum is ${mb} MB).`);
}

/** 429 RATE_LIMITED; the handler sends the seconds to wait as `Retry-After`. */
export class RateLimitedError extends AppError {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super('RATE_LIMITED');
    this.retryAfter = retryAfter;
  }
}

/** Builds the error body (docs/DECISIONS.md "API conventions"). */
export function errorBody(code: ErrorCode, message: string, fields: Record<string, string[]> = {}): ErrorBody {
  const fieldMessages = Object.entries(fields).flatMap(([field, msgs]) =>
    msgs.map((m) => (field === 'base' ? m : `${humanize(field)} ${m}`)),
  );
  return {
    error: message,
    code,
    errors: { ...fields, full_messages: fieldMessages.length ? fieldMessages : [message] },
  };
}

function humanize(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns validator issues into field → messages, naming the field by its dotted path. */
function validationFields(issues: AjvIssue[]): Record<string, string[]> {
  // No prototype: a field named `constructor` or `__proto__` is an ordinary key.
  const fields = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    let field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
      field = field ? `${field}.${issue.params.missingProperty}` : issue.params.missingProperty;
    }
    if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
      field = field ? `${field}.${issue.params.additionalProperty}` : issue.params.additionalProperty;
    }
    const key = field || 'base';
    const message =
      issue.keyword === 'required'
        ? "can't be blank"
        : issue.keyword === 'additionalProperties'
          ? 'is not a known field'
          : ((issue.keyword === 'pattern' ? patternMessage(issue.params?.pattern) : undefined) ??
            issue.message ??
            'is invalid');
    (fields[key] ??= []).push(message);
  }
  return fields;
}

/**
 * The SQLSTATE of a database error, found on the driver's error or the query wrapper's cause.
 * Only errors that carry a severity are database errors (system errors have codes too).
 */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    current = cause;
  }
  return undefined;
}

/**
 * True for SQLSTATEs that bad input causes: class 22 (data exception: NUL or bad UTF-8 in
 * text, numbers out of range, invalid text representations, unsupported JSON escapes) and
 * class 54 (program limit exceeded: an index row or a search query too large).
 */
export function isClientInputDatabaseError(code: string | undefined): boolean {
  return code !== undefined && (code.startsWith('22') || code.startsWith('54'));
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Installs the one error handler: 4xx with the error body for bad input, 500 only for our own faults. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const dbCode = databaseErrorCode(err);
    // Quiet routes have no access-log hook; their failures are logged here (never a query's SQL).
    if (request.routeOptions.config?.quietLog) {
      const reason = dbCode ? `database error ${dbCode}` : err.message;
      request.log.info({ method: request.method, url: request.url, err: reason }, 'request failed');
    }
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfter));
      return send(reply, err.status, errorBody(err.code, err.message, err.fields));
    }
    if (err.validation) {
      const fields = validationFields(err.validation as AjvIssue[]);
      const inBody = err.validationContext === 'body';
      const code: ErrorCode = inBody ? 'VALIDATION_FAILED' : 'BAD_REQUEST';
      const message = inBody ? ERROR_CODES.VALIDATION_FAILED.message : `Invalid ${err.validationContext ?? 'request'}.`;
      return send(reply, inBody ? 422 : 400, errorBody(code, message, fields));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, errorBody('MALFORMED_JSON', ERROR_CODES.MALFORMED_JSON.message));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 415, errorBody('UNSUPPORTED_MEDIA_TYPE', ERROR_CODES.UNSUPPORTED_MEDIA_TYPE.message));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, errorBody('PAYLOAD_TOO_LARGE', ERROR_CODES.PAYLOAD_TOO_LARGE.message));
    }
    // The last line of defence: the schemas should have refused this input before any query.
    // Logged without the statement or its parameters (they carry the client's input).
    if (isClientInputDatabaseError(dbCode)) {
      request.log.warn(
        { method: request.method, url: request.url, pgCode: dbCode },
        'the database refused client input that the route schema let through',
      );
      return send(reply, 400, errorBody('BAD_REQUEST', ERROR_CODES.BAD_REQUEST.message));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send(reply, 429, errorBody('RATE_LIMITED', ERROR_CODES.RATE_LIMITED.message));
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 405 ? 'METHOD_NOT_ALLOWED' : 'BAD_REQUEST';
      return send(reply, status, errorBody(code, ERROR_CODES[code].message));
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, errorBody('INTERNAL', ERROR_CODES.INTERNAL.message));
  });
}

/**
 * Answers the errors the router raises before any route or hook runs (malformed
 * percent-encoding, an over-long path parameter) with the error body too, instead of
 * Fastify's own shape that echoes the path back.
 */
export function frameworkErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if ((err.statusCode ?? 500) >= 500) {
    send(reply, 500, errorBody('INTERNAL', ERROR_CODES.INTERNAL.message));
    return;
  }
  send(reply, 400, errorBody('BAD_REQUEST', ERROR_CODES.BAD_REQUEST.message));
}

/** Path prefixes that belong to the API: unknown paths there answer JSON 404, never the app. */
export const API_PREFIXES = [
  '/v2/',
  '/api/',
  '/customizer/',
  '/auth',
  '/webpush/',
  '/oauth/',
  '/config/',
  '/consent/',
  '/media/',
  '/embeds/',
];

/** True when the path is an API path. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

/** The JSON 400 for a request too malformed to route (the navigation handler's unparseable paths). */
export function sendBadRequest(reply: FastifyReply): FastifyReply {
  return send(reply, 400, errorBody('BAD_REQUEST', ERROR_CODES.BAD_REQUEST.message));
}

/** The JSON 404 for unknown API paths. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return send(reply, 404, errorBody('ROUTE_NOT_FOUND', ERROR_CODES.ROUTE_NOT_FOUND.message));
}
