import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import { pick } from '../../http/locale.ts';
import type { ReportTypeRow } from './repository.ts';

/** A kind of report the user chooses from. */
export const UgcReportTypeSchema = recordSchema(
  'ugc_report_type',
  { attributes: Type.Object({ key: Type.String(), title: Type.String() }) },
  { $id: 'UgcReportType' },
);

/** A filed report, as its reporter sees it. */
export const UgcReportSchema = recordSchema(
  'ugc_report',
  {
    attributes: Type.Object({
      reportable_type: Type.String(),
      reportable_id: Type.String(),
      status: Type.String({ enum: ['reported'] }),
    }),
  },
  { $id: 'UgcReport' },
);

/** A report type with its title in the request's language (`fallback`: the instance's default language). */
export function presentReportType(row: ReportTypeRow, locale: string, fallback: string) {
  return {
    id: String(row.id),
    type: 'ugc_report_type' as const,
    attributes: { key: row.key, title: pick(row.title, locale, fallback) },
  };
}

/** A filed report: it is 'reported' until a moderator acts. */
export function presentReport(report: { id: number; type: string; reportableId: number }) {
  return {
    id: String(report.id),
    type: 'ugc_report' as const,
    attributes: {
      reportable_type: report.type,
      reportable_id: String(report.reportableId),
      status: 'reported' as const,
    },
  };
}
