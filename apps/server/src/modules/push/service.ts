import {
  BUILTIN_TRANSLATIONS,
  channelPrefs,
  inQuietHours,
  isNotificationKey,
  isSupportedLocale,
  moduleEnabled,
  NOTIFICATION_KINDS,
  notificationPath,
  notificationSummary,
  type NotificationKind,
  type NotificationParameters,
} from '@tribune/domain';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { RetryLaterError, type Job, type JobQueue } from '../../lib/jobs.ts';
import type { Caller } from '../auth/index.ts';
import type { InstanceService } from '../instance/index.ts';
import {
  deleteAllSubscriptions,
  deleteSubscription,
  dropSubscription,
  findDeliveryNotification,
  loadVapidKeys,
  lockTokenOwner,
  pendingSubscriptions,
  recordDelivery,
  subscribedUsers,
  upsertSubscription,
  type DeliveryNotification,
  type SubscriptionRow,
  type Tx,
} from './repository.ts';
import { EndpointRefusedError, PushSender } from './sender.ts';
import { endpointOfToken, parseNotificationToken, type PushEndpointPolicy } from './subscription.ts';
import { translator } from './texts.ts';
import { pushPolicy } from './policy.ts';

/** Push deliveries one process runs at once. */
export const PUSH_CONCURRENCY = 8;

/** The durable job that sends one notification to its user's browsers. */
export const PUSH_DELIVER_JOB = 'push.deliver';
/** Attempts of a delivery job: back-off 5 s doubling, about 42 min in all. */
export const PUSH_MAX_ATTEMPTS = 10;
/** How long a push service keeps an undelivered message (s); an older notification is not pushed at all. */
export const PUSH_TTL_S = 86_400;

/** The JSON a browser's service worker receives (decrypted). */
export interface PushPayload {
  notification_id: string;
  key: string;
  title: string;
  body: string;
  /** The app path the notification opens (relative to the app's origin). */
  url: string;
  /** The system notification's tag: one per notification, so a repeat replaces instead of stacking. */
  tag: string;
}

/** A new notification, as the inbox's created hook hands it over. */
export interface CreatedNotification {
  id: number;
  userId: number;
  key: string;
}

/** Why a notification is not pushed. */
export type SkipReason =
  'gone' | 'opened' | 'stale' | 'unknown-kind' | 'module-off' | 'push-off' | 'quiet-hours' | 'banned';

/** How one delivery job ended, for the log and the tests. */
export type DeliveryOutcome =
  { skipped: SkipReason } | { sent: number; dropped: number; refused: number; failed: number };

/** The push service's urgency of a kind: chat is high, likes are low, the rest normal. */
function urgencyOf(key: string): webpush.Urgency {
  if (key === 'chat_message.received') return 'high';
  if (key === 'comment.liked') return 'low';
  return 'normal';
}

const clip = (s: string, max: number) => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

/**
 * Web push (docs/NOTIFICATIONS.md "Web push"): the VAPID keys, the browsers' subscriptions from
 * `notification_token`, and the durable `push.deliver` job that encrypts (RFC 8291, aes128gcm)
 * and POSTs each new notification to the user's push services, once per browser.
 */
export class PushService {
  readonly sender: PushSender;
  private readonly policy: PushEndpointPolicy;
  private readonly vapid: { subject: string; publicKey: string; privateKey: string };

