import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { presentVapidKey, VapidKeyDocument } from './presenter.ts';

const tags = ['push'];

/** `GET /webpush/vapid` (the key browsers subscribe with) and the unsubscribe-all. */
export async function pushRoutes(app: App): Promise<void> {
  app.get(
    '/webpush/vapid',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe to web push with (applicationServerKey)',
        response: {
          200: VapidKeyDocument,
        },
      },
    },
    async (_req, reply) => {
      // The same for every caller and instance; it changes only when an operator rotates the keys.
      reply.header('cache-control', 'public, max-age=300');
      return presentVapidKey(app.push.publicKey);
    },
  );

  app.delete(
    '/v2/push_subscriptions',
    {
      config: { access: 'user', module: 'notifications' },
      schema: {
        tags,
        summary: "Unsubscribe all of the signed-in user's browsers from web push (and clear notification_token)",
        response: { 204: Type.Null(), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      // The token first (through the users service, so every instance's cached row is dropped),
      // then every subscription, those of the user's other browsers included.
      if (caller.user.notificationToken !== null) {
        await app.users.updateProfile(caller, { fields: { notification_token: null } });
      }
      await app.push.unsubscribeAll(caller);
      return reply.code(204).send(null);
    },
  );
}
