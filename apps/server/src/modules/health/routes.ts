import type { App } from '../../app-types.ts';
import { Status } from './presenter.ts';

/** /healthz: the process is alive. /readyz: the database answers and every migration is applied. */
export async function healthRoutes(app: App): Promise<void> {
  // No rate limit: a probe answered 429 would take a healthy instance out of rotation.
  const quiet = { config: { access: 'public' as const, quietLog: true, rateLimit: false as const } };
  app.get('/healthz', { ...quiet, schema: { tags: ['health'], response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { ...quiet, schema: { tags: ['health'], response: { 200: Status, 503: Status } } },
    async (_req, reply) => {
      try {
        if (await app.database.ready()) return { status: 'ready' };
        return reply.code(503).send({ status: 'migrations pending' });
      } catch {
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  );
}
