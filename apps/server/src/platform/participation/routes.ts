/**
 * What the fans' routes of the participation types share (docs/PARTICIPATION.md "The
 * participation kit"): multipart forms in the plugin's scope, the registration of their
 * resource types, and the list headers of a list that is not paged.
 */
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import type { Caller } from '../caller.ts';
import { lang, type Lang } from '../../http/locale.ts';
import { setListHeaders } from '../../http/pagination.ts';
import type { GatedModule } from '@tribune/domain';
import type { Found, ResourceHandler } from '../resources.ts';
import { registerMultipart } from '../fan-form.ts';
import { routeOptions } from '../route-options.ts';

export { registerMultipart };
/** The route options of a participation type (its tags and module gate). */
export const participationRouteOptions = routeOptions;

/** How a participation type's resource is found for a caller: by the key of its URLs, or by id. */
export type FindForCaller = (
  ref: { key: string } | { id: number },
  caller: Caller | undefined,
) => Promise<Found | undefined>;

/** What a participation type's resource allows: what is left out, it does not (not commentable, ...). */
export type ParticipationResourceHandler = Pick<ResourceHandler, 'table' | 'module'> &
  Partial<Pick<ResourceHandler, 'commentable' | 'likeable' | 'reportable' | 'boostable'>>;

/** Registers a participation type's resource, found by `find` (by key and by id). */
export function registerParticipationResource(
  app: App,
  type: string,
  find: FindForCaller,
  handler: ParticipationResourceHandler,
): void {
  app.resources.register(type, {
    find: (key, caller) => find({ key }, caller),
    findById: (id, caller) => find({ id }, caller),
    table: handler.table,
    commentable: handler.commentable ?? false,
    likeable: handler.likeable ?? false,
    reportable: handler.reportable ?? false,
    boostable: handler.boostable ?? false,
    module: handler.module,
  });
}

/** The list headers of a list answered whole (one page holding every item). */
export function setWholeListHeaders(reply: FastifyReply, count: number): void {
  setListHeaders(reply, { page: 1, perPage: Math.max(1, count), offset: 0 }, count);
}

/**
 * Mounts GET `path`, a type's public list answered whole (open items, then the latest ended
 * ones: docs/PARTICIPATION.md "Shared"), as the service's `list` gives it.
 */
export function mountWholeList(
  app: App,
  path: string,
  options: { config: object; schema: object },
  list: (caller: Caller | undefined, lang: Lang) => Promise<{ data: unknown[] }>,
): void {
  app.get(path, options, async (req, reply) => {
    const out = await list(req.caller, lang(req));
    setWholeListHeaders(reply, out.data.length);
    return out;
  });
}

/**
 * The plugin scope of a participation type whose items take comments (votings, events): multipart
 * comments with up to `files` images, its resource type (commentable only, in the table
 * `<type>s`); answers its route options (tagged `<type>s`).
 */
export async function commentableParticipation(
  app: App,
  spec: { type: string; module: GatedModule; files: number; find: FindForCaller },
) {
  await registerMultipart(app, spec.files);
  registerParticipationResource(app, spec.type, spec.find, {
    table: `${spec.type}s`,
    commentable: true,
    module: spec.module,
  });
  return routeOptions([`${spec.type}s`], spec.module);
}
