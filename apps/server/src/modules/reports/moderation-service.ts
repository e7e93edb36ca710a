/**
 * Moderation (docs/CONSOLE.md "Moderation"): the moderators' decisions and the author's review
 * request, each in one transaction with its audit entry and its notifications; the queue and the
 * public log.
 */
import type { ReportStatus } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller } from '../auth/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { HIDDEN_STATUSES } from '../../platform/ugc-repository.ts';
import {
  caseReason,
  lockCase,
  moveReports,
  places,
  publicLogPage,
  queuePage,
  reportSummaries,
  threadRoots,
  writeStatus,
  type LogRow,
  type ModeratedType,
  type ModerationCase,
  type Place,
  type QueueQuery,
  type QueueRow,
  type ReportSummary,
} from './moderation-repository.ts';
import { moderationPolicy, OUTCOMES } from './policy.ts';

/** A page of the queue with what shows its items in context. */
export interface QueuePage {
  rows: QueueRow[];
  total: number;
  reports: ReportSummary[];
  places: Place[];
  roots: Map<number, { type: string; id: number }>;
}

/** The plain text of stored rich text, shortened: what a notification and the queue show of an item. */
export function excerptOf(c: { body: string; title: string | null }, max: number): string {
  const text = `${c.title ? `${c.title}: ` : ''}${c.body.replace(/<[^>]*>/g, ' ')}`
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a decision answers: the item's new status and reason. */
export interface Decided {
  type: ModeratedType;
  id: number;
  status: ReportStatus;
  reason: string | null;
}

/** The moderation rules applied. */
export class ModerationService {
  constructor(
    private readonly db: Db,
    /** The notifications port, read when called (the notifications module is set up before). */
    private readonly notifier: () => Notifier,
  ) {}

  /**
   * A page of the queue in a constant number of statements whatever its size: the page (items,
   * texts, authors), the reports by type, the comments' thread roots and the places of everything.
   */
  async queue(q: QueueQuery): Promise<QueuePage> {
    const page = await queuePage(this.db, q);
    const commentIds = page.rows.filter((r) => r.type === 'comment').map((r) => r.id);
    const [reports, roots] = await Promise.all([reportSummaries(this.db, page.rows), threadRoots(this.db, commentIds)]);
    const wanted = new Map<string, number[]>();
    const want = (type: string, id: number) => wanted.set(type, [...(wanted.get(type) ?? []), id]);
    for (const r of page.rows) if (r.type !== 'comment') want(r.type, r.id);
    for (const root of roots.values()) want(root.type, root.id);
    return { ...page, reports, roots, places: await places(this.db, wanted) };
  }

  /** A page of the public log. */
  async log(limit: number, offset: number): Promise<{ rows: LogRow[]; total: number }> {
    return publicLogPage(this.db, limit, offset);
  }

  /**
   * A moderator's decision: moves the item along the moderators' transitions (422 otherwise),
   * records the reason, closes the open reports on an outcome and tells their reporters and the
   * author; audited with from and to. 404 for an item that is not there.
   */
  async decide(
    caller: Caller,
    type: ModeratedType,
    id: number,
    input: { status: ReportStatus; reason: string | null },
  ): Promise<Decided> {
    const notified: Array<Notified | undefined> = [];
    const out = await inTransaction(this.db, async (tx) => {
      const item = await lockCase(tx, type, id);
      if (!item) throw new AppError('NOT_FOUND');
      moderationPolicy.authorize(caller, 'move', { from: item.status, to: input.status });
      if (input.status === 'hidden' && !input.reason) {
        throw new AppError('VALIDATION_FAILED', undefined, { 'moderation.reason': ['is required to hide an item'] });
      }
      const outcome = OUTCOMES.includes(input.status);
      await writeStatus(tx, item, { status: input.status, reason: input.reason, decided: outcome });
      const reporters = await moveReports(tx, type, id, input.status);
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: `moderation.${input.status}`,
        targetType: type,
        targetId: String(id),
        details: { from: item.status, to: input.status, reason: input.reason },
      });
      if (outcome) notified.push(...(await this.tell(tx, item, input, reporters)));
      return { type, id, status: input.status, reason: input.reason };
    });
    await this.notifier().publish(notified);
    return out;
  }

  /**
   * The author asks for a review of their hidden item, once: it stays hidden and joins the queue
   * as `review_requested`. 404 for anybody else's item (it is hidden from them), 409
   * REVIEW_ALREADY_REQUESTED the second time, 422 for an item that is not hidden. Audited.
   */
  async requestReview(caller: Caller, type: ModeratedType, id: number): Promise<Decided> {
    return inTransaction(this.db, async (tx) => {
      const item = await lockCase(tx, type, id);
      if (!item) throw new AppError('NOT_FOUND');
      moderationPolicy.authorize(caller, 'request_review', {
        authorId: item.authorId,
        status: item.status,
        reviewRequestedAt: item.reviewRequestedAt,
      });
      await writeStatus(tx, item, { status: 'review_requested', reviewRequested: true });
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'moderation.review_requested',
        targetType: type,
        targetId: String(id),
        details: { from: item.status, to: 'review_requested' },
      });
      const reason = await caseReason(tx, item.type, item.id);
      return { type, id, status: 'review_requested' as const, reason };
    });
  }

  /**
   * Tells the outcome, in the decision's transaction: the reporters of the reports it closed, and
   * the author when the item was hidden or came back from hidden. No actor: moderators act as the
   * team, not by name.
   */
  private async tell(
    tx: Db,
    item: ModerationCase,
    input: { status: ReportStatus; reason: string | null },
    reporters: number[],
  ): Promise<Array<Notified | undefined>> {
    const notifier = this.notifier();
    const resource = { type: item.type, id: String(item.id), title: excerptOf(item, 60) };
    const hidden = input.status === 'hidden';
    const out: Array<Notified | undefined> = [];
    for (const userId of new Set(reporters)) {
      if (userId === item.authorId) continue;
      out.push(
        await notifier.notify(
          {
            userId,
            key: hidden ? 'moderation.report_hidden' : 'moderation.report_cleared',
            parameters: { serialized_resource: resource },
          },
          tx,
        ),
      );
    }
    const wasHidden = (HIDDEN_STATUSES as readonly ReportStatus[]).includes(item.status);
    if (hidden || wasHidden) {
      out.push(
        await notifier.notify(
          {
            userId: item.authorId,
            key: hidden ? 'moderation.item_hidden' : 'moderation.item_cleared',
            parameters: { serialized_resource: resource, reason: input.reason ?? '' },
          },
          tx,
        ),
      );
    }
    return out;
  }
}
