import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { notificationsPolicy } from './policy.ts';
import type { Job, JobQueue } from '../../lib/jobs.ts';
import type { Caller } from '../auth/index.ts';
import { findUserBySlug } from '../users/index.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Page } from '../../http/pagination.ts';
import { activeUserIdsAfter, listAnnouncements, lockAnnouncementKey, searchRecipients } from './repository.ts';
import { presentAnnouncement } from './presenter.ts';
import type { Notified, NotificationService } from './service.ts';

/** The durable job that fans an announcement out to every active user, one batch per run. */
export const ANNOUNCE_JOB = 'notifications.announce';
/** Users per batch: one insert statement and one transaction each. */
export const ANNOUNCE_BATCH = 500;

/** What an admin announces. */
export interface AnnouncementInput {
  title: string;
  body: string;
  promptDialog: boolean;
  /** A user's slug, or 'all'. */
  to: string;
}

// A type, not an interface: it is then a `Record<string, unknown>`, what a job's payload is.
type AnnouncePayload = {
  announcement: string;
  title: string;
  body: string;
  prompt_dialog: boolean;
  after: number;
};

/**
 * Announcements from the club: to one user at once, or to everybody through the durable job
 * `notifications.announce`. Each run of the job writes one batch and enqueues the next in the
 * same transaction, so a restart continues where it stopped; a batch rerun after a crash skips
 * the users who already have this announcement (its group key).
 */
export class Announcements {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    jobs.register(ANNOUNCE_JOB, (job, signal) => this.runBatch(job, signal));
  }

  /**
   * Sends an announcement (the team's content area: the route's access), audited as
   * `notification.announce` in the transaction that sends it or enqueues its job. With an
   * Idempotency-Key, the same admin's retry with the same key sends nothing again and answers the
   * first send (`replayed`); the key with another announcement is 409 `CONFLICT`.
   */
  async send(caller: Caller, input: AnnouncementInput, key?: string) {
    if (!this.notifications.moduleOn()) throw new AppError('MODULE_DISABLED');
    const title = input.title.trim();
    const body = input.body.trim();
    const errors: Record<string, string[]> = {};
    if (!title) errors['notification.title'] = ["can't be blank"];
    if (!body) errors['notification.body'] = ["can't be blank"];
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const user = input.to === 'all' ? undefined : await findUserBySlug(this.db, input.to);
    if (input.to !== 'all') {
      if (!user) throw new AppError('NOT_FOUND');
      notificationsPolicy.authorize(caller, 'announceTo', user);
    }
    const to = user ? user.slug : 'all';
    const what = { to, title, body, prompt_dialog: input.promptDialog };
    const actorId = caller.user.id;
    let notified: Notified[] = [];
    const out = await inTransaction(this.db, async (tx) => {
      if (key) {
        const prior = await lockAnnouncementKey(tx, actorId, key);
        if (prior) {
          const d = prior.details;
          if (d.to !== to || d.title !== title || d.body !== body || d.prompt_dialog !== input.promptDialog) {
            throw new AppError('CONFLICT', 'This Idempotency-Key was used for another announcement.');
          }
          return { announcement: prior.id, jobId: (d.job_id as string | null) ?? null, replayed: true, data: null };
        }
      }
      const announcement = randomUUID();
      let jobId: string | null = null;
      let data: unknown = null;
      if (!user) {
        const payload: AnnouncePayload = { announcement, title, body, prompt_dialog: input.promptDialog, after: 0 };
        jobId = String(await this.jobs.enqueue(ANNOUNCE_JOB, { ...payload }, { tx, maxAttempts: 10 }));
      } else {
        notified = await this.notifications.announce(
          [user.id],
          { title, body, promptDialog: input.promptDialog, groupKey: `announcement:${announcement}` },
          tx,
        );
        const first = notified[0];
        if (!first) throw new AppError('NOT_FOUND');
        data = first.event.type === 'notification' ? first.event.notification : null;
      }
      await insertAuditEntry(tx, {
        actorId,
        action: 'notification.announce',
        targetType: 'announcement',
        targetId: announcement,
        details: { ...what, job_id: jobId, idempotency_key: key ?? null },
      });
      return { announcement, jobId, replayed: false, data };
    });
    if (!user) this.jobs.wake();
    await this.notifications.publish(notified);
    const meta = { to, job_id: out.jobId, replayed: out.replayed };
    return user
      ? { status: 201 as const, data: out.data, meta }
      : { status: 202 as const, data: null, meta: { ...meta, to: 'all' as const } };
  }

  /** Up to 10 fans an announcement can go to, by name or slug (the console's picker). */
  async recipients(search: string) {
    const rows = await searchRecipients(this.db, search.trim(), 10);
    return rows.map((r) => ({
      id: String(r.id),
      type: 'user' as const,
      attributes: { slug: r.slug, display_name: r.displayName },
    }));
  }

  /** A page of the sent announcements, newest first (their audit entries). */
  async list(page: Page) {
    const { rows, total } = await listAnnouncements(this.db, page.perPage, page.offset);
    return { data: rows.map(presentAnnouncement), total };
  }

  /** One batch of an announcement to everybody; enqueues the next batch with the new cursor. */
  private async runBatch(job: Job, signal: AbortSignal): Promise<void> {
    // The payload of an announcement job is one this class enqueued (above and below).
    const p = job.payload as AnnouncePayload;
    if (signal.aborted) throw new Error('shutting down');
    const notified = await inTransaction(this.db, async (tx) => {
      const ids = await activeUserIdsAfter(tx, p.after, ANNOUNCE_BATCH);
      if (ids.length === 0) return [];
      const written = await this.notifications.announce(
        ids,
        { title: p.title, body: p.body, promptDialog: p.prompt_dialog, groupKey: `announcement:${p.announcement}` },
        tx,
      );
      if (ids.length === ANNOUNCE_BATCH) {
        const next: AnnouncePayload = { ...p, after: ids[ids.length - 1]! };
        await this.jobs.enqueue(ANNOUNCE_JOB, { ...next }, { tx, maxAttempts: 10 });
      }
      return written;
    });
    // The next batch is visible now: wake the worker instead of waiting for its poll.
    this.jobs.wake();
    await this.notifications.publish(notified);
    this.log.debug?.({ jobId: job.id, users: notified.length }, 'announcement batch sent');
  }
}
