import type { App } from '../../app-types.ts';
import { mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { SessionInputSchema } from './input.ts';

/** Managing AMA sessions and their hosts (admins only, open while the module is off). */
export async function amaAdminRoutes(app: App): Promise<void> {
  mountAdminParticipationRoutes(app, {
    key: 'ama_session',
    body: SessionInputSchema,
    service: app.amas,
    callerId: (req) => callerOf(req).user.id,
    summaries: {
      a: 'an AMA session',
      list: 'List every AMA session, unpublished included (with preview tokens)',
      show: 'Show an AMA session for editing (with its preview token)',
      create: 'Create an AMA session with its host (unpublished, with a new preview token)',
      update: 'Replace an AMA session, its host included (publication and preview token stay)',
    },
  });
}
