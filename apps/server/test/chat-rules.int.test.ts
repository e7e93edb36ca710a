import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUser } from '../src/modules/users/repository.ts';
import {
  chatWorld,
  createBody,
  expectError,
  fakeSealed,
  fakeWrapped,
  json,
  sql,
  type ChatUser,
  type ChatWorld,
  type ConversationJson,
  type MessageJson,
} from './chat-fixtures.ts';

describe('chat rules: who may chat, read-only, gates, encryption modes and key shares', () => {
  let w: ChatWorld;
  let u: (name: string) => ChatUser;

  // The machine may be busy (RSA key generation in a parallel file): room for the app to start.
  beforeAll(async () => {
    w = await chatWorld();
    const names = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jon'];
    u = await w.users(names);
  }, 120_000);
  beforeEach(async () => {
    await w.setChat({ chat: true, e2eEncryption: true });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('refuses a chat with yourself', async () => {
    const res = await w.req(
      'POST',
      '/v2/chat_conversations',
      u('ann'),
      createBody(u('ann'), { content: fakeSealed() }),
    );
    expectError(res, 422, 'CHAT_SELF', 'You cannot chat with yourself');
    expectError(await w.req('GET', `/v2/users/${u('ann').id}/chat_conversation`, u('ann')), 422, 'CHAT_SELF');
  });

  it('refuses blocked users in either direction, on create and on send, and keeps reading allowed', async () => {
    const { id, keyId } = await w.sealedConversation(u('ann'), u('ben'));
    expect((await w.req('POST', `/v2/users/${u('ben').id}/toggle_block`, u('ann'))).statusCode).toBe(200);
    expectError(await w.sendSealed(u('ann'), id, keyId), 403, 'CHAT_BLOCKED_BY_YOU', 'You have blocked this user');
    expectError(await w.sendSealed(u('ben'), id, keyId), 403, 'CHAT_BLOCKED_YOU', 'This user has blocked you');
    expect((await w.req('GET', `/v2/chat_messages?chat_conversation_id=${id}`, u('ben'))).statusCode).toBe(200);
    const listed = json<{ data: ConversationJson }>(await w.req('GET', `/v2/chat_conversations/${id}`, u('ann'))).data;
    expect(listed.attributes).toMatchObject({ blocked_by_current_user: true, current_user_blocked_by_user: false });

    expect((await w.req('POST', `/v2/users/${u('ann').id}/toggle_block`, u('cat'))).statusCode).toBe(200);
    const body = createBody(u('cat'), { content: fakeSealed() });
    expectError(
      await w.req('POST', '/v2/chat_conversations', u('ann'), body),
      403,
      'CHAT_BLOCKED_YOU',
      'This user has blocked you',
    );
    const back = createBody(u('ann'), { content: fakeSealed() });
    expectError(await w.req('POST', '/v2/chat_conversations', u('cat'), back), 403, 'CHAT_BLOCKED_BY_YOU');
    // Blocked users do not show up in the search either way.
    const found = json<{ data: Array<{ attributes: { slug: string } }> }>(
      await w.req('GET', '/v2/chat_users?search=a', u('ann')),
    ).data.map((x) => x.attributes.slug);
    expect(found).not.toContain('ben');
    expect(found).not.toContain('cat');
    expect(found).not.toContain('ann');
  });

  it('answers 404 for a recipient that is unknown, banned or deleted', async () => {
    await w.query(sql`update users set status = 'banned' where id = ${u('dan').id}`);
    for (const id of [u('dan').id, 987654]) {
      const res = await w.req('POST', '/v2/chat_conversations', u('eve'), {
        conversation_data: { initial_message: { recipient_id: String(id), content: fakeSealed() } },
      });
      expectError(res, 404, 'CHAT_USER_NOT_FOUND', 'This user was not found');
    }
    expectError(await w.req('GET', `/v2/users/987654/chat_conversation`, u('eve')), 404, 'CHAT_USER_NOT_FOUND');
    await w.query(sql`update users set status = 'unlocked' where id = ${u('dan').id}`);
  });

  it('makes a conversation read-only once the partner is deleted or banned', async () => {
    const gone = await w.user('gone');
    const deleted = await w.sealedConversation(u('eve'), gone);
    await deleteUser(w.t.database.db, gone.id, gone.uid);
    expectError(await w.sendSealed(u('eve'), deleted.id, deleted.keyId), 403, 'CHAT_READ_ONLY');
    const afterDelete = json<{ data: ConversationJson }>(
      await w.req('GET', `/v2/chat_conversations/${deleted.id}`, u('eve')),
    );
    expect(afterDelete.data.attributes).toMatchObject({
      read_only: true,
      name: 'Deleted user',
      user_id: null,
      conversation_user_ids: [String(u('eve').id)],
    });
    const messages = json<{ data: Array<{ attributes: { sender_name: string } }> }>(
      await w.req('GET', `/v2/chat_messages?chat_conversation_id=${deleted.id}`, u('eve')),
    ).data;
    expect(messages.map((m) => m.attributes.sender_name)).toEqual(['eve']);

    const banned = await w.sealedConversation(u('eve'), u('fay'));
    await w.query(sql`update users set status = 'banned' where id = ${u('fay').id}`);
    expectError(await w.sendSealed(u('eve'), banned.id, banned.keyId), 403, 'CHAT_READ_ONLY');
    const list = json<{ data: ConversationJson[] }>(await w.req('GET', '/v2/chat_conversations', u('eve'))).data;
    expect(list.map((c) => [c.id, c.attributes.read_only])).toEqual(
      expect.arrayContaining([
        [deleted.id, true],
        [banned.id, true],
      ]),
    );
    // The existing conversation stays reachable from the (banned) user's side of the lookup.
    const lookup = json<{ data: ConversationJson | null }>(
      await w.req('GET', `/v2/users/${u('fay').id}/chat_conversation`, u('eve')),
    );
    expect(lookup.data?.id).toBe(banned.id);
  });

  it('requires encrypted content under a known key with end-to-end encryption on', async () => {
    const { id, keyId } = await w.sealedConversation(u('gus'), u('hal'));
    const plain = await w.req('POST', `/v2/chat_conversations/${id}/messages`, u('gus'), {
      message: { content: 'hello' },
    });
    expectError(plain, 422, 'CHAT_ENCRYPTION_REQUIRED');
    expectError(await w.sendSealed(u('gus'), id, randomUUID()), 422, 'CHAT_UNKNOWN_KEY');
    // A new key is accepted only when the sender wraps it for themself in the same request.
    const fresh = randomUUID();
    const forHalOnly = {
      conversation_keys: [{ user_id: String(u('hal').id), key_id: fresh, encrypted_key: fakeWrapped() }],
    };
    expectError(await w.sendSealed(u('gus'), id, fresh, forHalOnly), 422, 'CHAT_UNKNOWN_KEY');
    const both = {
      conversation_keys: [
        { user_id: String(u('gus').id), key_id: fresh, encrypted_key: fakeWrapped() },
        { user_id: String(u('hal').id), key_id: fresh, encrypted_key: fakeWrapped() },
      ],
    };
    expect((await w.sendSealed(u('gus'), id, fresh, both)).statusCode).toBe(201);
    const outsider = {
      conversation_keys: [{ user_id: String(u('ivy').id), key_id: keyId, encrypted_key: fakeWrapped() }],
    };
    expectError(await w.sendSealed(u('gus'), id, keyId, outsider), 422, 'VALIDATION_FAILED');
    // Hal does not hold the first key: he cannot hand it to anyone.
    const notHeld = await w.req('POST', '/v2/chat_conversation_keys', u('hal'), {
      conversation_keys: [
        { chat_conversation_id: id, user_id: String(u('gus').id), key_id: keyId, encrypted_key: fakeWrapped() },
      ],
    });
    expectError(notHeld, 422, 'CHAT_UNKNOWN_KEY');
    // An existing (participant, key) row is kept: first write wins.
    const again = await w.req('POST', '/v2/chat_conversation_keys', u('gus'), {
      conversation_keys: [
        { chat_conversation_id: id, user_id: String(u('hal').id), key_id: fresh, encrypted_key: fakeWrapped() },
      ],
    });
    expect(again.json()).toEqual({ data: { created: 0 } });
    const halKeys = json<{ data: Array<{ key_id: string }> }>(
      await w.req('GET', `/v2/chat_conversations/${id}/keys`, u('hal')),
    ).data;
    expect(halKeys.map((k) => k.key_id)).toEqual([fresh]);
  });

  it('accepts plain messages with end-to-end encryption off, never empty ones, and seals them later', async () => {
    await w.setChat({ chat: true, e2eEncryption: false });
    const res = await w.req('POST', '/v2/chat_conversations', u('ivy'), createBody(u('jon'), { content: 'Hi Jon' }));
    expect(res.statusCode).toBe(201);
    const doc = json<{ data: ConversationJson; included: MessageJson[] }>(res);
    expect(doc.included[0]?.attributes).toMatchObject({ content: 'Hi Jon', encrypted: false, key_id: null });
    expect(doc.data.attributes.has_own_unencrypted_messages).toBe(true);
    for (const content of ['<p></p>', '   ']) {
      const empty = await w.req('POST', `/v2/chat_conversations/${doc.data.id}/messages`, u('jon'), {
        message: { content },
      });
      expectError(empty, 422, 'CHAT_EMPTY_MESSAGE');
    }
    const withKey = await w.sendSealed(u('jon'), doc.data.id, randomUUID());
    expectError(withKey, 422, 'VALIDATION_FAILED');

    // Encryption turned on: Ivy seals her plain message with a key she introduces.
    await w.setChat({ chat: true, e2eEncryption: true });
    const keyId = randomUUID();
    const seal = await w.sendSealed(u('ivy'), doc.data.id, keyId, {
      conversation_keys: [{ user_id: String(u('ivy').id), key_id: keyId, encrypted_key: fakeWrapped() }],
    });
    expect(seal.statusCode).toBe(201);
    const events = w.events(u('jon'));
    const messageId = doc.included[0]?.id;
    const update = await w.req('PUT', `/v2/chat_conversations/${doc.data.id}/messages`, u('ivy'), {
      messages: [{ id: messageId, content: fakeSealed(), key_id: keyId }],
    });
    expect(update.statusCode).toBe(200);
    expect(json<{ data: MessageJson[] }>(update).data[0]?.attributes).toMatchObject({ encrypted: true, key_id: keyId });
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'messages_updated',
        conversation_id: doc.data.id,
        message_ids: [messageId],
      }),
    );
    const after = json<{ data: ConversationJson }>(
      await w.req('GET', `/v2/chat_conversations/${doc.data.id}`, u('ivy')),
    );
    expect(after.data.attributes.has_own_unencrypted_messages).toBe(false);
    const notMine = await w.req('PUT', `/v2/chat_conversations/${doc.data.id}/messages`, u('jon'), {
      messages: [{ id: messageId, content: fakeSealed(), key_id: keyId }],
    });
    expectError(notMine, 403, 'FORBIDDEN');
  });

  it('answers 404 CHAT_DISABLED when the chat feature or module is off', async () => {
    await w.setChat({ chat: false, e2eEncryption: true });
    expectError(await w.req('GET', '/v2/chat_conversations', u('ann')), 404, 'CHAT_DISABLED');
    expectError(await w.req('GET', `/api/v1/chat_keys/public/${u('ann').uid}`, u('ann')), 404, 'CHAT_DISABLED');
    await w.setChat({ chat: true, e2eEncryption: true }, false);
    expectError(await w.req('GET', '/v2/chat_users?search=b', u('ann')), 404, 'CHAT_DISABLED');
    await w.setChat({ chat: true, e2eEncryption: true });
    expectError(await w.req('GET', '/v2/chat_conversations'), 401, 'UNAUTHENTICATED');
  });
});
