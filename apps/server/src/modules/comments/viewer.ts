import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { callerOf } from '../auth/caller.ts';
import type { UserRow } from '../users/repository.ts';
import type { Viewer } from './registry.ts';

/** The reader's user id, or undefined for a guest (reads are open to guests). */
export async function viewerIdOf(_app: App, req: FastifyRequest): Promise<number | undefined> {
  return req.caller?.user.id;
}

/** The reader as the resource registry asks about them: a guest, a user, or an admin (the caller gate decided). */
export async function viewerOf(_app: App, req: FastifyRequest): Promise<Viewer> {
  return req.caller ? { userId: req.caller.user.id, admin: req.caller.admin } : {};
}

/** The writer: signed in (401 otherwise) and not banned (the caller gate answered 404 ACCOUNT_BANNED). */
export async function writerOf(_app: App, req: FastifyRequest): Promise<UserRow> {
  return callerOf(req).user;
}
