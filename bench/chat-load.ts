// Load generation of the chat bench: 200 authenticated realtime sockets in 100 pairs, messages
// sent at a fixed (open-loop) rate, and the send-to-delivery latency measured at the recipient.
import { randomBytes, randomUUID } from 'node:crypto';
import { generateConversationKey, newKeyId, seal } from '@tribune/chat-crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import WebSocket from 'ws';
import { pool, sleep } from './lib.ts';

/** 200 clients, 100 conversations between pairs (spec of the figure). */
export const CLIENTS = 200;
/** A chat message of realistic length, sealed as the app would. */
const TEXT = 'See you at the stadium before kick-off? I will be at the north gate with the others. ';

/** Token keys standing in for the identity service. */
export interface BenchIdentity {
  issuer: string;
  jwks: JSONWebKeySet;
  sign(sub: string): Promise<string>;
}

/** An RS256 key pair and a signer for `sub` (10 minutes: longer than the bench). */
export async function benchIdentity(issuer: string): Promise<BenchIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const sign = (sub: string) =>
    new SignJWT({ name: `Chat fan ${sub}`, slug: sub, email: `${sub}@bench.test`, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setSubject(sub)
      .setIssuer(issuer)
      .setAudience('tribune-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey as CryptoKey);
  return { issuer, jwks: { keys: [jwk] }, sign };
}

/** A message on its way: when it was sent and which client must receive it. */
interface InFlight {
  t0: number;
  to: number;
}

/** Latencies of one run. */
export interface PhaseResult {
  rate: number;
  sent: number;
  delivered: number;
  lost: number;
  errors: number;
  /** Delivered messages per second, first send to last delivery. */
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  /** The sender stopped early: more than two seconds of messages were waiting for an answer. */
  overloaded: boolean;
}

/** The value below which `q` of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** One planned message: which pair, which direction, its content. */
export interface Planned {
  pair: number;
  from: number;
  to: number;
  content: string;
}

/** The clients of one target, able to send a planned message and report its delivery. */
export interface Target {
  name: string;
  /** Plans `n` messages round-robin over the pairs, alternating direction, each with unique content. */
  plan(n: number): Promise<Planned[]>;
  /** Sends one message; resolves false when the server refused it. */
  send(message: Planned): Promise<boolean>;
  /** Called by a client when a message frame with this content arrives at client `at`. */
  onDelivered: (content: string, at: number) => void;
  close(): Promise<void>;
}

/** Runs `target` at `rate` messages per second for `seconds`, then waits for the stragglers. */
export async function runPhase(target: Target, rate: number, seconds: number, drainMs = 5_000): Promise<PhaseResult> {
  const planned = await target.plan(Math.ceil(rate * seconds));
  const inFlight = new Map<string, InFlight>();
  const latencies: number[] = [];
  let errors = 0;
  let lastDelivery = 0;
  let waitingForAnswer = 0;
  let overloaded = false;
  target.onDelivered = (content, at) => {
    const entry = inFlight.get(content);
    if (!entry || entry.to !== at) return; // the sender's own copy, or a message of another phase
    const now = performance.now();
    latencies.push(now - entry.t0);
    lastDelivery = now;
    inFlight.delete(content);
  };
  const started = performance.now();
  let next = 0;
  // Open loop: the schedule does not wait for answers, as independent users would not.
  while (next < planned.length) {
    const due = Math.min(planned.length, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; next < due; next++) {
      const message = planned[next]!;
      inFlight.set(message.content, { t0: performance.now(), to: message.to });
      waitingForAnswer++;
      void target.send(message).then(
        (ok) => {
          waitingForAnswer--;
          if (!ok) {
            errors++;
            inFlight.delete(message.content);
          }
        },
        () => {
          waitingForAnswer--;
          errors++;
          inFlight.delete(message.content);
        },
      );
    }
    if (waitingForAnswer > rate * 2) {
      overloaded = true;
      break;
    }
    await sleep(2);
  }
  const drainUntil = performance.now() + drainMs;
  while ((inFlight.size > 0 || waitingForAnswer > 0) && performance.now() < drainUntil) await sleep(10);
  const sorted = latencies.sort((a, b) => a - b);
  const span = (lastDelivery - started) / 1000;
  return {
    rate,
    sent: next,
    delivered: sorted.length,
    lost: inFlight.size,
    errors,
    achievedRate: span > 0 ? sorted.length / span : 0,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    overloaded,
  };
}

/** Opens a socket and hands every `message` frame's content to `onMessage`. */
function connect(url: string, onMessage: (content: string) => void): Promise<WebSocket> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as {
      type: string;
      content?: string;
      message?: { attributes: { content: string } };
    };
    if (frame.type !== 'message') return;
    onMessage(frame.content ?? frame.message?.attributes.content ?? '');
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** The bare relay: client `i` connects as `?u=i`; a sender sends `{to, content}` on its own socket. */
export async function bareTarget(port: number): Promise<Target> {
  const target = { onDelivered: (_c: string, _a: number) => {} } as Target;
  const sockets = await pool(
    Array.from({ length: CLIENTS }, (_, i) => i),
    20,
    (i) => connect(`ws://127.0.0.1:${port}/?u=${i}`, (content) => target.onDelivered(content, i)),
  );
  const conversationKey = await generateConversationKey();
  return Object.assign(target, {
    name: 'bare ws relay',
    plan: (n: number) =>
      planMessages(n, (pair, from) => ({
        key: conversationKey,
        conversationId: String(pair),
        keyId: 'bare',
        senderId: String(from),
      })),
    send: async (m: Planned) => {
      sockets[m.from]!.send(JSON.stringify({ to: String(m.to), content: m.content }));
      return true;
    },
    close: async () => {
      for (const s of sockets) s.terminate();
    },
  });
}

interface Conversation {
  id: string;
  key: CryptoKey;
  keyId: string;
}

/** What a planned message is sealed with: the AAD of its conversation and sender. */
interface SealWith {
  key: CryptoKey;
  conversationId: string;
  keyId: string;
  senderId: string;
}

async function planMessages(n: number, sealWith: (pair: number, from: number) => SealWith): Promise<Planned[]> {
  const pairs = CLIENTS / 2;
  return Promise.all(
    Array.from({ length: n }, async (_, k) => {
      const pair = k % pairs;
      // Alternate the direction on each round over the pairs.
      const forward = Math.floor(k / pairs) % 2 === 0;
      const from = forward ? 2 * pair : 2 * pair + 1;
      const to = forward ? 2 * pair + 1 : 2 * pair;
      const { key, ...aad } = sealWith(pair, from);
      const sealed = await seal(`${TEXT}#${k}`, key, aad);
      return { pair, from, to, content: JSON.stringify(sealed) };
    }),
  );
}

/**
 * Tribune: 200 users authenticate their sockets, each pair gets a conversation (created over HTTP
 * with a real conversation key, held by both), and sealed messages are POSTed to the conversation.
 */
export async function tribuneTarget(port: number, identity: BenchIdentity): Promise<Target> {
  const base = `http://127.0.0.1:${port}`;
  const target = { onDelivered: (_c: string, _a: number) => {} } as Target;
  const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => identity.sign(`chat-fan-${i}`)));
  const sockets = await pool(tokens, 20, async (token, i) => {
    const ws = await connect(`ws://127.0.0.1:${port}/v2/realtime`, (content) => target.onDelivered(content, i));
    const ready = new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
      });
      ws.once('close', (code) => reject(new Error(`socket ${i} closed with ${code}`)));
    });
    ws.send(JSON.stringify({ type: 'auth', token }));
    await ready;
    return ws;
  });
  const api = async (method: string, path: string, token: string, body?: unknown): Promise<Response> =>
    fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const userIds = await pool(tokens, 20, async (token) => {
    const res = await api('GET', '/v2/user/show', token);
    if (!res.ok) throw new Error(`/v2/user/show answered ${res.status}`);
    return ((await res.json()) as { data: { id: string } }).data.id;
  });
  // The server stores wrapped keys opaque: random bytes of an RSA-4096 ciphertext's size stand in
  // (generating 200 RSA key pairs would take minutes of client work outside the figure).
  const wrapped = randomBytes(512).toString('base64');
  const conversations = await pool(
    Array.from({ length: CLIENTS / 2 }, (_, pair) => pair),
    10,
    async (pair): Promise<Conversation> => {
      const conversation = { id: randomUUID(), key: await generateConversationKey(), keyId: newKeyId() };
      const [from, to] = [2 * pair, 2 * pair + 1];
      const first = await seal('Hello!', conversation.key, {
        conversationId: conversation.id,
        senderId: userIds[from]!,
        keyId: conversation.keyId,
      });
      const res = await api('POST', '/v2/chat_conversations', tokens[from]!, {
        conversation_data: {
          id: conversation.id,
          initial_message: { recipient_id: userIds[to], content: JSON.stringify(first), key_id: conversation.keyId },
        },
        conversation_keys: [from, to].map((u) => ({
          user_id: userIds[u],
          key_id: conversation.keyId,
          encrypted_key: wrapped,
        })),
      });
      if (res.status !== 201) throw new Error(`create conversation answered ${res.status}: ${await res.text()}`);
      return conversation;
    },
  );
  return Object.assign(target, {
    name: 'tribune',
    plan: (n: number) =>
      planMessages(n, (pair, from) => {
        const c = conversations[pair]!;
        return { key: c.key, conversationId: c.id, keyId: c.keyId, senderId: userIds[from]! };
      }),
    send: async (m: Planned) => {
      const c = conversations[m.pair]!;
      const res = await api('POST', `/v2/chat_conversations/${c.id}/messages`, tokens[m.from]!, {
        message: { content: m.content, key_id: c.keyId },
      });
      await res.arrayBuffer();
      return res.status === 201;
    },
    close: async () => {
      for (const s of sockets) s.terminate();
    },
  });
}
