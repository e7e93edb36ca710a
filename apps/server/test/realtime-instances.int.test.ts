import { randomUUID } from 'node:crypto';
import {
  generateConversationKey,
  generateKeyPair,
  newKeyId,
  open,
  parseSealedContent,
  seal,
  wrapConversationKey,
} from '@tribune/chat-crypto';
import type { ChatRealtimeEvent } from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/lib/event-bus.ts';
import { createPeerApp, createTestApp, createTestBus, type TestApp } from './helpers.ts';
import { readySocket, type TestSocket } from './realtime-client.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

interface MessageEvent {
  type: 'message';
  conversation_id: string;
  message: {
    id: string;
    attributes: { content: string; key_id: string | null; encrypted: boolean; sender_id: string };
  };
}

/**
 * Two server instances on one database and one bus: Redis when REDIS_URL is set (as CI runs
 * it), an in-process bus otherwise. A client on instance B hears what happens on instance A.
 */
describe('realtime across two instances', () => {
  let keys: TestKeys;
  let bus: EventBus;
  let a: TestApp;
  let b: TestApp;
  let alice: number;
  let bob: number;
  let pair: Awaited<ReturnType<typeof generateKeyPair>>;
  const sockets: TestSocket[] = [];
  const token = (sub: string) => tokenFor(keys, { sub });

  beforeAll(async () => {
    keys = await createTestKeys();
    // RSA-4096 generation takes seconds on a busy machine: once, here.
    pair = await generateKeyPair();
    bus = await createTestBus();
    a = await createTestApp({}, { jwks: () => keys.jwks, bus });
    b = await createPeerApp(a, { jwks: () => keys.jwks, bus });
    alice = (await a.app.users.resolve({ sub: 'alice', name: 'Alice', slug: 'alice' })).id;
    bob = (await a.app.users.resolve({ sub: 'bob', name: 'Bob', slug: 'bob' })).id;
    // Two apps and an RSA key pair: minutes on a machine busy with other work.
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await b?.close();
    await a?.close();
    await bus?.close();
  });

  it('delivers an event published on A to a client connected to B', async () => {
    const onB = await readySocket(b.app, await token('bob'));
    sockets.push(onB);
    expect(a.app.realtime.connectionCount()).toBe(0);
    expect(b.app.realtime.connectionCount()).toBe(1);
    const event: ChatRealtimeEvent = { type: 'public_key', user_id: String(alice) };
    await a.app.realtime.publish([bob], event);
    expect(await onB.next()).toEqual(event);
  });

  it('delivers a real encrypted message sent over HTTP through A to the recipient on B', async () => {
    const bobOnB = await readySocket(b.app, await token('bob'));
    const aliceOnA = await readySocket(a.app, await token('alice'));
    sockets.push(bobOnB, aliceOnA);
    // Alice seals under a conversation key wrapped for herself (Bob has no chat key yet).
    const conversationKey = await generateConversationKey();
    const keyId = newKeyId();
    const conversationId = randomUUID();
    const aad = { conversationId, senderId: String(alice), keyId };
    const first = await seal('hello from instance A', conversationKey, aad);
    const created = await a.app.inject({
      method: 'POST',
      url: '/v2/chat_conversations',
      headers: bearer(await token('alice')),
      payload: {
        conversation_data: {
          id: conversationId,
          initial_message: { recipient_id: String(bob), content: JSON.stringify(first), key_id: keyId },
        },
        conversation_keys: [
          {
            user_id: String(alice),
            key_id: keyId,
            encrypted_key: await wrapConversationKey(conversationKey, pair.publicKey),
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await bobOnB.next()).toEqual({ type: 'conversation', conversation_id: conversationId });
    const delivered = (await bobOnB.next()) as unknown as MessageEvent;
    expect(delivered).toMatchObject({ type: 'message', conversation_id: conversationId });
    expect(delivered.message.attributes).toMatchObject({ encrypted: true, key_id: keyId, sender_id: String(alice) });
    const sealed = parseSealedContent(delivered.message.attributes.content);
    expect(sealed).not.toBeNull();
    expect(await open(sealed!, conversationKey, aad)).toBe('hello from instance A');
    // Then Bob's chat notification (no text: the server has none).
    expect(await bobOnB.next()).toMatchObject({
      type: 'notification',
      notification: { attributes: { key: 'chat_message.received' } },
      open_notifications: 1,
    });
    // The sender's own device (on A) hears it too.
    expect(await aliceOnA.next()).toEqual({ type: 'conversation', conversation_id: conversationId });
    expect(((await aliceOnA.next()) as unknown as MessageEvent).message.id).toBe(delivered.message.id);

    // A second message in the existing conversation: POST .../messages through A, heard on B.
    const second = await seal('and another one', conversationKey, aad);
    const sent = await a.app.inject({
      method: 'POST',
      url: `/v2/chat_conversations/${conversationId}/messages`,
      headers: { ...bearer(await token('alice')), 'idempotency-key': randomUUID() },
      payload: { message: { content: JSON.stringify(second), key_id: keyId } },
    });
    expect(sent.statusCode).toBe(201);
    const next = (await bobOnB.next()) as unknown as MessageEvent;
    expect(next.type).toBe('message');
    expect(Number(next.message.id)).toBeGreaterThan(Number(delivered.message.id));
    expect(await open(parseSealedContent(next.message.attributes.content)!, conversationKey, aad)).toBe(
      'and another one',
    );
  }, 90_000);
});
