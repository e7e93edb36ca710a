import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/lib/event-bus.ts';
import { createPeerApp, createTestApp, createTestBus, type TestApp } from './helpers.ts';
import { BOSS_EMAIL, worldOf, type NotificationsWorld } from './notifications-fixtures.ts';
import { readySocket, type TestSocket } from './realtime-client.ts';
import { createTestKeys } from './tokens.ts';

/**
 * Two server instances on one database and one bus: PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are set (as CI's database stage runs it), PGlite and an in-process bus otherwise.
 */
describe('notifications across two instances', () => {
  let bus: EventBus;
  let a: TestApp;
  let b: TestApp;
  let onA: NotificationsWorld;
  let onB: NotificationsWorld;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const keys = await createTestKeys();
    bus = await createTestBus();
    a = await createTestApp({ adminEmails: [BOSS_EMAIL] }, { jwks: () => keys.jwks, bus });
    b = await createPeerApp(a, { jwks: () => keys.jwks, bus }, { adminEmails: [BOSS_EMAIL] });
    onA = worldOf(a, keys);
    onB = worldOf(b, keys);
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await b?.close();
    await a?.close();
    await bus?.close();
  });

  it('delivers a notification created through A to a socket held by B, and its opening back', async () => {
    const owner = await onA.user('owner');
    const fan = await onA.user('fan');
    const socket = await readySocket(b.app, owner.token);
    sockets.push(socket);
    expect(a.app.realtime.connectionCount()).toBe(0);
    const { slug } = await onA.content(owner);
    await onA.comment(fan, { content: slug });
    const event = (await socket.next()) as {
      type: string;
      notification: { id: string; attributes: { key: string; parameters: { actor?: { slug: string } } } };
      open_notifications: number;
    };
    expect(event.type).toBe('notification');
    expect(event.notification.attributes.key).toBe('content.commented');
    expect(event.notification.attributes.parameters.actor?.slug).toBe('fan');
    expect(event.open_notifications).toBe(1);
    // The inbox reads the same through B, and opening all through A reaches B's socket.
    const listed = await onB.req('GET', '/v2/notifications', owner);
    expect(listed.json().data[0].id).toBe(event.notification.id);
    const all = await onA.req('PUT', '/v2/notifications/open_all', owner);
    expect(all.json().meta.opened_count).toBe(1);
    expect(await socket.next()).toEqual({
      type: 'notifications_opened',
      ids: [event.notification.id],
      all: true,
      open_notifications: 0,
    });
  }, 60_000);

  it('delivers an announcement to everybody, sent through B, to a socket on A', async () => {
    const boss = await onB.user('boss');
    const reader = await onA.user('reader');
    const socket = await readySocket(a.app, reader.token);
    sockets.push(socket);
    const sent = await onB.req('POST', '/v2/admin/notifications', boss, {
      notification: { title: 'Kick-off', body: 'At 8 pm', prompt_dialog: true, to: 'all' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const event = (await socket.next()) as {
      type: string;
      notification: { attributes: { key: string; prompt_dialog: boolean } };
    };
    expect(event.type).toBe('notification');
    expect(event.notification.attributes).toMatchObject({ key: 'announcement', prompt_dialog: true });
  }, 60_000);
});
