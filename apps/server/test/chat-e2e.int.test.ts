import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  backupPrivateKey,
  exportPublicKey,
  generateConversationKey,
  generateKeyPair,
  newKeyId,
  open,
  parseSealedContent,
  seal,
  sealForTransfer,
  serializeSealedContent,
  unwrapConversationKey,
  wrapConversationKey,
} from '@tribune/chat-crypto';
import type { ChatRealtimeEvent } from '@tribune/domain';
import { chatWorld, createBody, json, sql, type ChatUser, type ChatWorld } from './chat-fixtures.ts';
import { isErrorBody } from './helpers.ts';

interface Doc {
  data: { id: string; attributes: Record<string, unknown> };
  included: Array<{ id: string; attributes: Record<string, unknown> & { content: string } }>;
}

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

const CANARY = `canary-${randomUUID()}`;

describe('chat with end-to-end encryption: key setup, late key share, no plaintext at rest, access', () => {
  let w: ChatWorld;
  let a: ChatUser;
  let b: ChatUser;
  let c: ChatUser;
  let pairA: KeyPair;
  let pairB: KeyPair;
  let pubA: string;
  let pubB: string;
  let conversationId: string;
  let keyId: string;
  let conversationKey: Awaited<ReturnType<typeof generateConversationKey>>;
  const sealed = async (sender: ChatUser, text: string) =>
    serializeSealedContent(await seal(text, conversationKey, { conversationId, senderId: String(sender.id), keyId }));

  beforeAll(async () => {
    w = await chatWorld();
    [a, b, c] = [await w.user('alice'), await w.user('bob'), await w.user('carol')];
    // RSA-4096 pairs are slow to make: two for the whole file.
    [pairA, pairB] = await Promise.all([generateKeyPair(), generateKeyPair()]);
    [pubA, pubB] = await Promise.all([exportPublicKey(pairA.publicKey), exportPublicKey(pairB.publicKey)]);
    conversationId = randomUUID();
    keyId = newKeyId();
    conversationKey = await generateConversationKey();
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  });

  it('seals the first message for the sender alone while the recipient has no key, and shares it later', async () => {
    const put = await w.req('PUT', `/api/v1/chat_keys/public/${a.uid}`, a, { chat_public_key: pubA });
    expect(put.statusCode).toBe(204);
    const publicA = await w.req('GET', `/api/v1/chat_keys/public/${a.uid}`, b);
    expect(publicA.statusCode).toBe(200);
    expect(publicA.headers['content-type']).toMatch(/^text\/plain/);
    expect(publicA.body).toBe(pubA);
    expect((await w.req('GET', `/api/v1/chat_keys/public/${b.uid}`, a)).body).toBe('');

    const aEvents = w.events(a);
    const bEvents = w.events(b);
    const first = `Hello Bob ${CANARY}`;
    const created = await w.req(
      'POST',
      '/v2/chat_conversations',
      a,
      createBody(b, {
        id: conversationId,
        content: await sealed(a, first),
        keyId,
        keys: [{ user: a, keyId, wrapped: await wrapConversationKey(conversationKey, pubA) }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const doc = json<Doc>(created);
    expect(doc.data.id).toBe(conversationId);
    expect(doc.data.attributes).toMatchObject({
      name: 'bob',
      user_id: String(b.id),
      common_key_ids: [keyId],
      unread_messages: 0,
      read_only: false,
      has_own_unencrypted_messages: false,
    });
    expect(doc.included[0]?.attributes).toMatchObject({ encrypted: true, key_id: keyId, sender_name: 'alice' });

    const list = await w.req('GET', '/v2/chat_conversations', b);
    expect(list.statusCode).toBe(200);
    expect(list.headers['total-count']).toBe('1');
    expect(json<{ data: Doc['data'][] }>(list).data[0]).toMatchObject({
      id: conversationId,
      attributes: {
        name: 'alice',
        unread_messages: 1,
        common_key_ids: [],
        conversation_user_ids: [String(a.id), String(b.id)],
      },
    });
    const messages = await w.req('GET', `/v2/chat_messages?chat_conversation_id=${conversationId}`, b);
    const [message] = json<{ data: Doc['included'] }>(messages).data;
    expect(message?.attributes.content).toBe(doc.included[0]?.attributes.content);
    await vi.waitFor(() => {
      expect(bEvents).toContainEqual({ type: 'conversation', conversation_id: conversationId });
      expect(bEvents).toContainEqual(expect.objectContaining({ type: 'message', conversation_id: conversationId }));
    });

    // Nobody to wrap for yet; the conversation users are incomplete.
    expect(json<{ data: unknown[] }>(await w.req('GET', '/v2/chat_conversation_keys/missing', a)).data).toEqual([]);
    const users = await w.req('GET', `/v2/chat_conversations/${conversationId}/users`, a);
    expect(users.statusCode).toBe(409);
    expect(users.json().code).toBe('CHAT_PUBLIC_KEYS_MISSING');

    // Bob sets up his key: Alice hears of it and finds Bob lacking her key.
    expect((await w.req('PUT', `/api/v1/chat_keys/public/${b.uid}`, b, { chat_public_key: pubB })).statusCode).toBe(
      204,
    );
    await vi.waitFor(() => expect(aEvents).toContainEqual({ type: 'public_key', user_id: String(b.id) }));
    const missing = json<{ data: Array<{ attributes: Record<string, unknown> }> }>(
      await w.req('GET', '/v2/chat_conversation_keys/missing', a),
    ).data;
    expect(missing).toHaveLength(1);
    expect(missing[0]?.attributes).toMatchObject({
      chat_conversation_id: conversationId,
      user_id: String(b.id),
      user_uid: b.uid,
      public_key: pubB,
      key_ids: [keyId],
    });

    const share = await w.req('POST', '/v2/chat_conversation_keys', a, {
      conversation_keys: [
        {
          chat_conversation_id: conversationId,
          user_id: String(b.id),
          key_id: keyId,
          encrypted_key: await wrapConversationKey(conversationKey, missing[0]?.attributes.public_key as string),
        },
      ],
    });
    expect(share.statusCode).toBe(200);
    expect(share.json()).toEqual({ data: { created: 1 } });
    await vi.waitFor(() =>
      expect(bEvents).toContainEqual({ type: 'keys', conversation_id: conversationId, key_ids: [keyId] }),
    );
    expect(json<{ data: unknown[] }>(await w.req('GET', '/v2/chat_conversation_keys/missing', a)).data).toEqual([]);

    // Bob unwraps his copy with his private key and reads the first message.
    const own = json<{ data: Array<{ key_id: string; encrypted_key: string }> }>(
      await w.req('GET', `/v2/chat_conversations/${conversationId}/keys`, b),
    ).data;
    expect(own.map((k) => k.key_id)).toEqual([keyId]);
    const bobKey = await unwrapConversationKey(own[0]?.encrypted_key ?? '', pairB.privateKey);
    const content = parseSealedContent(message?.attributes.content ?? '');
    expect(content).not.toBeNull();
    expect(await open(content!, bobKey, { conversationId, senderId: String(a.id), keyId })).toBe(first);

    const usersNow = await w.req('GET', `/v2/chat_conversations/${conversationId}/users`, b);
    expect(usersNow.statusCode).toBe(200);
    expect(
      json<{ data: Array<{ attributes: { uid: string; public_key: string } }> }>(usersNow).data.map((u) => [
        u.attributes.uid,
        u.attributes.public_key,
      ]),
    ).toEqual([
      [a.uid, pubA],
      [b.uid, pubB],
    ]);
  });

  it('keeps no plaintext anywhere in the database (canary in messages, backups and the transfer cache)', async () => {
    for (const [sender, text] of [
      [b, `Hi Alice ${CANARY}`],
      [a, `${CANARY} again`],
      [b, `and ${CANARY.toUpperCase()} loudly`],
    ] as const) {
      const res = await w.req('POST', `/v2/chat_conversations/${conversationId}/messages`, sender, {
        message: { content: await sealed(sender, text), key_id: keyId },
      });
      expect(res.statusCode).toBe(201);
    }
    // Plaintext sent by mistake is refused, never stored.
    const plain = await w.req('POST', `/v2/chat_conversations/${conversationId}/messages`, a, {
      message: { content: `oops ${CANARY}`, key_id: keyId },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().code).toBe('CHAT_ENCRYPTION_REQUIRED');
    const backup = await backupPrivateKey(pairA.privateKey, `${CANARY}-password`, { iterations: 100_000 });
    expect(
      (await w.req('PUT', `/api/v1/chat_keys/private/${a.uid}`, a, { chat_encrypted_private_key: backup })).statusCode,
    ).toBe(204);
    const transfer = await sealForTransfer(pairA.privateKey, pairB.publicKey);
    expect(
      (await w.req('PUT', '/api/v1/chat_keys/cached', a, { chat_encrypted_private_key: transfer })).statusCode,
    ).toBe(204);

    const tables = await w.query<{ s: string; n: string }>(sql`
      select table_schema as s, table_name as n from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    expect(tables.map((x) => x.n)).toEqual(expect.arrayContaining(['chat_messages', 'chat_user_keys', 'users']));
    let dump = '';
    for (const { s, n } of tables) {
      const rows = await w.query<{ row: string }>(sql.raw(`select t::text as row from "${s}"."${n}" t`));
      dump += rows.map((r) => r.row).join('\n');
    }
    // The dump is real: it holds the stored ciphertexts, the backup and the conversation id.
    expect(dump).toContain(conversationId);
    expect(dump).toContain(JSON.parse(backup).salt as string);
    expect(dump.toLowerCase()).not.toContain(CANARY.toLowerCase());
  });

  it('shows a third user nothing of the conversation and none of the keys', async () => {
    const id = conversationId;
    const expect404 = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
      const res = await w.req(method, url, c, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code, `${method} ${url}`).toBe('CHAT_CONVERSATION_NOT_FOUND');
      expect(isErrorBody(res.json())).toBe(true);
    };
    await expect404('GET', `/v2/chat_conversations/${id}`);
    await expect404('GET', `/v2/chat_messages?chat_conversation_id=${id}`);
    await expect404('GET', `/v2/chat_conversations/${id}/users`);
    await expect404('GET', `/v2/chat_conversations/${id}/keys`);
    await expect404('POST', `/v2/chat_conversations/${id}/messages`, { message: { content: '{}', key_id: keyId } });
    await expect404('POST', `/v2/chat_conversations/${id}/read`, {});
    const [theirs] = json<{ data: Doc['included'] }>(
      await w.req('GET', `/v2/chat_messages?chat_conversation_id=${id}`, a),
    ).data;
    await expect404('PUT', `/v2/chat_conversations/${id}/messages`, {
      messages: [{ id: theirs?.id, content: '{}', key_id: keyId }],
    });
    await expect404('POST', '/v2/chat_conversation_keys', {
      conversation_keys: [{ chat_conversation_id: id, user_id: String(c.id), key_id: keyId, encrypted_key: 'AAAA' }],
    });
    expect(json<{ data: unknown[] }>(await w.req('GET', '/v2/chat_conversations', c)).data).toEqual([]);
    expect(json<{ data: unknown[] }>(await w.req('GET', '/v2/chat_conversation_keys/missing', c)).data).toEqual([]);

    // Another user's private key and public key: neither readable nor writable.
    for (const [method, url, body] of [
      ['GET', `/api/v1/chat_keys/private/${a.uid}`, undefined],
      ['PUT', `/api/v1/chat_keys/private/${a.uid}`, { chat_encrypted_private_key: '{"v":1}' }],
      ['PUT', `/api/v1/chat_keys/public/${a.uid}`, { chat_public_key: pubB }],
    ] as const) {
      const res = await w.req(method, url, c, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await w.req('GET', `/api/v1/chat_keys/public/${a.uid}`, c)).body).toBe(pubA);
    expect(json(await w.req('GET', `/api/v1/chat_keys/private/${a.uid}`, a)).chat_encrypted_private_key).toMatch(
      /PBKDF2/,
    );

    // The cache is per caller: Carol's call only ever reaches Carol's row.
    expect(json(await w.req('GET', '/api/v1/chat_keys/cached', c))).toEqual({ chat_encrypted_private_key: null });
    expect(
      (await w.req('PUT', '/api/v1/chat_keys/cached', c, { chat_encrypted_private_key: '{"mine":1}' })).statusCode,
    ).toBe(204);
    expect(json(await w.req('GET', '/api/v1/chat_keys/cached', c))).toEqual({
      chat_encrypted_private_key: '{"mine":1}',
    });
    expect(json(await w.req('GET', '/api/v1/chat_keys/cached', a)).chat_encrypted_private_key).toContain('wrapped_key');
    expect((await w.req('PUT', '/api/v1/chat_keys/cached', c, { chat_encrypted_private_key: null })).statusCode).toBe(
      204,
    );
    expect(json(await w.req('GET', '/api/v1/chat_keys/cached', c))).toEqual({ chat_encrypted_private_key: null });
  });

  it("deletes all of a user's keys and tells the partners to share again", async () => {
    const aEvents: ChatRealtimeEvent[] = w.events(a);
    const del = await w.req('DELETE', '/v2/chat_conversation_keys', b);
    expect(del.statusCode).toBe(204);
    expect(
      json<{ data: unknown[] }>(await w.req('GET', `/v2/chat_conversations/${conversationId}/keys`, b)).data,
    ).toEqual([]);
    await vi.waitFor(() => expect(aEvents).toContainEqual({ type: 'keys_needed' }));
    const missing = json<{ data: Array<{ attributes: { user_id: string; key_ids: string[] } }> }>(
      await w.req('GET', '/v2/chat_conversation_keys/missing', a),
    ).data;
    expect(missing.map((m) => [m.attributes.user_id, m.attributes.key_ids])).toEqual([[String(b.id), [keyId]]]);
  });

  it('drops the password backup when the user registers a different key pair, not when the same key comes again', async () => {
    const dave = await w.user('dave');
    const backupOf = async () =>
      json<{ chat_encrypted_private_key: string | null }>(
        await w.req('GET', `/api/v1/chat_keys/private/${dave.uid}`, dave),
      ).chat_encrypted_private_key;
    expect(
      (await w.req('PUT', `/api/v1/chat_keys/public/${dave.uid}`, dave, { chat_public_key: pubA })).statusCode,
    ).toBe(204);
    const envelope = JSON.stringify({ v: 1, kdf: 'PBKDF2', note: 'opaque to the server' });
    await w.req('PUT', `/api/v1/chat_keys/private/${dave.uid}`, dave, { chat_encrypted_private_key: envelope });
    // Another device of the same user registers the same key (other JSON order): the backup stays.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(pubA) as object).reverse()));
    await w.req('PUT', `/api/v1/chat_keys/public/${dave.uid}`, dave, { chat_public_key: reordered });
    expect(await backupOf()).toBe(envelope);
    // "Generate a new key": the old backup restores a key nobody encrypts for any more.
    await w.req('PUT', `/api/v1/chat_keys/public/${dave.uid}`, dave, { chat_public_key: pubB });
    expect(await backupOf()).toBeNull();
  });

  it('rejects a public key that is not RSA-OAEP 4096 and an envelope that is not JSON', async () => {
    const weak = await w.req('PUT', `/api/v1/chat_keys/public/${c.uid}`, c, {
      chat_public_key: '{"kty":"RSA","n":"AQAB","e":"AQAB"}',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().code).toBe('CHAT_INVALID_PUBLIC_KEY');
    const junk = await w.req('PUT', `/api/v1/chat_keys/private/${c.uid}`, c, {
      chat_encrypted_private_key: 'not json',
    });
    expect(junk.statusCode).toBe(422);
    const shape = await w.req('PUT', `/api/v1/chat_keys/private/${c.uid}`, c, { key: 'x' });
    expect(shape.statusCode).toBe(422);
    expect(isErrorBody(shape.json())).toBe(true);
    const big = await w.req('PUT', '/api/v1/chat_keys/cached', c, {
      chat_encrypted_private_key: `{"x":"${'a'.repeat(20_000)}"}`,
    });
    expect(big.statusCode).toBe(422);
  });
});
