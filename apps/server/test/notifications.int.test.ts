import { sql } from 'drizzle-orm';
import type { NotificationWire } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatWorld, type ChatWorld } from './chat-fixtures.ts';
import { isErrorBody } from './helpers.ts';
import { eventually, notificationsWorld, type NotificationsWorld, type NUser } from './notifications-fixtures.ts';
import { readySocket } from './realtime-client.ts';

/** A notification as the API sends it. */
type NotificationJson = NotificationWire;

describe('notifications: the inbox, its rules and its events', () => {
  let w: NotificationsWorld;
  let alice: NUser;
  let bob: NUser;
  let carl: NUser;
  let boss: NUser;

  const list = async (user: NUser, query = '') => {
    const res = await w.req('GET', `/v2/notifications${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: res.json() as { data: NotificationJson[]; meta: { open_notifications: number } } };
  };
  const openCount = async (user: NUser) =>
    (await w.req('GET', '/v2/user/show', user)).json().data.attributes.open_notifications as number;
  const rowsOf = (user: NUser, key: string) =>
    w.query<{ id: string; actors_count: number; opened_at: unknown }>(
      sql`select id::text as id, actors_count, opened_at from notifications where user_id = ${user.id} and key = ${key}
        order by id`,
    );

  beforeAll(async () => {
    w = await notificationsWorld();
    [alice, bob, carl, boss] = (await Promise.all(['alice', 'bob', 'carl', 'boss'].map((s) => w.user(s)))) as [
      NUser,
      NUser,
      NUser,
      NUser,
    ];
  }, 60_000);
  afterAll(async () => {
    await w?.close();
  });

  it('lists, shows, opens one and all, and counts the unopened in user/show', async () => {
    const { slug } = await w.content(alice);
    const mine = await w.comment(alice, { content: slug });
    const onContent = await w.comment(bob, { content: slug });
    const reply = await w.comment(bob, { comment: mine });

    const { res, body } = await list(alice);
    expect(res.headers['total-count']).toBe('2');
    expect(res.headers['current-page']).toBe('1');
    expect(res.headers['total-pages']).toBe('1');
    expect(body.meta.open_notifications).toBe(2);
    // Newest first: the reply, then the comment on the content.
    expect(body.data.map((n) => n.attributes.key)).toEqual(['comment.replied', 'content.commented']);
    const [replied, commented] = body.data as [NotificationJson, NotificationJson];
    expect(replied.attributes.parameters.serialized_resource).toEqual({
      type: 'comment',
      id: reply,
      parent: { type: 'content', id: expect.any(String), slug },
    });
    expect(replied.attributes.parameters.actor).toEqual({
      id: String(bob.id),
      slug: 'bob',
      display_name: 'bob',
      verified: false,
    });
    expect(commented.attributes.parameters.serialized_resource?.id).toBe(onContent);
    expect(await openCount(alice)).toBe(2);

    const shown = await w.req('GET', `/v2/notifications/${replied.id}`, alice);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.id).toBe(replied.id);
    // Another user's id answers exactly like one that never existed.
    const foreign = await w.req('GET', `/v2/notifications/${replied.id}`, bob);
    const missing = await w.req('GET', '/v2/notifications/987654321', bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(isErrorBody(foreign.json())).toBe(true);
    expect((await w.req('PUT', `/v2/notifications/${replied.id}/open`, bob)).statusCode).toBe(404);

    const opened = await w.req('PUT', `/v2/notifications/${replied.id}/open`, alice);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().meta.open_notifications).toBe(1);
    const at = opened.json().data.attributes.opened_at as string;
    expect(at).toEqual(expect.any(String));
    const again = await w.req('PUT', `/v2/notifications/${replied.id}/open`, alice);
    expect(again.json().data.attributes.opened_at).toBe(at);
    expect((await list(alice, '?filter[unopened]=true')).body.data.map((n) => n.id)).toEqual([commented.id]);
    expect(await openCount(alice)).toBe(1);

    const all = await w.req('PUT', '/v2/notifications/open_all', alice);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ opened_count: 1, opened_ids: [commented.id], open_notifications: 0 });
    expect(await openCount(alice)).toBe(0);
    expect((await w.req('PUT', '/v2/notifications/open_all', alice)).json().meta.opened_count).toBe(0);
  });

  it('folds many likes of one comment into one notification, counting each liker once', async () => {
    const { slug } = await w.content(null);
    const comment = await w.comment(alice, { content: slug });
    const likers = await Promise.all(Array.from({ length: 13 }, (_, i) => w.user(`liker-${i}`)));
    for (const liker of likers) {
      expect((await w.req('POST', `/v2/comments/${comment}/like`, liker)).statusCode).toBe(200);
    }
    // Like, unlike, like again: still one actor.
    const first = likers[0]!;
    await w.req('DELETE', `/v2/comments/${comment}/like`, first);
    await w.req('POST', `/v2/comments/${comment}/like`, first);
    const rows = await rowsOf(alice, 'comment.liked');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actors_count).toBe(13);
    const n = (await list(alice, '?filter[unopened]=true')).body.data.find(
      (x) => x.attributes.key === 'comment.liked',
    )!;
    expect(n.attributes.parameters.actors_count).toBe(13);
    expect(n.attributes.parameters.actor?.slug).toBe(first.slug);
    expect(n.attributes.parameters.serialized_resource).toMatchObject({
      type: 'comment',
      id: comment,
      parent: { slug },
    });

    // Once opened, the next like starts a new notification.
    await w.req('PUT', `/v2/notifications/${n.id}/open`, alice);
    await w.req('POST', `/v2/comments/${comment}/like`, bob);
    const after = await rowsOf(alice, 'comment.liked');
    expect(after).toHaveLength(2);
    expect(after[1]!.actors_count).toBe(1);
  });

  it('starts a new notification when the folded one is older than the window', async () => {
    const { slug } = await w.content(null);
    const comment = await w.comment(carl, { content: slug });
    await w.req('POST', `/v2/comments/${comment}/like`, alice);
    await w.query(sql`update notifications set updated_at = now() - interval '2 hours'
      where user_id = ${carl.id} and key = 'comment.liked'`);
    await w.req('POST', `/v2/comments/${comment}/like`, bob);
    const rows = await rowsOf(carl, 'comment.liked');
    expect(rows.map((r) => r.actors_count)).toEqual([1, 1]);
  });

  it('never notifies users of their own actions', async () => {
    const { slug } = await w.content(carl);
    const own = await w.comment(carl, { content: slug });
    await w.comment(carl, { comment: own });
    await w.req('POST', `/v2/comments/${own}/like`, carl);
    const rows = await w.query(sql`select id from notifications where user_id = ${carl.id} and actor_id = ${carl.id}`);
    expect(rows).toEqual([]);
  });

  it('never notifies across a block', async () => {
    const dora = await w.user('dora');
    const eve = await w.user('eve');
    const { slug } = await w.content(dora);
    const comment = await w.comment(dora, { content: slug });
    expect((await w.req('POST', `/v2/users/${eve.id}/toggle_block`, dora)).statusCode).toBe(200);
    // Eve cannot see Dora's comment any more, so she cannot like it; a direct notify is refused too.
    expect(
      await w.t.app.notifications.notify({
        userId: dora.id,
        key: 'comment.liked',
        actorId: eve.id,
        groupKey: `comment-likes:${comment}`,
      }),
    ).toBeUndefined();
    expect(await w.query(sql`select id from notifications where user_id = ${dora.id}`)).toEqual([]);
  });

  it('reads and validates preferences, and a kind switched off creates nothing', async () => {
    const fred = await w.user('fred');
    const got = await w.req('GET', '/v2/notification_preferences', fred);
    expect(got.statusCode).toBe(200);
    expect(got.json().data.attributes).toMatchObject({
      quiet_start: null,
      quiet_end: null,
      time_zone: 'UTC',
      kinds: { 'comment.liked': { in_app: true, push: false }, announcement: { in_app: true, push: true } },
    });
    const put = (body: unknown) =>
      w.req('PUT', '/v2/notification_preferences', fred, { notification_preferences: body });
    for (const [body, field] of [
      [{ time_zone: 'Mars/Olympus' }, 'notification_preferences.time_zone'],
      [{ quiet_start: '22:00' }, 'notification_preferences.quiet_end'],
      [{ kinds: { announcement: { in_app: false } } }, 'notification_preferences.kinds.announcement.in_app'],
    ] as const) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await put({ quiet_start: '25:00', quiet_end: '07:00' })).statusCode).toBe(422);
    expect((await put({ kinds: { 'no.such_kind': { in_app: false } } })).statusCode).toBe(422);

    const ok = await put({
      kinds: { 'comment.liked': { in_app: false } },
      quiet_start: '22:00',
      quiet_end: '07:00',
      time_zone: 'Europe/Berlin',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.attributes).toMatchObject({
      quiet_start: '22:00',
      quiet_end: '07:00',
      time_zone: 'Europe/Berlin',
      kinds: { 'comment.liked': { in_app: false, push: false }, 'comment.replied': { in_app: true, push: true } },
    });
    // A partial change keeps the rest.
    const push = await put({ kinds: { 'comment.liked': { push: true } } });
    expect(push.json().data.attributes.kinds['comment.liked']).toEqual({ in_app: false, push: true });
    expect(push.json().data.attributes.time_zone).toBe('Europe/Berlin');

    const { slug } = await w.content(null);
    const comment = await w.comment(fred, { content: slug });
    await w.req('POST', `/v2/comments/${comment}/like`, bob);
    expect(await rowsOf(fred, 'comment.liked')).toEqual([]);
    await w.comment(bob, { comment });
    expect(await rowsOf(fred, 'comment.replied')).toHaveLength(1);
  });

  it('sends announcements: admins only, to one user at once or to everybody by a job', async () => {
    const body = (to: string) => ({
      notification: { title: 'Matchday', body: 'Gates open at 6.', prompt_dialog: true, to },
    });
    const member = await w.req('POST', '/v2/admin/notifications', alice, body('bob'));
    expect(member.statusCode).toBe(403);
    expect((await w.req('POST', '/v2/admin/notifications', boss, body('nobody-here'))).statusCode).toBe(404);

    const one = await w.req('POST', '/v2/admin/notifications', boss, body('bob'));
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data.attributes).toMatchObject({
      key: 'announcement',
      prompt_dialog: true,
      parameters: {
        title: 'Matchday',
        body: 'Gates open at 6.',
        prompt_dialog: { title: 'Matchday', body: 'Gates open at 6.' },
      },
    });
    const prompts = await list(bob, '?filter[prompt_dialog]=true');
    expect(prompts.body.data.map((n) => n.id)).toEqual([one.json().data.id]);

    const everybody = await w.req('POST', '/v2/admin/notifications', boss, {
      notification: { title: 'Hello', body: 'To all', prompt_dialog: false, to: 'all' },
    });
    expect(everybody.statusCode, everybody.body).toBe(202);
    expect(everybody.json().meta.job_id).toEqual(expect.any(String));
    const users = await w.query<{ n: number }>(
      sql`select count(*)::int as n from users where deleted_at is null and status <> 'banned'`,
    );
    await eventually(async () => {
      const [row] = await w.query<{ n: number }>(sql`select count(*)::int as n from notifications
        where key = 'announcement' and parameters->>'title' = 'Hello'`);
      return row!.n === users[0]!.n;
    });
    const [plain] = await w.query<{ prompt_dialog: boolean }>(sql`select prompt_dialog from notifications
      where key = 'announcement' and parameters->>'title' = 'Hello' limit 1`);
    expect(plain!.prompt_dialog).toBe(false);
    const bad = await w.req('POST', '/v2/admin/notifications', boss, body('x'.repeat(200)));
    expect(bad.statusCode).toBe(422);
  });

  it('delivers a new notification and openings over the realtime socket', async () => {
    const gina = await w.user('gina');
    const socket = await readySocket(w.t.app, gina.token);
    const other = await readySocket(w.t.app, gina.token);
    try {
      const { slug } = await w.content(gina);
      await w.comment(bob, { content: slug });
      const event = (await socket.next()) as {
        type: string;
        notification: NotificationJson;
        open_notifications: number;
      };
      expect(event.type).toBe('notification');
      expect(event.notification.attributes.key).toBe('content.commented');
      expect(event.open_notifications).toBe(1);
      await other.next();
      // A second comment folds into it: the same id, two actors.
      await w.comment(carl, { content: slug });
      const folded = (await socket.next()) as typeof event;
      expect(folded.notification.id).toBe(event.notification.id);
      expect(folded.notification.attributes.parameters.actors_count).toBe(2);
      expect(folded.open_notifications).toBe(1);
      await other.next();
      await w.req('PUT', `/v2/notifications/${event.notification.id}/open`, gina);
      expect(await other.next()).toEqual({
        type: 'notifications_opened',
        ids: [event.notification.id],
        all: false,
        open_notifications: 0,
      });
    } finally {
      socket.ws.terminate();
      other.ws.terminate();
    }
  });

  it('keeps the socket open for notifications while chat is off, and closes it when both are off', async () => {
    const demo = w.t.app.instance.snapshot().config;
    await w.t.app.instance.update({ moduleConfig: { ...demo, modules: { ...demo.modules, chat: false } } });
    try {
      const socket = await readySocket(w.t.app, alice.token);
      socket.ws.terminate();
      await w.t.app.instance.update({
        moduleConfig: { ...demo, modules: { ...demo.modules, chat: false, notifications: false } },
      });
      const { openSocket } = await import('./realtime-client.ts');
      const refused = await openSocket(w.t.app);
      refused.send({ type: 'auth', token: alice.token });
      expect((await refused.closed).code).toBe(4003);
    } finally {
      await w.t.app.instance.update({ moduleConfig: demo });
    }
  });

  it('answers MODULE_DISABLED and creates nothing while the module is off', async () => {
    const demo = w.t.app.instance.snapshot().config;
    await w.t.app.instance.update({ moduleConfig: { ...demo, modules: { ...demo.modules, notifications: false } } });
    try {
      for (const [method, url] of [
        ['GET', '/v2/notifications'],
        ['GET', '/v2/notifications/1'],
        ['PUT', '/v2/notifications/1/open'],
        ['PUT', '/v2/notifications/open_all'],
        ['GET', '/v2/notification_preferences'],
      ] as const) {
        const res = await w.req(method, url, alice);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('MODULE_DISABLED');
      }
      const count = async () =>
        (
          await w.query<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${alice.id}`)
        )[0]!.n;
      const before = await count();
      const { slug } = await w.content(alice);
      await w.comment(bob, { content: slug });
      expect(await openCount(alice)).toBe(0);
      expect(await count()).toBe(before);
    } finally {
      await w.t.app.instance.update({ moduleConfig: demo });
    }
  });
});

