import type { Static, TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { ConsoleArea } from '@tribune/domain';
import type { App } from '../app-types.ts';
import { errorResponses, oneDoc } from './schemas.ts';

/** An instance's settings record that admins read and change at one path. */
export interface SettingsRoutesSpec<B extends TSchema> {
  path: string;
  /** The settings' schema in the contract. */
  schema: string;
  summaries: { show: string; change: string };
  /** Who may read and change them: admins unless a console area is named. */
  access?: 'admin' | `console:${ConsoleArea}`;
  body: B;
  read(): Promise<unknown>;
  save(req: FastifyRequest, body: Static<B>): Promise<unknown>;
}

/** `GET` and `PUT <path>` of a settings record (admins, or a console area's roles), answered as `{ data, included: [], meta: {} }`. */
export function mountSettingsRoutes<B extends TSchema>(app: App, spec: SettingsRoutesSpec<B>): void {
  const SettingsDoc = oneDoc(spec.schema);
  const tags = ['admin'];
  app.get(
    spec.path,
    {
      config: { access: spec.access ?? 'admin' },
      schema: { tags, summary: spec.summaries.show, response: { 200: SettingsDoc, ...errorResponses(400, 401, 403) } },
    },
    async () => ({ data: await spec.read(), included: [], meta: {} }),
  );
  app.put(
    spec.path,
    {
      config: { access: spec.access ?? 'admin' },
      schema: {
        tags,
        summary: spec.summaries.change,
        body: spec.body,
        response: { 200: SettingsDoc, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req) => ({ data: await spec.save(req, req.body as Static<B>), included: [], meta: {} }),
  );
}
