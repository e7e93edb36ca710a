/** The moderation routes (docs/CONSOLE.md "Moderation"): the queue, decisions, review requests, the public log. */
import type { ReportStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { requestLocale } from '../../http/locale.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { DecisionBody, ItemParams, LogQuery, QueueQuery } from './moderation-input.ts';
import { presentLogEntry, presentModeration, presentQueueItem } from './moderation-presenter.ts';
import { MODERATED_TYPES, type ModeratedType } from './moderation-repository.ts';
import { ModerationService } from './moderation-service.ts';
import { OPEN_STATUSES } from './policy.ts';

const tags = ['moderation'];

export async function moderationRoutes(app: App): Promise<void> {
  const moderation = new ModerationService(app.database.db, () => app.notifications);

  app.get(
    '/v2/admin/moderation/queue',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary: 'The review queue: reported items of every type in context, newest or most reported first',
        querystring: QueueQuery,
        response: { 200: listDoc('ModerationItem', NoIncluded), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const q = req.query;
      const status = q.status ?? 'open';
      const out = await moderation.queue({
        statuses: status === 'open' ? OPEN_STATUSES : [status as ReportStatus],
        types: q.type ? [q.type as ModeratedType] : MODERATED_TYPES,
        search: q.search?.trim() || undefined,
        sort: q.sort === 'most_reported' ? 'most_reported' : 'newest',
        limit: page.perPage,
        offset: page.offset,
      });
      const snapshot = app.instance.snapshot();
      const ctx = {
        publicUrl: app.config.publicUrl,
        words: snapshot.words,
        locale: requestLocale(req, snapshot.config),
        fallback: snapshot.config.options.default_language,
        reports: out.reports,
        places: out.places,
        roots: out.roots,
      };
      return pageDocument(reply, page, {
        data: out.rows.map((r) => presentQueueItem(r, ctx)),
        included: [],
        total: out.total,
      });
    },
  );

  app.put(
    '/v2/admin/moderation/items/:type/:id',
    {
      config: { access: 'console:moderation' },
      schema: {
        tags,
        summary: "A moderator's decision on an item: under_review, cleared or hidden (with a reason); audited",
        params: ItemParams,
        body: DecisionBody,
        response: { 200: oneDoc('Moderation'), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      const input = req.body.moderation;
      const decided = await moderation.decide(callerOf(req), req.params.type as ModeratedType, Number(req.params.id), {
        status: input.status as ReportStatus,
        reason: input.reason?.trim() || null,
      });
      return { data: presentModeration(decided), included: [], meta: {} };
    },
  );

  app.post(
    '/v2/moderation/items/:type/:id/review_request',
    {
      config: { access: 'user', rateLimit: 'post' },
      schema: {
        tags,
        summary: 'The author asks for a review of their hidden item (once)',
        params: ItemParams,
        response: { 201: oneDoc('Moderation'), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const out = await moderation.requestReview(
        callerOf(req),
        req.params.type as ModeratedType,
        Number(req.params.id),
      );
      return reply.code(201).send({ data: presentModeration(out), included: [], meta: {} });
    },
  );

  app.get(
    '/v2/moderation_log',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public moderation log: what was hidden or cleared, why and when; nobody named',
        querystring: LogQuery,
        response: { 200: listDoc('ModerationLogEntry', NoIncluded), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await moderation.log(page.perPage, page.offset);
      return pageDocument(reply, page, { data: out.rows.map(presentLogEntry), included: [], total: out.total });
    },
  );
}
