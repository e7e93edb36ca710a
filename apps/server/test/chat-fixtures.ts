import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_MODULE_CONFIG, type ChatRealtimeEvent, type FeatureFlags } from '@tribune/domain';
import { rowsOf } from '../src/db/client.ts';
import { expect } from 'vitest';
import { createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';

/** A signed-in test user: token, database id and uid. */
export interface ChatUser {
  token: string;
  id: number;
  uid: string;
  name: string;
}

/** A test app for chat with helpers for users, requests, flags and captured realtime events. */
export interface ChatWorld {
  t: TestApp;
  keys: TestKeys;
  /** Creates (or finds) a user and signs a token for them. */
  user(slug: string): Promise<ChatUser>;
  /** Creates these users at once; the answer looks them up by name. */
  users(slugs: string[]): Promise<(slug: string) => ChatUser>;
  /** Creates an encrypted conversation (fake ciphertext) with a key wrapped for the sender. */
  sealedConversation(from: ChatUser, to: ChatUser): Promise<{ id: string; keyId: string }>;
  /** Sends a (fake) sealed message under `keyId`, with extra body fields. */
  sendSealed(
    from: ChatUser,
    id: string,
    keyId: string,
    extra?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
  /** An inject call with a token, a JSON payload and extra headers. */
  req(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: ChatUser,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Sets the chat and e2eEncryption flags (and whether the chat module is on). */
  setChat(flags: FeatureFlags, moduleOn?: boolean): Promise<void>;
  /** Every realtime event published to this user from now on (on this app). */
  events(user: ChatUser): ChatRealtimeEvent[];
  /** Rows of a raw query. */
  query<T>(q: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

/** Builds a chat world on a fresh database (chat and end-to-end encryption on, as the demo seed). */
export async function chatWorld(): Promise<ChatWorld> {
  const keys = await createTestKeys();
  const t = await createTestApp({}, { jwks: () => keys.jwks });
  const detach: Array<() => void> = [];
  const world: ChatWorld = {
    t,
    keys,
    async user(slug) {
      const sub = `uid-${slug}`;
      const row = await t.app.users.resolve({ sub, name: slug, slug, email: `${sub}@example.test`, locale: 'en' });
      return { token: await tokenFor(keys, { sub, name: slug, slug }), id: row.id, uid: sub, name: slug };
    },
    async users(slugs) {
      const made = new Map((await Promise.all(slugs.map((s) => world.user(s)))).map((u) => [u.name, u]));
      return (slug) => {
        const user = made.get(slug);
        if (!user) throw new Error(`no test user ${slug}`);
        return user;
      };
    },
    sealedConversation: (from, to) => sealedConversation(world, from, to),
    sendSealed: (from, id, keyId, extra) => sendSealed(world, from, id, keyId, extra),
    req: (method, url, user, payload, headers = {}) =>
      t.app.inject({
        method,
        url,
        headers: { ...(user ? bearer(user.token) : {}), ...headers },
        payload: payload as string,
      }),
    async setChat(flags, moduleOn = true) {
      await t.app.instance.update({
        featureFlags: flags,
        moduleConfig: { ...DEFAULT_MODULE_CONFIG, modules: { ...DEFAULT_MODULE_CONFIG.modules, chat: moduleOn } },
      });
    },
    events(user) {
      const seen: ChatRealtimeEvent[] = [];
      detach.push(t.app.realtime.attach(user.id, { send: (text) => seen.push(JSON.parse(text) as ChatRealtimeEvent) }));
      return seen;
    },
    async query<T>(q: ReturnType<typeof sql>) {
      return rowsOf<T>(await t.database.db.execute(q));
    },
    async close() {
      for (const d of detach) d();
      await t.close();
    },
  };
  return world;
}

/** Structurally valid sealed content (random bytes): the server cannot tell it from real ciphertext. */
export function fakeSealed(): string {
  return JSON.stringify({ ciphertext: randomBytes(40).toString('base64'), iv: randomBytes(12).toString('base64') });
}

/** A structurally valid wrapped key (random bytes of an RSA-4096 ciphertext's size). */
export function fakeWrapped(): string {
  return randomBytes(512).toString('base64');
}

/** The body of a create call. */
export function createBody(
  recipient: ChatUser,
  opts: {
    id?: string;
    content: string;
    keyId?: string | null;
    keys?: Array<{ user: ChatUser; keyId: string; wrapped: string }>;
  },
) {
  return {
    conversation_data: {
      ...(opts.id ? { id: opts.id } : {}),
      initial_message: { recipient_id: String(recipient.id), content: opts.content, key_id: opts.keyId ?? null },
    },
    conversation_keys: (opts.keys ?? []).map((k) => ({
      user_id: String(k.user.id),
      key_id: k.keyId,
      encrypted_key: k.wrapped,
    })),
  };
}

/** A parsed JSON body of an answer. */
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json();
}

/** Ascending: used for sorting status codes of concurrent calls. */
export const ascending = (a: number, b: number) => a - b;

/** A conversation resource as the tests read it. */
export interface ConversationJson {
  id: string;
  attributes: Record<string, unknown>;
}

/** A message resource as the tests read it. */
export interface MessageJson {
  id: string;
  attributes: { content: string; encrypted: boolean; key_id: string | null };
}

/** Creates an encrypted conversation from `from` to `to` (fake ciphertext) with a key wrapped for the sender. */
async function sealedConversation(w: ChatWorld, from: ChatUser, to: ChatUser) {
  const keyId = randomUUID();
  const res = await w.req(
    'POST',
    '/v2/chat_conversations',
    from,
    createBody(to, { content: fakeSealed(), keyId, keys: [{ user: from, keyId, wrapped: fakeWrapped() }] }),
  );
  expect(res.statusCode).toBe(201);
  return { id: json<{ data: ConversationJson }>(res).data.id, keyId };
}

/** Sends a (fake) sealed message under `keyId`, with extra body fields. */
function sendSealed(w: ChatWorld, from: ChatUser, id: string, keyId: string, extra: Record<string, unknown> = {}) {
  return w.req('POST', `/v2/chat_conversations/${id}/messages`, from, {
    message: { content: fakeSealed(), key_id: keyId },
    ...extra,
  });
}

/** Expects an error answer: status, the error body, its code and (optionally) its text. */
export function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string, text?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { code: string; error: string };
  expect(isErrorBody(body)).toBe(true);
  expect(body.code).toBe(code);
  if (text) expect(body.error).toBe(text);
}

export { sql };
