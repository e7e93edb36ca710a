import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ascending,
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
import { isErrorBody } from './helpers.ts';

describe('chat messages: idempotency, read marks, paging, bad input, races, list cost, user search', () => {
  let w: ChatWorld;
  let u: (name: string) => ChatUser;

  // The machine may be busy (RSA key generation in a parallel file): room for the app to start.
  beforeAll(async () => {
    w = await chatWorld();
    const names = ['ann', 'ben', 'cat', 'dan', 'gus', 'hal', 'ivy', 'jon'];
    u = await w.users(names);
  }, 120_000);
  beforeEach(async () => {
    await w.setChat({ chat: true, e2eEncryption: true });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('stores a retried send once (Idempotency-Key or client_id) and answers the first message', async () => {
    const { id, keyId } = await w.sealedConversation(u('ann'), u('dan'));
    const headers = { 'idempotency-key': `retry-${randomUUID()}` };
    const body = { message: { content: fakeSealed(), key_id: keyId } };
    const first = await w.req('POST', `/v2/chat_conversations/${id}/messages`, u('ann'), body, headers);
    const second = await w.req('POST', `/v2/chat_conversations/${id}/messages`, u('ann'), body, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    const firstId = json<{ included: MessageJson[] }>(first).included[0]?.id;
    expect(json<{ included: MessageJson[] }>(second).included[0]?.id).toBe(firstId);
    const clientId = `c-${randomUUID()}`;
    const [x, y] = await Promise.all([
      w.sendSealed(u('ann'), id, keyId, { client_id: clientId }),
      w.sendSealed(u('ann'), id, keyId, { client_id: clientId }),
    ]);
    expect([x.statusCode, y.statusCode].sort(ascending)).toEqual([200, 201]);
    const stored = await w.query<{ n: number }>(
      sql`select count(*)::int as n from chat_messages where conversation_id = ${id}::uuid`,
    );
    expect(stored[0]?.n).toBe(3);
  });

  it('counts unread messages and marks them read, telling the participants', async () => {
    const { id, keyId } = await w.sealedConversation(u('ben'), u('dan'));
    await w.sendSealed(u('ben'), id, keyId);
    const unread = () =>
      w.req('GET', `/v2/chat_conversations/${id}`, u('dan')).then((r) => json<{ data: ConversationJson }>(r).data);
    expect((await unread()).attributes.unread_messages).toBe(2);
    const events = w.events(u('ben'));
    const read = await w.req('POST', `/v2/chat_conversations/${id}/read`, u('dan'));
    expect(read.statusCode).toBe(200);
    expect(json<{ data: ConversationJson }>(read).data.attributes.unread_messages).toBe(0);
    const last = (await unread()).attributes.last_message_id;
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'read',
        conversation_id: id,
        user_id: String(u('dan').id),
        last_read_message_id: last,
      }),
    );
    await w.sendSealed(u('ben'), id, keyId);
    expect((await unread()).attributes.unread_messages).toBe(1);
  });

  it('pages messages with after_message_id and before_message_id, ascending', async () => {
    const { id, keyId } = await w.sealedConversation(u('hal'), u('jon'));
    for (let i = 0; i < 4; i++) expect((await w.sendSealed(u('hal'), id, keyId)).statusCode).toBe(201);
    const page = async (q: string) =>
      json<{ data: MessageJson[]; meta: { has_more: boolean } }>(
        await w.req('GET', `/v2/chat_messages?chat_conversation_id=${id}&${q}`, u('jon')),
      );
    const all = (await page('per_page=200')).data.map((m) => Number(m.id));
    expect(all).toHaveLength(5);
    expect([...all].sort(ascending)).toEqual(all);
    const newest = await page('per_page=2');
    expect(newest.data.map((m) => Number(m.id))).toEqual(all.slice(3));
    expect(newest.meta.has_more).toBe(true);
    const older = await page(`per_page=2&before_message_id=${all[3]}`);
    expect(older.data.map((m) => Number(m.id))).toEqual(all.slice(1, 3));
    expect(older.meta.has_more).toBe(true);
    const oldest = await page(`per_page=2&before_message_id=${all[1]}`);
    expect(oldest).toEqual({ data: [expect.objectContaining({ id: String(all[0]) })], meta: { has_more: false } });
    const newer = await page(`per_page=3&after_message_id=${all[0]}`);
    expect(newer.data.map((m) => Number(m.id))).toEqual(all.slice(1, 4));
    expect(newer.meta.has_more).toBe(true);
    expect(await page(`after_message_id=${all[4]}`)).toEqual({ data: [], meta: { has_more: false } });
  });

  it('answers bad ids and malformed bodies with 4xx and the error body', async () => {
    const { id } = await w.sealedConversation(u('cat'), u('dan'));
    const cases: Array<[string, string, unknown, number]> = [
      ['GET', '/v2/chat_conversations/not-a-uuid', undefined, 400],
      ['GET', `/v2/chat_conversations/${id.toUpperCase()}`, undefined, 400],
      ['GET', `/v2/chat_conversations/${randomUUID()}`, undefined, 404],
      ['GET', '/v2/chat_messages?chat_conversation_id=nope', undefined, 400],
      ['GET', '/v2/chat_messages', undefined, 400],
      ['GET', `/v2/chat_messages?chat_conversation_id=${id}&after_message_id=-1`, undefined, 400],
      ['GET', `/v2/chat_messages?chat_conversation_id=${id}&after_message_id=1&before_message_id=9`, undefined, 400],
      ['GET', '/v2/users/abc/chat_conversation', undefined, 400],
      ['GET', '/v2/chat_users?search=', undefined, 400],
      ['POST', `/v2/chat_conversations/${id}/messages`, {}, 422],
      ['POST', `/v2/chat_conversations/${id}/messages`, { message: { content: 1 } }, 422],
      ['POST', `/v2/chat_conversations/${id}/messages`, { message: { content: 'x' }, extra: 1 }, 422],
      ['POST', `/v2/chat_conversations/${id}/messages`, { message: { content: 'x'.repeat(40_000) } }, 422],
      ['POST', `/v2/chat_conversations/${id}/messages`, { message: { content: fakeSealed(), key_id: 'k' } }, 422],
      ['POST', `/v2/chat_conversations/${id}/messages`, { id: randomUUID(), message: { content: fakeSealed() } }, 422],
      ['POST', '/v2/chat_conversations', { conversation_data: {} }, 422],
      ['POST', '/v2/chat_conversation_keys', { conversation_keys: [] }, 422],
      [
        'POST',
        '/v2/chat_conversation_keys',
        {
          conversation_keys: [
            { chat_conversation_id: id, user_id: '1', key_id: randomUUID(), encrypted_key: 'not base64!' },
          ],
        },
        422,
      ],
      [
        'POST',
        '/v2/chat_conversation_keys',
        {
          conversation_keys: [
            { chat_conversation_id: id, user_id: '1', key_id: randomUUID(), encrypted_key: 'A'.repeat(3000) },
          ],
        },
        422,
      ],
      ['PUT', `/v2/chat_conversations/${id}/messages`, { messages: [] }, 422],
      ['POST', `/v2/chat_conversations/${id}/read`, { last_message_id: 'x' }, 422],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await w.req(method as 'GET', url, u('cat'), body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBe(status);
      expect(isErrorBody(res.json()), `${method} ${url}`).toBe(true);
    }
    const badJson = await w.t.app.inject({
      method: 'POST',
      url: `/v2/chat_conversations/${id}/messages`,
      headers: { authorization: `Bearer ${u('cat').token}`, 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(isErrorBody(badJson.json())).toBe(true);
    const longKey = await w.req(
      'POST',
      `/v2/chat_conversations/${id}/messages`,
      u('cat'),
      { message: { content: 'x' } },
      {
        'idempotency-key': 'k'.repeat(101),
      },
    );
    expect(longKey.statusCode).toBe(400);
  });

  it('lets only one of two concurrent creates for the same pair through; the other gets 409 with the id', async () => {
    const gus = u('gus');
    const ivy = u('ivy');
    const body = (to: ChatUser, from: ChatUser) => {
      const keyId = randomUUID();
      return createBody(to, {
        id: randomUUID(),
        content: fakeSealed(),
        keyId,
        keys: [{ user: from, keyId, wrapped: fakeWrapped() }],
      });
    };
    const [one, two] = await Promise.all([
      w.req('POST', '/v2/chat_conversations', gus, body(ivy, gus)),
      w.req('POST', '/v2/chat_conversations', ivy, body(gus, ivy)),
    ]);
    expect([one.statusCode, two.statusCode].sort(ascending)).toEqual([201, 409]);
    const [won, lost] = one.statusCode === 201 ? [one, two] : [two, one];
    const id = json<{ data: ConversationJson }>(won).data.id;
    expectError(lost, 409, 'CHAT_CONVERSATION_EXISTS');
    expect(lost.json().errors.conversation_id).toEqual([id]);
    const rows = await w.query<{ n: number }>(
      sql`select count(*)::int as n from chat_conversations where pair_key = ${[gus.id, ivy.id].sort(ascending).join(':')}`,
    );
    expect(rows[0]?.n).toBe(1);
    // The lookup and the public profile point at it.
    expect(
      json<{ data: ConversationJson }>(await w.req('GET', `/v2/users/${ivy.id}/chat_conversation`, gus)).data.id,
    ).toBe(id);
    expect(
      json<{ data: ConversationJson | null }>(await w.req('GET', `/v2/users/${u('jon').id}/chat_conversation`, gus))
        .data,
    ).toBeNull();
    const profile = json<{ data: { attributes: Record<string, unknown> } }>(
      await w.req('GET', '/v2/profiles/ivy', gus),
    );
    expect(profile.data.attributes.common_chat_conversation_id).toBe(id);
    const guest = json<{ data: { attributes: Record<string, unknown> } }>(await w.req('GET', '/v2/profiles/ivy'));
    expect(guest.data.attributes.common_chat_conversation_id).toBeNull();
  });

  it('lists conversations in a constant number of queries, however many there are', async () => {
    const lister = await w.user('lister');
    const count = async () => {
      // Only the request's own statements: pollers and the earlier requests' deliveries run beside it.
      const { result: res, queries } = await w.t.database.countQueries(() =>
        w.req('GET', '/v2/chat_conversations', lister),
      );
      expect(res.statusCode).toBe(200);
      return { queries, n: json<{ data: unknown[] }>(res).data.length };
    };
    await w.sealedConversation(lister, u('ann'));
    const one = await count();
    for (const other of ['ben', 'dan', 'hal']) await w.sealedConversation(u(other), lister);
    const four = await count();
    expect([one.n, four.n]).toEqual([1, 4]);
    expect(one.queries).toBeGreaterThan(0);
    expect(four.queries).toBe(one.queries);
  });

  it('searches users by name or slug with literal wildcards and tells who has a chat key', async () => {
    const pct = await w.user('per-cent');
    await w.query(sql`update users set display_name = '100% sure' where id = ${pct.id}`);
    await w.query(sql`insert into chat_user_keys (user_id, public_key) values (${pct.id}, 'x')`);
    const search = async (q: string) =>
      json<{ data: Array<{ attributes: { slug: string; has_chat_key: boolean } }> }>(
        await w.req('GET', `/v2/chat_users?search=${encodeURIComponent(q)}`, u('jon')),
      ).data;
    expect((await search('%')).map((x) => x.attributes)).toEqual([
      expect.objectContaining({ slug: 'per-cent', has_chat_key: true }),
    ]);
    expect(await search('_')).toEqual([]);
    expect((await search('AN')).map((x) => x.attributes.slug)).toEqual(['ann', 'dan']);
    const page = await w.req('GET', '/v2/chat_users?search=e&per_page=1', u('jon'));
    expect(Number(page.headers['total-count'])).toBeGreaterThan(1);
    expect(json<{ data: unknown[] }>(page).data).toHaveLength(1);
  });
});
