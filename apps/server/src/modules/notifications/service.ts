import type { FastifyBaseLogger } from 'fastify';
import {
  channelPrefs,
  moduleEnabled,
  NOTIFICATION_KEYS,
  NOTIFICATION_KINDS,
  type FeatureFlags,
  type ModuleConfig,
  type NotificationKey,
  type NotificationKind,
  type NotificationParameters,
  type NotificationRealtimeEvent,
} from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { RealtimeHub } from '../realtime/index.ts';
import type { Caller } from '../auth/index.ts';
import { presentNotification } from './presenter.ts';
import {
  closeGroup,
  countUnopened,
  countUnopenedOf,
  deleteNotificationsAbout,
  findNotification,
  foldInto,
  insertForUsers,
  insertNotification,
  listNotifications,
  lockOpenGroup,
  notifyContext,
  openAll,
  openGroup,
  openNotification,
  type NotificationRow,
  type NotificationSubject,
  type RemovedNotification,
} from './repository.ts';

export type { NotificationSubject, RemovedNotification };

/** What a domain tells the inbox about one event. */
export interface NotifyInput {
  /** The recipient. */
  userId: number;
  key: NotificationKey;
  /** The user whose action this is; never notified about it, and nobody who blocked them (or they blocked) is. */
  actorId?: number | null;
  /** Events of one group fold into one unopened notification while the kind's `foldMs` allows. */
  groupKey?: string | null;
  /** What the client shows and opens (`serialized_resource` ...); `actor` and `actors_count` are set here. */
  parameters?: NotificationParameters;
  /** Shown once as a modal by the app. */
  promptDialog?: boolean;
}

/** A notification written (created or folded into), with the event for the recipient's sockets. */
export interface Notified {
  id: number;
  userId: number;
  key: string;
  /** A new row (false: folded into an unopened one). */
  created: boolean;
  event: NotificationRealtimeEvent;
}

/** New rows as the created hooks see them (push delivery enqueues its job with them). */
export interface CreatedNotification {
  id: number;
  userId: number;
  key: string;
}

/** Runs in the transaction that created the rows (never for folds), so its own writes commit with them. */
export type CreatedHook = (tx: Db, created: CreatedNotification[]) => Promise<void>;

/** The instance configuration the inbox reads on every call. */
export type SettingsSource = () => { config: ModuleConfig; flags: FeatureFlags };

/** How many opened ids `open_all` names at most (the newest); the count covers them all. */
export const OPEN_ALL_ID_CAP = 500;

/** The parameters of an announcement: its text, and the modal's when it is one. */
export function announcementParameters(a: {
  title: string;
  body: string;
  promptDialog: boolean;
}): NotificationParameters {
  return {
    title: a.title,
    body: a.body,
    ...(a.promptDialog ? { prompt_dialog: { title: a.title, body: a.body } } : {}),
  };
}

/** The narrow surface other domains produce notifications through. */
export interface Notifier {
  /** The database, for the producers' own reads outside a transaction. */
  readonly db: Db;
  moduleOn(): boolean;
  /** Logs a producer's failure (a notification never fails the write it is about). */
  failed(err: unknown, what: string): void;
  notify(input: NotifyInput, tx?: Db): Promise<Notified | undefined>;
  publish(notified: ReadonlyArray<Notified | undefined>): Promise<void>;
  openGroup(userId: number, groupKey: string): Promise<void>;
  /** Inside the caller's transaction: deletes these users' notifications about things being deleted. */
  removeAbout(
    tx: Db,
    subjects: readonly NotificationSubject[],
    recipients: readonly number[],
  ): Promise<RemovedNotification[]>;
  /** After commit: tells the sockets of recipients whose unopened notifications were deleted. */
  withdrawn(removed: readonly RemovedNotification[]): Promise<void>;
}

