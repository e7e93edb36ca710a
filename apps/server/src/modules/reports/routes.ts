import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { pick, requestLocale } from '../../http/locale.ts';
import { Int32IdValue, Int64IdValue, Text } from '../../http/input.ts';
import { errorResponses } from '../../http/schemas.ts';
import { commentPolicy } from '../comments/policy.ts';
import { writerOf } from '../comments/viewer.ts';
import { ensureReportTypes, insertReport, listReportTypes } from './repository.ts';

const tags = ['reports'];

/** A kind of report the user chooses from. */
export const UgcReportTypeSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ugc_report_type'),
    attributes: Type.Object({ key: Type.String(), title: Type.String() }),
  },
  { $id: 'UgcReportType' },
);

/** A filed report, as its reporter sees it. */
export const UgcReportSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ugc_report'),
    attributes: Type.Object({
      reportable_type: Type.String(),
      reportable_id: Type.String(),
      status: Type.String({ enum: ['reported'] }),
    }),
  },
  { $id: 'UgcReport' },
);

const ReportBody = Type.Object(
  {
    ugc_report: Type.Object(
      {
        reportable_type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }),
        reportable_id: Int64IdValue,
        ugc_report_type_id: Int32IdValue,
        reason: Type.Optional(Type.Union([Text({ maxLength: 2000 }), Type.Null()])),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** Report types and filing reports of comments and contents (any registered reportable type). */
export async function reportRoutes(app: App): Promise<void> {
  await ensureReportTypes(app.database.db);

  app.get(
    '/v2/ugc_report_types',
    {
      schema: {
        tags,
        summary: 'The kinds of report, in the request language',
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('UgcReportType')) }), ...errorResponses(401) },
      },
    },
    async (req) => {
      const config = app.instance.snapshot().config;
      const locale = requestLocale(req, config);
      const rows = await listReportTypes(app.database.db);
      return {
        data: rows.map((r) => ({
          id: String(r.id),
          type: 'ugc_report_type' as const,
          attributes: { key: r.key, title: pick(r.title, locale, config.options.default_language) },
        })),
      };
    },
  );

  app.post(
    '/v2/ugc_reports',
    {
      config: { rateLimit: 'post' },
      schema: {
        tags,
        summary: 'Report a comment or a content (once per user)',
        security: [{ bearerAuth: [] }],
        body: ReportBody,
        response: { 201: Type.Object({ data: Type.Ref('UgcReport') }), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = await writerOf(app, req);
      const input = req.body.ugc_report;
      const type = input.reportable_type;
      const id = Number(input.reportable_id);
      if (!app.resources.get(type)?.reportable) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          'ugc_report.reportable_type': [`must be one of ${app.resources.types('reportable').join(', ')}`],
        });
      }
      const types = await listReportTypes(app.database.db);
      const reportType = types.find((t) => t.id === Number(input.ugc_report_type_id));
      if (!reportType) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          'ugc_report.ugc_report_type_id': ['is not a report type'],
        });
      }
      // Reporting something this user may not see answers exactly as an id that never existed.
      if (!(await app.comments.find(type, id, commentPolicy.viewerOf(user)))) throw new AppError('NOT_FOUND');
      const reportId = await insertReport(app.database.db, {
        type,
        id,
        userId: user.id,
        reportTypeId: reportType.id,
        reason: input.reason?.trim() || null,
      });
      if (reportId === undefined) throw new AppError('ALREADY_REPORTED');
      return reply.code(201).send({
        data: {
          id: String(reportId),
          type: 'ugc_report' as const,
          attributes: { reportable_type: type, reportable_id: String(id), status: 'reported' as const },
        },
      });
    },
  );
}
