import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { ResourceRegistry } from '../../platform/resources.ts';
import type { Caller } from '../auth/index.ts';
import { ensureReportTypes, insertReport, listReportTypes, type ReportTypeRow } from './repository.ts';

/** What a caller files: the reported thing, the chosen report type and an optional reason. */
export interface ReportInput {
  reportableType: string;
  reportableId: number;
  reportTypeId: number;
  reason?: string | null;
}

/** A filed report. */
export interface FiledReport {
  id: number;
  type: string;
  reportableId: number;
}

/** The rules of reports over every reportable resource type. */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceRegistry,
  ) {}

  /** Inserts the default report types that are missing (every start). */
  async ensureDefaults(): Promise<void> {
    await ensureReportTypes(this.db);
  }

  /** Every report type in display order. */
  async types(): Promise<ReportTypeRow[]> {
    return listReportTypes(this.db);
  }

  /**
   * Files a report as the caller, once per user and thing: 422 naming the field for a type that
   * is not reportable or an unknown report type, 404 when the thing is not there for the caller
   * (exactly as an id that never existed), 409 ALREADY_REPORTED for a second report.
   */
  async file(caller: Caller, input: ReportInput): Promise<FiledReport> {
    const type = input.reportableType;
    const id = input.reportableId;
    const handler = this.resources.get(type);
    if (!handler?.reportable) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        'ugc_report.reportable_type': [`must be one of ${this.resources.types('reportable').join(', ')}`],
      });
    }
    const reportType = (await listReportTypes(this.db)).find((t) => t.id === input.reportTypeId);
    if (!reportType) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        'ugc_report.ugc_report_type_id': ['is not a report type'],
      });
    }
    // Reporting something this caller may not see answers exactly as an id that never existed.
    if (!(await handler.findById(id, caller))) throw new AppError('NOT_FOUND');
    const reportId = await insertReport(this.db, {
      type,
      id,
      userId: caller.user.id,
      reportTypeId: reportType.id,
      reason: input.reason?.trim() || null,
    });
    if (reportId === undefined) throw new AppError('ALREADY_REPORTED');
    return { id: reportId, type, reportableId: id };
  }
}