describe('notifications of chat messages', () => {
  let w: ChatWorld;
  afterAll(async () => {
    await w?.close();
  });

  it('tells the recipient without the text, folds per conversation and opens it with the read receipt', async () => {
    w = await chatWorld();
    const u = await w.users(['ann', 'ben']);
    const ann = u('ann');
    const ben = u('ben');
    const seen = w.events(ben);
    const { id, keyId } = await w.sealedConversation(ann, ben);
    expect((await w.sendSealed(ann, id, keyId)).statusCode).toBe(201);
    const rows = await w.query<{ id: string; actors_count: number; parameters: unknown; group_key: string }>(
      sql`select id::text as id, actors_count, parameters, group_key from notifications
        where user_id = ${ben.id} and key = 'chat_message.received'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.group_key).toBe(`chat:${id}`);
    const parameters = (
      typeof rows[0]!.parameters === 'string' ? JSON.parse(rows[0]!.parameters) : rows[0]!.parameters
    ) as Record<string, unknown>;
    expect(parameters.serialized_resource).toEqual({ type: 'chat_conversation', id });
    expect(Object.keys(parameters).sort()).toEqual(['actor', 'actors_count', 'serialized_resource']);
    expect(await w.query(sql`select id from notifications where user_id = ${ann.id}`)).toEqual([]);
    await eventually(() => seen.filter((e) => e.type === 'notification').length === 2);

    const read = await w.req('POST', `/v2/chat_conversations/${id}/read`, ben, {});
    expect(read.statusCode, read.body).toBe(200);
    const [after] = await w.query<{ opened: boolean }>(
      sql`select opened_at is not null as opened from notifications where id = ${Number(rows[0]!.id)}`,
    );
    expect(after!.opened).toBe(true);
    await eventually(() =>
      seen.some((e) => e.type === 'notifications_opened' && e.ids.includes(rows[0]!.id) && e.open_notifications === 0),
    );
  });
});
