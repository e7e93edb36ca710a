import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PageQuery } from '../../http/input.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { NoIncluded, errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { Announcements } from './announcements.ts';
import {
  AnnouncementBody,
  AnnouncementHeaders,
  RecipientsQuery,
  NotificationParams,
  NotificationsQuery,
  PreferencesBody,
} from './input.ts';
import { NotificationPreferences } from './preferences.ts';
import { OPEN_ALL_ID_CAP } from './service.ts';

const tags = ['notifications'];
const config = { access: 'user' as const, module: 'notifications' as const };
const Ref = Type.Ref('Notification');
const OpenMeta = Type.Object({ open_notifications: Type.Integer({ minimum: 0 }) });

/** The inbox (`/v2/notifications`), the preferences and the admins' announcements. */
export async function notificationRoutes(app: App): Promise<void> {
  const notifications = app.notifications;
  const preferences = new NotificationPreferences(app.database.db);
  const announcements = new Announcements(app.database.db, notifications, app.jobs, app.log);

  app.get(
    '/v2/notifications',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first",
        querystring: NotificationsQuery,
        response: {
          200: Type.Object({ data: Type.Array(Ref), included: NoIncluded, meta: OpenMeta }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const { data, total, open } = await notifications.list(callerOf(req), page, {
        unopened: req.query['filter[unopened]'],
        promptDialog: req.query['filter[prompt_dialog]'],
      });
      setListHeaders(reply, page, total);
      return { data, included: [], meta: { open_notifications: open } };
    },
  );

  app.get(
    '/v2/notifications/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One notification of the signed-in user (404 for anybody else)',
        params: NotificationParams,
        response: {
          200: Type.Object({ data: Ref, included: NoIncluded, meta: Type.Object({}) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => {
      return { data: await notifications.show(callerOf(req), Number(req.params.id)), included: [], meta: {} };
    },
  );

  app.put(
    '/v2/notifications/:id/open',
    {
      config,
      schema: {
        tags,
        summary: 'Open a notification (idempotent)',
        params: NotificationParams,
        response: {
          200: Type.Object({ data: Ref, included: NoIncluded, meta: OpenMeta }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) => {
      const { data, open } = await notifications.open(callerOf(req), Number(req.params.id));
      return { data, included: [], meta: { open_notifications: open } };
    },
  );

  app.put(
    '/v2/notifications/open_all',
    {
      config,
      schema: {
        tags,
        summary: 'Open every unopened notification',
        description: `Answers how many were opened and the ids of the newest ${OPEN_ALL_ID_CAP} of them.`,
        response: {
          200: Type.Object({
            data: Type.Null(),
            included: NoIncluded,
            meta: Type.Object({
              opened_count: Type.Integer({ minimum: 0 }),
              opened_ids: Type.Array(Type.String(), {
                maxItems: OPEN_ALL_ID_CAP,
                description: `The newest ${OPEN_ALL_ID_CAP} ids at most`,
              }),
              open_notifications: Type.Literal(0),
            }),
          }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (req) => {
      const { count, ids } = await notifications.openAll(callerOf(req));
      return {
        data: null,
        included: [],
        meta: { opened_count: count, opened_ids: ids, open_notifications: 0 as const },
      };
    },
  );

  app.get(
    '/v2/notification_preferences',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's notification preferences (defaults for what they never set)",
        response: {
          200: Type.Object({ data: Type.Ref('NotificationPreferences') }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (req) => ({ data: await preferences.get(callerOf(req)) }),
  );

  app.put(
    '/v2/notification_preferences',
    {
      config,
      schema: {
        tags,
        summary: 'Change notification preferences: per kind in-app and push, quiet hours and time zone',
        description:
          'Only the fields given change. In-app notifications of a kind that is not optional (announcements) cannot be switched off.',
        body: PreferencesBody,
        response: {
          200: Type.Object({ data: Type.Ref('NotificationPreferences') }),
          ...errorResponses(400, 401, 404, 422),
        },
      },
    },
    async (req) => ({ data: await preferences.update(callerOf(req), req.body.notification_preferences) }),
  );

  app.get(
    '/v2/admin/notifications',
    {
      config: { access: 'console:content' },
      schema: {
        tags: ['admin'],
        summary: 'The sent announcements, newest first (from the audit log)',
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('Announcement')), included: NoIncluded, meta: Type.Object({}) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await announcements.list(page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: [], meta: {} };
    },
  );

  app.get(
    '/v2/admin/notifications/recipients',
    {
      config: { access: 'console:content' },
      schema: {
        tags: ['admin'],
        summary: 'Up to 10 fans an announcement can go to, by name or slug',
        querystring: RecipientsQuery,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.String(),
                type: Type.Literal('user'),
                attributes: Type.Object({ slug: Type.String(), display_name: Type.String() }),
              }),
            ),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req) => ({ data: await announcements.recipients(req.query.search) }),
  );

  const SendMeta = {
    job_id: Type.Union([Type.String(), Type.Null()]),
    replayed: Type.Boolean({ description: 'True when the Idempotency-Key had sent it already (nothing sent again)' }),
  };
  app.post(
    '/v2/admin/notifications',
    {
      config: { access: 'console:content', rateLimit: 'post' },
      schema: {
        tags: ['admin'],
        summary:
          'Send an announcement to one user (201) or to every active user (202, a background job); once per Idempotency-Key',
        headers: AnnouncementHeaders,
        body: AnnouncementBody,
        response: {
          201: Type.Object({
            data: Type.Union([Ref, Type.Null()], { description: 'Null on a replay' }),
            meta: Type.Object({ to: Type.String(), ...SendMeta }),
          }),
          202: Type.Object({
            data: Type.Null(),
            meta: Type.Object({ to: Type.Literal('all'), ...SendMeta }),
          }),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (req, reply) => {
      const n = req.body.notification;
      const result = await announcements.send(
        callerOf(req),
        { title: n.title, body: n.body, promptDialog: n.prompt_dialog, to: n.to },
        req.headers['idempotency-key'],
      );
      return reply.code(result.status).send({ data: result.data, meta: result.meta } as never);
    },
  );
}
