import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { Int64Id, SLUG_OPTIONS } from '../../http/input.ts';
import { localizedInput, mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';

/** The body of POST/PUT /v2/admin/ama_sessions. */
export const SessionInputSchema = Type.Object(
  {
    ama_session: Type.Object(
      {
        slug: Type.String(SLUG_OPTIONS),
        title: localizedInput(200, true),
        description: Type.Optional(localizedInput(20_000, false)),
        hero_medium_id: Type.Optional(Type.Union([Int64Id, Type.Null()])),
        host_user_id: Type.Optional(
          Type.Union([Int64Id, Type.Null()], { description: 'The host (answers the questions), by user id' }),
        ),
        host_slug: Type.Optional(
          Type.Union([Type.String(SLUG_OPTIONS), Type.Null()], {
            description: 'The host by user slug (when host_user_id is not given)',
          }),
        ),
        ends_at: Type.String({ format: 'date-time', maxLength: 40 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** Managing AMA sessions and their hosts (admins only, open while the module is off). */
export async function amaAdminRoutes(app: App): Promise<void> {
  const amas = app.amas;
  mountAdminParticipationRoutes(app, {
    path: 'ama_sessions',
    schemaRef: 'AdminAmaSession',
    body: SessionInputSchema,
    bodyKey: 'ama_session',
    callerId: (req) => callerOf(req).user.id,
    service: {
      list: (page) => amas.adminList(page),
      show: (id) => amas.adminShow(id),
      create: (input, by) => amas.createSession(input, by),
      update: (id, input, by) => amas.updateSession(id, input, by),
      publish: (id, by) => amas.publishSession(id, by),
      close: (id, by) => amas.closeSession(id, by),
    },
    summaries: {
      list: 'List every AMA session, unpublished included (with preview tokens)',
      show: 'Show an AMA session for editing (with its preview token)',
      create: 'Create an AMA session with its host (unpublished, with a new preview token)',
      update: 'Replace an AMA session, its host included (publication and preview token stay)',
      publish: 'Publish an AMA session',
      close: 'Close an AMA session now',
    },
  });
}
