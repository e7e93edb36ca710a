import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { pushSubscriptions, serverSecrets } from '../../db/schema.ts';
import type { PushSubscriptionInput } from './subscription.ts';

/** The statements of a transaction someone else opened (the profile update, the inbox's insert). */
export type Tx = Pick<Db, 'execute' | 'insert' | 'select' | 'update' | 'delete'>;

/** The most subscriptions (browsers) one user keeps; a new one beyond it drops the oldest. */
export const SUBSCRIPTIONS_PER_USER = 10;

/** The VAPID key pair, generated once for all instances (insert if absent, then read). */
export async function loadVapidKeys(
  db: Db,
  generate: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insert(serverSecrets)
    .values({ name: 'webpush_vapid', value: JSON.stringify(generate()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, sql`'webpush_vapid'`));
  if (!row) throw new Error('web push VAPID keys missing');
  const keys = JSON.parse(row.value) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error('web push VAPID keys in server_secrets are malformed');
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * Saves a subscription for the user: a known endpoint moves to this user (the browser is now
 * theirs) with its new keys; beyond SUBSCRIPTIONS_PER_USER the user's oldest go.
 */
export async function upsertSubscription(tx: Tx, userId: number, sub: PushSubscriptionInput): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values({ userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: sql`now()` },
    });
  await tx.execute(sql`
    delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId}
      order by created_at desc, id desc limit ${SUBSCRIPTIONS_PER_USER})`);
}

/** Locks the user's row and reads their stored token; undefined when the user is gone. */
export async function lockTokenOwner(tx: Tx, userId: number): Promise<{ token: string | null } | undefined> {
  const [row] = rowsOf<{ notification_token: string | null }>(
    await tx.execute(sql`select notification_token from users where id = ${userId} for update`),
  );
  return row ? { token: row.notification_token } : undefined;
}

/** Removes the user's subscription at this endpoint (never another user's). */
export async function deleteSubscription(tx: Tx, userId: number, endpoint: string): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Removes every subscription of the user; returns how many went. */
export async function deleteAllSubscriptions(db: Db, userId: number): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** A subscription by id is gone (the push service answered 404 or 410). */
export async function dropSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** For the users given: which have a subscription, and their stored kind preferences. */
export async function subscribedUsers(
  tx: Tx,
  userIds: number[],
): Promise<Map<number, Record<string, { in_app?: boolean; push?: boolean }> | undefined>> {
  if (userIds.length === 0) return new Map();
  const list = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ user_id: string | number; kinds: unknown }>(
    await tx.execute(sql`
      select s.user_id, p.kinds from (select distinct user_id from push_subscriptions where user_id in (${list})) s
      left join notification_preferences p on p.user_id = s.user_id`),
  );
  return new Map(rows.map((r) => [Number(r.user_id), parseJson(r.kinds) as Record<string, never> | undefined]));
}

function parseJson(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : (v ?? undefined);
}

/** What the delivery job needs of a notification: the row, its actor, the user's locale and preferences. */
export interface DeliveryNotification {
  id: number;
  userId: number;
  key: string;
  parameters: Record<string, unknown>;
  actorsCount: number;
  opened: boolean;
  createdAt: Date;
  actor: { id: string; slug: string; display_name: string } | null;
  locale: string;
  userStatus: string;
  kinds: Record<string, { in_app?: boolean; push?: boolean }> | undefined;
  quietStart: string | null;
  quietEnd: string | null;
  timeZone: string;
}

/** One statement: the notification with its actor, its user's locale and preferences. */
export async function findDeliveryNotification(db: Db, id: number): Promise<DeliveryNotification | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select n.id, n.user_id, n.key, n.parameters, n.actors_count, n.opened_at is not null as opened, n.created_at,
        a.id as actor_id, a.slug as actor_slug, a.display_name as actor_name,
        u.locale, u.status,
        p.kinds, p.quiet_start, p.quiet_end, p.time_zone
      from notifications n
      join users u on u.id = n.user_id
      left join users a on a.id = n.actor_id
      left join notification_preferences p on p.user_id = n.user_id
      where n.id = ${id}`),
  );
  if (!r) return undefined;
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    key: String(r.key),
    parameters: (parseJson(r.parameters) as Record<string, unknown> | undefined) ?? {},
    actorsCount: Number(r.actors_count ?? 1),
    opened: r.opened === true || r.opened === 't',
    createdAt: new Date(r.created_at as string),
    actor:
      r.actor_id === null || r.actor_id === undefined
        ? null
        : { id: String(r.actor_id), slug: String(r.actor_slug), display_name: String(r.actor_name) },
    locale: String(r.locale ?? 'en'),
    userStatus: String(r.status),
    kinds: parseJson(r.kinds) as DeliveryNotification['kinds'],
    quietStart: (r.quiet_start as string | null) ?? null,
    quietEnd: (r.quiet_end as string | null) ?? null,
    timeZone: (r.time_zone as string | null) ?? 'UTC',
  };
}

/** A subscription to send to. */
export interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The user's subscriptions this notification has not been delivered to yet. */
export async function pendingSubscriptions(db: Db, notificationId: number, userId: number): Promise<SubscriptionRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.id, s.endpoint, s.p256dh, s.auth from push_subscriptions s
      where s.user_id = ${userId} and not exists (
        select 1 from push_deliveries d where d.notification_id = ${notificationId} and d.subscription_id = s.id)
      order by s.id`),
  ).map((r) => ({ id: Number(r.id), endpoint: String(r.endpoint), p256dh: String(r.p256dh), auth: String(r.auth) }));
}

/**
 * Records that the push service accepted the message (one statement): the delivery row, so a
 * retry never sends it again, and the subscription's last send. Nothing when either is gone.
 */
export async function recordDelivery(db: Db, notificationId: number, subscriptionId: number): Promise<void> {
  await db.execute(sql`
    with sent as (update push_subscriptions set last_sent_at = now() where id = ${subscriptionId} returning id)
    insert into push_deliveries (notification_id, subscription_id)
    select ${notificationId}, sent.id from sent where exists (select 1 from notifications where id = ${notificationId})
    on conflict do nothing`);
}
