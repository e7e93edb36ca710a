import type { FastifyBaseLogger } from 'fastify';
import { isValidPublicKeyText, samePublicKey } from '@tribune/chat-crypto';
import { CHAT_KEY_CACHE_TTL_MS } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { ChatCore } from './core.ts';
import type { CreateKeysInput } from './input.ts';
import {
  deleteAllKeys,
  findUserKeys,
  insertKeys,
  keyHolders,
  missingKeys,
  ownKeys,
  publicKeyByUid,
  setCachedKey,
  setPrivateKey,
  setPublicKey,
} from './keys-repository.ts';
import { chatPolicy, type ShareRequest } from './policy.ts';
import { presentKeyShare } from './presenter.ts';
import { membersOf, partnerIds } from './repository.ts';
import { keyRows, keyScope } from './shares.ts';

/** True when the text is a JSON object (the backup envelope is opaque otherwise). */
function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/**
 * The keys of chat: conversation keys wrapped per participant (missing, create, own, delete
 * all) and each user's public key, password backup and QR transfer cache. The server stores
 * only public keys and ciphertexts; only the owner reads their backup and cache.
 */
export class ChatKeysService {
  constructor(
    private readonly db: Db,
    private readonly core: ChatCore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Keys the caller holds that a partner with a public key still lacks. */
  async missing(caller: Caller) {
    return { data: (await missingKeys(this.db, caller.user.id)).map(presentKeyShare) };
  }

  /** Stores wrapped keys for participants of the caller's conversations (first write wins). */
  async create(caller: Caller, input: CreateKeysInput) {
    const shares: ShareRequest[] = input.conversation_keys.map((k) => ({
      conversationId: k.chat_conversation_id,
      userId: Number(k.user_id),
      keyId: k.key_id,
      encryptedKey: k.encrypted_key,
    }));
    const cids = [...new Set(shares.map((s) => s.conversationId))];
    const members = await membersOf(this.db, cids);
    for (const cid of cids)
      chatPolicy.authorize(
        caller,
        'see',
        members.get(cid)?.find((m) => m.userId === caller.user.id),
      );
    const holders = await keyHolders(this.db, cids, [...new Set(shares.map((s) => s.keyId))]);
    chatPolicy.authorize(caller, 'shareKeys', {
      shares,
      scopeOf: (cid) => keyScope(members.get(cid) ?? [], caller.user.id, holders, cid),
    });
    const inserted = await insertKeys(this.db, keyRows(shares, members));
    await this.core.publish(this.core.keyEvents(inserted, [...members.values()].flat()));
    return { data: { created: inserted.length } };
  }

  /** The caller's own wrapped keys of a conversation. */
  async own(caller: Caller, conversationId: string) {
    const { me } = await this.core.member(conversationId, caller.user.id);
    return { data: await ownKeys(this.db, me.conversationUserId) };
  }

  /** Removes every conversation key wrapped for the caller (a new key pair follows); partners hear `keys_needed`. */
  async deleteAll(caller: Caller): Promise<void> {
    await deleteAllKeys(this.db, caller.user.id);
    await this.core.publish([[await partnerIds(this.db, caller.user.id), { type: 'keys_needed' }]]);
  }

  /** Any user's public key text by uid ('' when unknown or not set). */
  async publicKey(uid: string): Promise<string> {
    return (await publicKeyByUid(this.db, uid)) ?? '';
  }

  /** Sets the caller's public key; partners hear `public_key` and check their missing keys. */
  async setPublicKey(caller: Caller, uid: string, text: string): Promise<void> {
    chatPolicy.authorize(caller, 'ownKeys', { uid });
    if (!isValidPublicKeyText(text)) throw new AppError('CHAT_INVALID_PUBLIC_KEY');
    // A new key pair makes the old password backup useless (it restores a key nobody encrypts
    // for any more): drop it, so every device shows "not backed up" until the next backup.
    const previous = (await findUserKeys(this.db, caller.user.id))?.publicKey ?? null;
    await setPublicKey(this.db, caller.user.id, text, previous !== null && !samePublicKey(previous, text));
    await this.core.publish([
      [await partnerIds(this.db, caller.user.id), { type: 'public_key', user_id: String(caller.user.id) }],
    ]);
  }

  /** The caller's password backup envelope, or null. */
  async privateKey(caller: Caller, uid: string): Promise<{ chat_encrypted_private_key: string | null }> {
    chatPolicy.authorize(caller, 'ownKeys', { uid });
    return { chat_encrypted_private_key: (await findUserKeys(this.db, caller.user.id))?.encryptedPrivateKey ?? null };
  }

  /** Stores the caller's password backup envelope (a JSON object text). */
  async setPrivateKey(caller: Caller, uid: string, envelope: string): Promise<void> {
    chatPolicy.authorize(caller, 'ownKeys', { uid });
    if (!isJsonObject(envelope))
      throw new AppError('VALIDATION_FAILED', undefined, { chat_encrypted_private_key: ['must be a JSON object'] });
    await setPrivateKey(this.db, caller.user.id, envelope);
  }

  /** The caller's QR transfer envelope while it is fresh; an expired one is cleared and reads as null. */
  async cached(caller: Caller): Promise<{ chat_encrypted_private_key: string | null }> {
    const keys = await findUserKeys(this.db, caller.user.id);
    if (!keys?.cachedKey || !keys.cachedAt) return { chat_encrypted_private_key: null };
    if (Date.now() - keys.cachedAt.getTime() > CHAT_KEY_CACHE_TTL_MS) {
      // A stale transfer is useless to its owner and should not linger on the server.
      await setCachedKey(this.db, caller.user.id, null).catch((err: unknown) =>
        this.log.warn({ err }, 'clearing a stale chat key cache failed'),
      );
      return { chat_encrypted_private_key: null };
    }
    return { chat_encrypted_private_key: keys.cachedKey };
  }

  /** Stores (or with null clears) the caller's QR transfer envelope. */
  async setCached(caller: Caller, envelope: string | null): Promise<void> {
    if (envelope !== null && !isJsonObject(envelope))
      throw new AppError('VALIDATION_FAILED', undefined, { chat_encrypted_private_key: ['must be a JSON object'] });
    await setCachedKey(this.db, caller.user.id, envelope);
  }
}
