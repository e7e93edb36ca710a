import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { requireAuth } from '../auth/plugin.ts';
import type { UserRow } from '../users/repository.ts';

/** The reader's user id, or undefined for a guest (reads are open to guests). */
export async function viewerIdOf(app: App, req: FastifyRequest): Promise<number | undefined> {
  return req.auth ? (await app.users.resolve(req.auth)).id : undefined;
}

/** The writer: signed in (401 otherwise) and not banned (404 ACCOUNT_BANNED, as everywhere). */
export async function writerOf(app: App, req: FastifyRequest): Promise<UserRow> {
  return app.users.current(requireAuth(req));
}
