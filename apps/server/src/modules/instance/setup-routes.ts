/** The setup screen's routes (docs/CONSOLE.md "Instance setup"): the console's `setup` area. */
import type { SupportedLocale } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { pageDocument, pageOf } from '../../http/pagination.ts';
import { NoIncluded, errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { InstanceSetupBody, TranslationKeysQuery, VersionParams, VersionsQuery } from './setup-input.ts';
import { InstanceSetupService } from './setup-service.ts';

const tags = ['console'];
const access = { access: 'console:setup' as const };
const SetupDoc = oneDoc('InstanceSetup', NoIncluded);

export async function instanceSetupRoutes(app: App): Promise<void> {
  const service = new InstanceSetupService(app.database.db, app.instance);
  const one = (data: unknown) => ({ data, included: [], meta: {} });

  app.get(
    '/v2/admin/instance',
    {
      config: access,
      schema: {
        tags,
        summary: "The instance's editable configuration and its version",
        response: { 200: SetupDoc, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => one(await service.show(callerOf(req))),
  );

  app.post(
    '/v2/admin/instance/validate',
    {
      config: access,
      schema: {
        tags,
        summary: 'Checks a draft as a save would, saving nothing (422 with the fields a save would refuse)',
        body: InstanceSetupBody,
        response: { 200: SetupDoc, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req) => one(service.validate(callerOf(req), req.body.instance)),
  );

  app.put(
    '/v2/admin/instance',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Saves the configuration: 409 when it changed since the draft began; a new version, kept and audited, on every server at once',
        body: InstanceSetupBody,
        response: { 200: SetupDoc, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => one(await service.save(callerOf(req), req.body.instance)),
  );

  app.get(
    '/v2/admin/instance/versions',
    {
      config: access,
      schema: {
        tags,
        summary: 'The kept versions of the configuration, newest first: who, when, what changed',
        querystring: VersionsQuery,
        response: { 200: listDoc('InstanceVersion', NoIncluded), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.versions(callerOf(req), page);
      return pageDocument(reply, page, { data: out.data, included: [], total: out.total });
    },
  );

  app.post(
    '/v2/admin/instance/versions/:version/rollback',
    {
      config: access,
      schema: {
        tags,
        summary: "Makes a kept version's configuration the current one, as a new version (audited)",
        params: VersionParams,
        response: { 200: SetupDoc, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => one(await service.rollback(callerOf(req), Number(req.params.version))),
  );

  app.get(
    '/v2/admin/instance/translations',
    {
      config: access,
      schema: {
        tags,
        summary: "One locale's text keys: the built-in texts, the instance's override, whether the locale lacks it",
        querystring: TranslationKeysQuery,
        response: { 200: listDoc('TranslationKey', NoIncluded), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const q = req.query;
      const out = await service.translationKeys(callerOf(req), { ...q, locale: q.locale as SupportedLocale }, page);
      return pageDocument(reply, page, { data: out.data, included: [], total: out.total });
    },
  );
}
