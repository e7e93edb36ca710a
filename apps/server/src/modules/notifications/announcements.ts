import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { notificationsPolicy } from './policy.ts';
import type { Job, JobQueue } from '../../lib/jobs.ts';
import type { Caller } from '../auth/index.ts';
import { findUserBySlug } from '../users/index.ts';
import { activeUserIdsAfter } from './repository.ts';
import type { NotificationService } from './service.ts';

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

  /** Sends an announcement (admins only: the route's access). */
  async send(caller: Caller, input: AnnouncementInput) {
    if (!this.notifications.moduleOn()) throw new AppError('MODULE_DISABLED');
    const title = input.title.trim();
    const body = input.body.trim();
    const errors: Record<string, string[]> = {};
    if (!title) errors['notification.title'] = ["can't be blank"];
    if (!body) errors['notification.body'] = ["can't be blank"];
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const announcement = randomUUID();
    if (input.to === 'all') {
      const payload: AnnouncePayload = { announcement, title, body, prompt_dialog: input.promptDialog, after: 0 };
      const jobId = await this.jobs.enqueue(ANNOUNCE_JOB, { ...payload }, { maxAttempts: 10 });
      return { status: 202 as const, data: null, meta: { to: 'all', job_id: String(jobId) } };
    }
    const user = await findUserBySlug(this.db, input.to);
    if (!user) throw new AppError('NOT_FOUND');
    notificationsPolicy.authorize(caller, 'announceTo', user);
    const [notified] = await this.notifications.announce([user.id], {
      title,
      body,
      promptDialog: input.promptDialog,
      groupKey: `announcement:${announcement}`,
    });
    if (!notified) throw new AppError('NOT_FOUND');
    const notification = notified.event.type === 'notification' ? notified.event.notification : undefined;
    return { status: 201 as const, data: notification ?? null, meta: { to: user.slug, job_id: null } };
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