/**
 * The in-app inbox (decorated as `app.notifications`): the rules of creating and folding
 * notifications (docs/NOTIFICATIONS.md), the caller's list, opening, and the live events.
 */
export class NotificationService implements Notifier {
  private readonly createdHooks: CreatedHook[] = [];

  constructor(
    readonly db: Db,
    private readonly realtime: RealtimeHub,
    private readonly settings: SettingsSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers a hook run inside the creating transaction for new rows only (web push enqueues there). */
  addCreatedHook(fn: CreatedHook): void {
    this.createdHooks.push(fn);
  }

  /** Logs a producer's failure (a notification never fails the write it is about). */
  failed(err: unknown, what: string): void {
    this.log.warn({ err }, `${what} not written`);
  }

  /** Whether the inbox is on for this instance. */
  moduleOn(): boolean {
    const { config, flags } = this.settings();
    return moduleEnabled('notifications', config, flags);
  }

  /** Whether a kind may be created now: the inbox and the kind's own module on. */
  kindOn(key: NotificationKey): boolean {
    const kind: NotificationKind = NOTIFICATION_KINDS[key];
    if (!this.moduleOn()) return false;
    if (!kind.module) return true;
    const { config, flags } = this.settings();
    return moduleEnabled(kind.module, config, flags);
  }

  /** Keys neither listed nor counted: their module is off (their rows stay for when it is back). */
  hiddenKeys(): string[] {
    const { config, flags } = this.settings();
    return NOTIFICATION_KEYS.filter((k) => {
      const module = (NOTIFICATION_KINDS[k] as NotificationKind).module;
      return module !== undefined && !moduleEnabled(module, config, flags);
    });
  }

  /**
   * Notifies a user of an event, by the rules: nothing about one's own action, nothing between
   * users with a block either way, nothing while the inbox or the kind's module is off or the
   * recipient switched the kind's in-app notifications off (then no push either). Folds into the
   * recipient's unopened notification of the same group while the kind allows.
   *
   * Without `tx` it runs in its own transaction and publishes the live event after commit. With
   * the caller's `tx` it runs in a savepoint of it and the caller publishes after its commit
   * (`publish`). Never throws: a failure is logged and the caller's write goes on.
   */
  async notify(input: NotifyInput, tx?: Db): Promise<Notified | undefined> {
    if (!this.kindOn(input.key)) return undefined;
    if (input.actorId != null && input.actorId === input.userId) return undefined;
    try {
      if (tx) return await inTransaction(tx, (sp) => this.write(sp, input));
      const notified = await inTransaction(this.db, (t) => this.write(t, input));
      await this.publish([notified]);
      return notified;
    } catch (err) {
      this.log.warn({ err, key: input.key }, 'notification not written');
      return undefined;
    }
  }

  /**
   * One notification (never folded, nobody's action) for each of these users in one statement:
   * announcements.
   * Publishes after commit unless `tx` is given (then the caller publishes).
   */
  async notifyMany(
    input: {
      userIds: readonly number[];
      key: NotificationKey;
      parameters?: NotificationParameters;
      promptDialog?: boolean;
      /** Who already has a notification of this group gets none (a batch run again after a crash). */
      groupKey?: string;
    },
    tx?: Db,
  ): Promise<Notified[]> {
    if (!this.kindOn(input.key) || input.userIds.length === 0) return [];
    const kind: NotificationKind = NOTIFICATION_KINDS[input.key];
    const run = async (t: Db) => {
      const rows = await insertForUsers(t, {
        userIds: input.userIds,
        key: input.key,
        parameters: { ...input.parameters },
        promptDialog: input.promptDialog ?? false,
        groupKey: input.groupKey ?? null,
        defaultInApp: kind.inApp,
        optional: kind.optional,
      });
      await this.runHooks(t, rows);
      const counts = await countUnopenedOf(
        t,
        rows.map((r) => r.userId),
        this.hiddenKeys(),
      );
      return rows.map((row) => this.notified(row, true, counts.get(row.userId) ?? 0));
    };
    if (tx) return run(tx);
    const notified = await inTransaction(this.db, run);
    await this.publish(notified);
    return notified;
  }

  /**
   * An announcement to these users (`announcement`, never muted in-app): parameters `title`,
   * `body` and, with `promptDialog`, `prompt_dialog: {title, body}` for the app's modal.
   */
  async announce(
    userIds: readonly number[],
    a: { title: string; body: string; promptDialog: boolean; groupKey?: string },
    tx?: Db,
  ): Promise<Notified[]> {
    return this.notifyMany(
      {
        userIds,
        key: 'announcement',
        parameters: announcementParameters(a),
        promptDialog: a.promptDialog,
        groupKey: a.groupKey,
      },
      tx,
    );
  }

  /** Sends the live events of written notifications to their recipients' sockets (after commit). */
  async publish(notified: ReadonlyArray<Notified | undefined>): Promise<void> {
    for (const n of notified) {
      if (!n) continue;
      await this.realtime
        .publish([n.userId], n.event)
        .catch((err: unknown) => this.log.warn({ err }, 'notification event not published'));
    }
  }

  /** The unopened count of the current user (`open_notifications`); 0 while the inbox is off. */
  async openCount(userId: number): Promise<number> {
    if (!this.moduleOn()) return 0;
    return countUnopened(this.db, userId, this.hiddenKeys());
  }

  /** A page of the caller's notifications, newest first, with the total and the unopened count. */
  async list(caller: Caller, page: Page, filter: { unopened?: boolean; promptDialog?: boolean }) {
    const hidden = this.hiddenKeys();
    const [{ rows, total }, open] = await Promise.all([
      listNotifications(this.db, {
        userId: caller.user.id,
        unopened: filter.unopened,
        promptDialog: filter.promptDialog,
        hidden,
        limit: page.perPage,
        offset: page.offset,
      }),
      countUnopened(this.db, caller.user.id, hidden),
    ]);
    return { data: rows.map(presentNotification), total, open };
  }

  /** One of the caller's notifications; another user's id answers exactly like a missing one. */
  async show(caller: Caller, id: number) {
    const row = await findNotification(this.db, caller.user.id, id, this.hiddenKeys());
    if (!row) throw new AppError('NOT_FOUND');
    return presentNotification(row);
  }

  /** Opens one of the caller's notifications (idempotent) and tells the caller's other sockets. */
  async open(caller: Caller, id: number) {
    const hidden = this.hiddenKeys();
    const done = await openNotification(this.db, caller.user.id, id, hidden);
    if (!done) throw new AppError('NOT_FOUND');
    const open = await countUnopened(this.db, caller.user.id, hidden);
    if (done.opened) await this.opened(caller.user.id, [done.row.id], false, open);
    return { data: presentNotification(done.row), open };
  }

  /** Opens all of the caller's unopened notifications: the count and the newest ids (at most OPEN_ALL_ID_CAP). */
  async openAll(caller: Caller) {
    const { count, ids } = await openAll(this.db, caller.user.id, this.hiddenKeys(), OPEN_ALL_ID_CAP);
    if (count > 0) await this.opened(caller.user.id, ids, true, 0);
    return { count, ids: ids.map(String) };
  }

  /** Opens a user's unopened notification of a group (the chat read receipt); never throws. */
  async openGroup(userId: number, groupKey: string): Promise<void> {
    if (!this.moduleOn()) return;
    try {
      const ids = await openGroup(this.db, userId, groupKey);
      if (ids.length === 0) return;
      const open = await countUnopened(this.db, userId, this.hiddenKeys());
      await this.opened(userId, ids, false, open);
    } catch (err) {
      this.log.warn({ err }, 'notification group not opened');
    }
  }

  /**
   * Inside the caller's transaction (a group, a post or a comment thread being deleted): deletes the
   * notifications of `recipients` about those things (docs/COMMUNITY.md "Deleting a group"), whether
   * the inbox is on or not, since what they link to is gone. Publish with `withdrawn` after commit.
   */
  async removeAbout(
    tx: Db,
    subjects: readonly NotificationSubject[],
    recipients: readonly number[],
  ): Promise<RemovedNotification[]> {
    return deleteNotificationsAbout(tx, subjects, recipients);
  }

  /**
   * After commit: each recipient whose unopened notifications were deleted gets them as
   * `notifications_opened` with the new count, so the badge drops at once (the inbox leaves them
   * out when it loads next). Never throws.
   */
  async withdrawn(removed: readonly RemovedNotification[]): Promise<void> {
    if (!this.moduleOn()) return;
    const byUser = new Map<number, number[]>();
    for (const n of removed) if (n.unopened) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n.id]);
    const hidden = this.hiddenKeys();
    for (const [userId, ids] of byUser) {
      try {
        await this.opened(userId, ids, false, await countUnopened(this.db, userId, hidden));
      } catch (err) {
        this.log.warn({ err }, 'withdrawn notifications not published');
      }
    }
  }

  private async opened(userId: number, ids: number[], all: boolean, open: number): Promise<void> {
    await this.realtime
      .publish([userId], { type: 'notifications_opened', ids: ids.map(String), all, open_notifications: open })
      .catch((err: unknown) => this.log.warn({ err }, 'notification event not published'));
  }

  /** The rules and the writes of one notification, inside a transaction. */
  private async write(tx: Db, input: NotifyInput): Promise<Notified | undefined> {
    const actorId = input.actorId ?? null;
    const ctx = await notifyContext(tx, input.userId, actorId);
    if (!ctx.active || (actorId !== null && ctx.blocked)) return undefined;
    if (!channelPrefs(input.key, ctx.kinds ?? undefined).in_app) return undefined;
    const kind: NotificationKind = NOTIFICATION_KINDS[input.key];
    const groupKey = kind.foldMs > 0 ? (input.groupKey ?? null) : null;
    const parameters: Record<string, unknown> = { ...input.parameters };
    if (ctx.actor) parameters.actor = ctx.actor;
    const hidden = this.hiddenKeys();
    // Two rounds at most: a concurrent insert of the same group between our look and our insert
    // makes the insert do nothing, and the second round folds into the row that won.
    for (let round = 0; round < 2; round++) {
      if (groupKey !== null) {
        const open = await lockOpenGroup(tx, input.userId, groupKey);
        if (open && Date.now() - open.updatedAt.getTime() < kind.foldMs) {
          const row = await foldInto(tx, open.id, { actorId, actor: ctx.actor, parameters });
          return this.notified(row, false, await countUnopened(tx, input.userId, hidden));
        }
        // Older than the window: it stays in the inbox as it is, and a new one starts the group.
        if (open) await closeGroup(tx, open.id);
      }
      const row = await insertNotification(tx, {
        userId: input.userId,
        key: input.key,
        actorId,
        groupKey,
        parameters: { ...parameters, actors_count: 1 },
        promptDialog: input.promptDialog ?? false,
      });
      if (row) {
        await this.runHooks(tx, [row]);
        return this.notified(row, true, await countUnopened(tx, input.userId, hidden));
      }
    }
    throw new Error(`notification group ${groupKey ?? ''} kept changing under us`);
  }

  private async runHooks(tx: Db, rows: NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const created = rows.map((r) => ({ id: r.id, userId: r.userId, key: r.key }));
    for (const hook of this.createdHooks) await hook(tx, created);
  }

  private notified(row: NotificationRow, created: boolean, open: number): Notified {
    return {
      id: row.id,
      userId: row.userId,
      key: row.key,
      created,
      event: { type: 'notification', notification: presentNotification(row), open_notifications: open },
    };
  }
}
