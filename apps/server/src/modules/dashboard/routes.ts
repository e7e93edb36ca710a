/** The dashboard's routes (docs/CONSOLE.md "Dashboard"): the figures of a period, as JSON and as CSV. */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { NoIncluded, errorResponses, oneDoc } from '../../http/schemas.ts';
import { DashboardQuery } from './input.ts';
import { dashboardCsv, presentDashboard } from './presenter.ts';
import { checkPeriod } from './service.ts';

const tags = ['console'];

export async function dashboardRoutes(app: App): Promise<void> {
  app.get(
    '/v2/admin/dashboard',
    {
      config: { access: 'console:dashboard' },
      schema: {
        tags,
        summary:
          "The dashboard's figures of a period (at most 366 days) per day or week: sign-ups, active fans, contents, participation, chat messages (counts), token flows, reports",
        querystring: DashboardQuery,
        response: { 200: oneDoc('Dashboard', NoIncluded), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const period = checkPeriod(req.query.from, req.query.to, req.query.interval);
      const rows = await app.dashboard.buckets(period);
      return { data: presentDashboard(period, rows), included: [], meta: {} };
    },
  );

  const csv = {
    description: 'The figures as CSV with a header row',
    content: { 'text/csv': { schema: Type.String() } },
  };
  app.get(
    '/v2/admin/dashboard.csv',
    {
      config: { access: 'console:dashboard' },
      schema: {
        tags,
        summary: "The dashboard's figures of a period as CSV: a header row, then a row per day or week",
        querystring: DashboardQuery,
        response: { 200: csv, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const period = checkPeriod(req.query.from, req.query.to, req.query.interval);
      const rows = await app.dashboard.buckets(period);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="dashboard-${period.from}-${period.to}-${period.interval}.csv"`,
        )
        .send(dashboardCsv(rows));
    },
  );
}
