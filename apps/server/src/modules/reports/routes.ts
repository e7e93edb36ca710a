import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { requestLocale } from '../../http/locale.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { ReportBody } from './input.ts';
import { presentReport, presentReportType } from './presenter.ts';
import { ReportsService } from './service.ts';

const tags = ['reports'];

/** Report types and filing reports of comments and contents (any registered reportable type). */
export async function reportRoutes(app: App): Promise<void> {
  const reports = new ReportsService(app.database.db, app.resources);
  await reports.ensureDefaults();

  app.get(
    '/v2/ugc_report_types',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The kinds of report, in the request language',
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('UgcReportType')) }), ...errorResponses(401) },
      },
    },
    async (req) => {
      const config = app.instance.snapshot().config;
      const locale = requestLocale(req, config);
      const rows = await reports.types();
      return { data: rows.map((r) => presentReportType(r, locale, config.options.default_language)) };
    },
  );

  app.post(
    '/v2/ugc_reports',
    {
      config: { access: 'user', rateLimit: 'post' },
      schema: {
        tags,
        summary: 'Report a comment or a content (once per user)',
        body: ReportBody,
        response: { 201: Type.Object({ data: Type.Ref('UgcReport') }), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const input = req.body.ugc_report;
      const report = await reports.file(callerOf(req), {
        reportableType: input.reportable_type,
        reportableId: Number(input.reportable_id),
        reportTypeId: Number(input.ugc_report_type_id),
        reason: input.reason,
      });
      return reply.code(201).send({ data: presentReport(report) });
    },
  );
}