  private constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly instance: Pick<InstanceService, 'snapshot'>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>,
    config: Config,
    keys: { publicKey: string; privateKey: string },
  ) {
    this.policy = { hosts: config.pushServiceHosts, privateEndpoints: config.pushPrivateEndpointsAllowed };
    this.sender = new PushSender(this.policy);
    this.vapid = { subject: config.vapidSubject, ...keys };
    jobs.register(
      PUSH_DELIVER_JOB,
      async (job, signal) => {
        await this.deliver(job, signal);
      },
      // A delivery mostly waits on the push service: several at once per process.
      { concurrency: PUSH_CONCURRENCY },
    );
  }

  /** Loads the VAPID keys (environment, or generated once for all instances) and registers the job. */
  static async create(opts: {
    db: Db;
    jobs: JobQueue;
    instance: Pick<InstanceService, 'snapshot'>;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
    config: Config;
  }): Promise<PushService> {
    const keys = opts.config.vapidKeys ?? (await loadVapidKeys(opts.db, () => webpush.generateVAPIDKeys()));
    return new PushService(opts.db, opts.jobs, opts.instance, opts.log, opts.config, keys);
  }

  /** The public VAPID key browsers subscribe with (`applicationServerKey`). */
  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Closes the kept-alive connections to push services. */
  close(): void {
    this.sender.close();
  }

  // ---- subscriptions (PUT /auth notification_token) ----

  /** The field error of a `notification_token`, or undefined when it is acceptable (null clears). */
  checkToken(token: string | null): string | undefined {
    const result = parseNotificationToken(token, this.policy);
    return 'error' in result ? result.error : undefined;
  }

  /**
   * In the transaction that writes the token, before it is written: a subscription is saved for
   * the user (taken over from another user when the browser changed hands); clearing the token
   * removes the subscription the stored (previous) token named. Nothing when the user is gone.
   */
  async applyToken(tx: Tx, userId: number, next: string | null): Promise<void> {
    const result = parseNotificationToken(next, this.policy);
    if ('error' in result) throw new Error(`notification_token was not checked: ${result.error}`);
    const stored = await lockTokenOwner(tx, userId);
    if (!stored) return;
    if (result.subscription) {
      await upsertSubscription(tx, userId, result.subscription);
      return;
    }
    const endpoint = endpointOfToken(stored.token);
    if (endpoint) await deleteSubscription(tx, userId, endpoint);
  }

  /** Removes every push subscription of the caller (the unsubscribe-all); returns how many. */
  async unsubscribeAll(caller: Caller): Promise<number> {
    return deleteAllSubscriptions(this.db, caller.user.id);
  }

  // ---- delivery ----

  /**
   * The inbox's created hook, inside the transaction that inserted the notifications: one job per
   * new notification whose user has a subscription and has push on for its kind (one statement
   * for the check). Folded notifications (an existing row updated) never come here: no second push.
   */
  async onCreated(tx: Tx, created: CreatedNotification[]): Promise<void> {
    const candidates = created.filter((c) => isNotificationKey(c.key));
    if (candidates.length === 0) return;
    const subscribed = await subscribedUsers(tx, [...new Set(candidates.map((c) => c.userId))]);
    const due = candidates.filter(
      (c) => subscribed.has(c.userId) && isNotificationKey(c.key) && channelPrefs(c.key, subscribed.get(c.userId)).push,
    );
    // One statement for an announcement to thousands as for one reply.
    await this.jobs.enqueueMany(
      PUSH_DELIVER_JOB,
      due.map((c) => ({ notification_id: c.id })),
      { tx, maxAttempts: PUSH_MAX_ATTEMPTS },
    );
  }

  /** Why a notification is not pushed now, or undefined when it is. */
  private skipReason(n: DeliveryNotification, now: Date): SkipReason | undefined {
    if (n.opened) return 'opened';
    if (!pushPolicy.can(undefined, 'receive', n)) return 'banned';
    if (now.getTime() - n.createdAt.getTime() > PUSH_TTL_S * 1000) return 'stale';
    if (!isNotificationKey(n.key)) return 'unknown-kind';
    const { config, flags } = this.instance.snapshot();
    const kind: NotificationKind = NOTIFICATION_KINDS[n.key];
    if (!moduleEnabled('notifications', config, flags) || (kind.module && !moduleEnabled(kind.module, config, flags))) {
      return 'module-off';
    }
    if (!channelPrefs(n.key, n.kinds).push) return 'push-off';
    // Quiet hours skip the push (the inbox has the notification); it is not sent later.
    if (inQuietHours(now, n.quietStart, n.quietEnd, n.timeZone)) return 'quiet-hours';
    return undefined;
  }

  /** The decrypted payload of a notification, in its user's language with the instance's texts and route words. */
  payloadOf(n: DeliveryNotification): PushPayload {
    const snapshot = this.instance.snapshot();
    const locale = isSupportedLocale(n.locale) ? n.locale : 'en';
    const t = translator(
      locale,
      snapshot.translations[locale] ?? BUILTIN_TRANSLATIONS[locale],
      snapshot.translations.en ?? BUILTIN_TRANSLATIONS.en,
    );
    const parameters: NotificationParameters = {
      ...n.parameters,
      // What the inbox shows (the latest actor, stored by the inbox); the joined row when it kept none.
      actor: (n.parameters.actor as NotificationParameters['actor']) ?? n.actor ?? null,
      actors_count: n.actorsCount,
    };
    const id = String(n.id);
    const summary = notificationSummary({ key: n.key, parameters }, t);
    return {
      notification_id: id,
      key: n.key,
      title: clip(summary.title, 120),
      body: clip(summary.text, 400),
      url: notificationPath({ id, key: n.key, parameters }, snapshot.words, locale),
      tag: `notification-${id}`,
    };
  }

  /**
   * The `push.deliver` job: sends the notification to every subscription of its user that has no
   * delivery row yet. 2xx records the delivery (so a retry, even after a restart, skips it);
   * 404/410 drops the subscription; 429, 5xx and network errors make the job retry (after the
   * push service's Retry-After when given); other answers are permanent and logged.
   */
  async deliver(
    job: Pick<Job, 'id' | 'payload' | 'attempts' | 'maxAttempts'>,
    signal?: AbortSignal,
  ): Promise<DeliveryOutcome> {
    const id = Number(job.payload.notification_id);
    const n = Number.isSafeInteger(id) ? await findDeliveryNotification(this.db, id) : undefined;
    if (!n) return { skipped: 'gone' };
    const reason = this.skipReason(n, new Date());
    if (reason) {
      this.log.debug({ notificationId: n.id, reason }, 'push skipped');
      return { skipped: reason };
    }
    const subscriptions = await pendingSubscriptions(this.db, n.id, n.userId);
    if (subscriptions.length === 0) return { sent: 0, dropped: 0, refused: 0, failed: 0 };
    const payload = JSON.stringify(this.payloadOf(n));
    const outcome = { sent: 0, dropped: 0, refused: 0, failed: 0 };
    let retryAt: Date | undefined;
    let lastError = '';
    for (const sub of subscriptions) {
      const result = await this.sendOne(n, sub, payload, signal);
      if (result.kind === 'retry') {
        outcome.failed++;
        lastError = result.reason;
        if (result.retryAfter && (!retryAt || result.retryAfter > retryAt)) retryAt = result.retryAfter;
      } else outcome[result.kind]++;
    }
    if (outcome.failed > 0) {
      const message = `${outcome.failed} of ${subscriptions.length} push messages failed: ${lastError}`;
      throw retryAt ? new RetryLaterError(message, retryAt) : new Error(message);
    }
    return outcome;
  }

  private async sendOne(
    n: DeliveryNotification,
    sub: SubscriptionRow,
    payload: string,
    signal: AbortSignal | undefined,
  ): Promise<{ kind: 'sent' | 'dropped' | 'refused' } | { kind: 'retry'; reason: string; retryAfter?: Date }> {
    const host = (() => {
      try {
        return new URL(sub.endpoint).host;
      } catch {
        return '?';
      }
    })();
    // The endpoint is a capability URL: only its host is logged.
    const ctx = { notificationId: n.id, subscriptionId: sub.id, host };
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: this.vapid,
        TTL: PUSH_TTL_S,
        // The same topic for every attempt: a push service replaces a message still waiting for the
        // device instead of delivering a second copy (a send whose answer was lost).
        topic: `n${n.id}`,
        urgency: urgencyOf(n.key),
        contentEncoding: 'aes128gcm',
      },
    );
    let answer;
    try {
      answer = await this.sender.send(sub.endpoint, { headers: request.headers, body: request.body }, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      if (err instanceof EndpointRefusedError) {
        this.log.warn({ ...ctx, reason: err.message }, 'push subscription dropped: endpoint no longer allowed');
        await dropSubscription(this.db, sub.id);
        return { kind: 'dropped' };
      }
      const reason = err instanceof Error ? err.message : String(err);
      this.log.warn({ ...ctx, reason }, 'push send failed, will retry');
      return { kind: 'retry', reason };
    }
    const { status } = answer;
    if (status >= 200 && status < 300) {
      await recordDelivery(this.db, n.id, sub.id);
      return { kind: 'sent' };
    }
    if (status === 404 || status === 410) {
      this.log.info({ ...ctx, status }, 'push subscription gone, dropped');
      await dropSubscription(this.db, sub.id);
      return { kind: 'dropped' };
    }
    if (status === 429 || status >= 500) {
      this.log.warn({ ...ctx, status, retryAfter: answer.retryAfter }, 'push service busy, will retry');
      return { kind: 'retry', reason: `the push service answered ${status}`, retryAfter: answer.retryAfter };
    }
    // 400, 401, 403, 413 ...: retrying sends the same refused request; kept for the log.
    this.log.error({ ...ctx, status, answer: answer.text.slice(0, 500) }, 'push refused for good');
    return { kind: 'refused' };
  }
}
