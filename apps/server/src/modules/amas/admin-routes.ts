import type { App } from '../../app-types.ts';
import { mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { SessionInputSchema } from './input.ts';

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
