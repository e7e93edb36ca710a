/**
 * What the fans' routes of the participation types share (docs/PARTICIPATION.md "The
 * participation kit"): multipart forms in the plugin's scope, the registration of their
 * resource types, and the list headers of a list that is not paged.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import type { Caller } from '../caller.ts';
import { setListHeaders } from '../../http/pagination.ts';
import type { Found, ResourceHandler } from '../resources.ts';

/** Multipart (fields and up to `files` images) only in this plugin's scope, as for comments. */
export async function registerMultipart(app: App, files: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files, fields: 10, fieldSize: 64 * 1024, parts: 16 },
  });
}

/** How a participation type's resource is found for a caller: by the key of its URLs, or by id. */
export type FindForCaller = (
  ref: { key: string } | { id: number },
  caller: Caller | undefined,
) => Promise<Found | undefined>;

/** Registers a participation type's resource, found by `find` (by key and by id). */
export function registerParticipationResource(
  app: App,
  type: string,
  find: FindForCaller,
  handler: Omit<ResourceHandler, 'find' | 'findById'>,
): void {
  app.resources.register(type, {
    find: (key, caller) => find({ key }, caller),
    findById: (id, caller) => find({ id }, caller),
    ...handler,
  });
}

/** The list headers of a list answered whole (one page holding every item). */
export function setWholeListHeaders(reply: FastifyReply, count: number): void {
  setListHeaders(reply, { page: 1, perPage: Math.max(1, count), offset: 0 }, count);
}
