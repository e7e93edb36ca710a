import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { notificationPath, resolveRouteWords, type ChatRealtimeEvent, type NotificationWire } from '@tribune/domain';
import { rowsOf } from '../src/db/client.ts';
import type { App } from '../src/app.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/** A signed-in test user. */
export interface NUser {
  id: number;
  slug: string;
  token: string;
}

/** An app with users, contents and comments for the notification tests. */
export interface NotificationsWorld {
  t: TestApp;
  keys: TestKeys;
  /** Creates a user (ADMIN_EMAILS makes `boss` an admin) and signs a token. */
  user(slug: string): Promise<NUser>;
  req(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: NUser,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** A published content created by `owner`; its slug. */
  content(owner: NUser | null): Promise<{ id: number; slug: string }>;
  /** A comment of `author` on a content (or a reply on a comment); its id. */
  comment(author: NUser, on: { content: string } | { comment: string }): Promise<string>;
  /** The rows of a raw query. */
  query<T>(q: ReturnType<typeof sql>): Promise<T[]>;
  /** Every realtime event published to this user on this app from now on. */
  events(user: NUser): ChatRealtimeEvent[];
  close(): Promise<void>;
}

/** The admin of the notification tests (on ADMIN_EMAILS). */
export const BOSS_EMAIL = 'uid-boss@example.test';

/** Builds the world on a fresh database. */
export async function notificationsWorld(options: TestAppOptions = {}, app?: TestApp): Promise<NotificationsWorld> {
  const keys = await createTestKeys();
  const t = app ?? (await createTestApp({ adminEmails: [BOSS_EMAIL] }, { jwks: () => keys.jwks, ...options }));
  return worldOf(t, keys);
}

/** The helpers over an app built elsewhere (a second instance). */
export function worldOf(t: TestApp, keys: TestKeys): NotificationsWorld {
  const detach: Array<() => void> = [];
  const a: App = t.app;
  const world: NotificationsWorld = {
    t,
    keys,
    async user(slug) {
      const sub = `uid-${slug}`;
      const row = await a.users.resolve({ sub, name: slug, slug, email: `${sub}@example.test`, locale: 'en' });
      return { id: row.id, slug: row.slug, token: await tokenFor(keys, { sub, name: slug, slug }) };
    },
    req: (method, url, user, payload) =>
      a.inject({ method, url, headers: user ? bearer(user.token) : {}, payload: payload as string }),
    async content(owner) {
      const slug = `n-${randomBytes(4).toString('hex')}`;
      const [row] = await world.query<{ id: string }>(sql`
        insert into contents (slug, content_type, title, body, published, published_at, created_by)
        values (${slug}, 'article', ${JSON.stringify({ en: slug })}::jsonb, ${JSON.stringify({ en: '<p>x</p>' })}::jsonb,
          true, now(), ${owner?.id ?? null})
        returning id::text as id`);
      const id = Number(row!.id);
      await world.query(sql`insert into content_slugs (slug, content_id, locale) values (${slug}, ${id}, 'en')`);
      return { id, slug };
    },
    async comment(author, on) {
      const url = 'content' in on ? `/v2/contents/${on.content}/comments` : `/v2/comments/${on.comment}/comments`;
      const res = await world.req('POST', url, author, { comment: { body: '<p>hi</p>' } });
      if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { id: string } }).data.id;
    },
    async query<T>(q: ReturnType<typeof sql>) {
      return rowsOf<T>(await t.database.db.execute(q));
    },
    events(user) {
      const seen: ChatRealtimeEvent[] = [];
      detach.push(a.realtime.attach(user.id, { send: (text) => seen.push(JSON.parse(text) as ChatRealtimeEvent) }));
      return seen;
    },
    async close() {
      for (const d of detach.splice(0)) d();
      await t.close();
    },
  };
  return world;
}

/** Polls until `check` holds (events cross the bus asynchronously). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Replies as `replier` to the comment `commentId` and answers the app path (English, default route
 * words) of the `comment.replied` notification the comment's author gets: where its link leads.
 */
export async function replyNotificationPath(
  app: App,
  commentId: string,
  replier: string,
  author: string,
): Promise<{ replyId: string; path: string }> {
  const reply = await app.inject({
    method: 'POST',
    url: `/v2/comments/${commentId}/comments`,
    headers: bearer(replier),
    payload: { comment: { body: '<p>A reply</p>' } },
  });
  if (reply.statusCode !== 201) throw new Error(`reply: ${reply.statusCode} ${reply.body}`);
  const replyId = String(reply.json().data.id);
  const inbox = await app.inject({ method: 'GET', url: '/v2/notifications', headers: bearer(author) });
  const found = (inbox.json().data as NotificationWire[]).find(
    (n) => n.attributes.key === 'comment.replied' && n.attributes.parameters.serialized_resource?.id === replyId,
  );
  if (!found) throw new Error(`no comment.replied notification for reply ${replyId}: ${inbox.body}`);
  return { replyId, path: notificationPath({ id: found.id, ...found.attributes }, resolveRouteWords({}), 'en') };
}
