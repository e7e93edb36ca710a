import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../http/errors.ts';

const FLAGS = ['advertising', 'customization', 'analyze'] as const;

/** `POST /consent/`: the three choices. */
export const ConsentBody = Type.Object(
  { advertising: Type.Boolean(), customization: Type.Boolean(), analyze: Type.Boolean() },
  { additionalProperties: false },
);

/**
 * The validator coerces types; consent must be real booleans, so the raw body is checked first
 * (422 naming each flag that is not).
 */
export async function checkConsentFlags(req: FastifyRequest): Promise<void> {
  const body = req.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields: Record<string, string[]> = {};
  for (const f of FLAGS) if (f in body && typeof body[f] !== 'boolean') fields[f] = ['must be true or false'];
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
}
