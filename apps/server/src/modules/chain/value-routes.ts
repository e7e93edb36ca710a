/**
 * The one shape of a route that moves value (docs/CHAIN.md "Transactions and sends", "Write-ahead value moves"): a POST under the `send`
 * rate limit that requires an Idempotency-Key, answers 201 with the record when it moved value now
 * and 200 with the same record when that key had moved it before.
 */
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import type { GatedModule } from '@tribune/domain';
import { errorResponses } from '../../http/schemas.ts';
import type { Access } from '../auth/index.ts';
import { KeyHeaders, requireKey } from './input.ts';

type ErrorStatus = Parameters<typeof errorResponses>[number];

/** The options of a value-moving POST: its access, the key header, one document for 200 and 201, its errors. */
export function valueMove<D extends TSchema, const S extends { params?: TSchema; body?: TSchema }>(
  route: {
    access: Exclude<Access, 'public'>;
    /** The module whose switch gates the route (its module gate answers when it is off). */
    module?: GatedModule;
    tags: string[];
    summary: string;
    doc: D;
    errors: ErrorStatus[];
  },
  parts: S,
) {
  const config = { access: route.access, rateLimit: 'send' as const };
  return {
    config: route.module ? { ...config, module: route.module } : config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      ...parts,
      headers: KeyHeaders,
      response: { 200: route.doc, 201: route.doc, ...errorResponses(...route.errors) },
    },
  };
}

/** The Idempotency-Key of a value move, or 400 IDEMPOTENCY_KEY_REQUIRED. */
export const moveKey = (req: { headers: { 'idempotency-key'?: string } }): string =>
  requireKey(req.headers['idempotency-key']);

/** Answers a value move: 201 when it moved value now, 200 with the same record when the key had before. */
export const answerMove = (reply: FastifyReply, created: boolean, body: unknown) =>
  reply.code(created ? 201 : 200).send(body);
