import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exportPublicKey,
  generateConversationKey,
  generateKeyPair,
  newKeyId,
  seal,
  wrapConversationKey,
} from '@tribune/chat-crypto';
import type { ChatMessageWire } from '@tribune/domain';
import { chatDb } from '../store/db.ts';
import { decodeMessage, reopenPending, storeWireMessages } from './decrypt.ts';
import { ConversationKeyring } from './keyring.ts';
import { searchLocal } from './search.ts';

const PARTNER = '2';
const CONVERSATION = '7a6f6d4e-1b1c-4c1d-9e2f-000000000001';

let pair: CryptoKeyPair;
let otherPair: CryptoKeyPair;
let publicJwk: string;

// RSA-4096 generation takes seconds: two pairs for the whole file.
beforeAll(async () => {
  [pair, otherPair] = await Promise.all([generateKeyPair(), generateKeyPair()]);
  publicJwk = await exportPublicKey(pair.publicKey);
}, 60_000);

let n = 0;
/** A fresh database and a stand-in for the server's list of this user's wrapped keys. */
function setup(opts: { privateKey?: () => CryptoKey | null } = {}) {
  const db = chatDb(`decrypt-test-${++n}`);
  const serverKeys: Array<{ key_id: string; encrypted_key: string }> = [];
  let fetches = 0;
  const keyring = new ConversationKeyring({
    db,
    privateKey: async () => (opts.privateKey ? opts.privateKey() : pair.privateKey),
    fetchKeys: async () => {
      fetches += 1;
      return [...serverKeys];
    },
  });
  return { db, keyring, serverKeys, fetches: () => fetches };
}

async function sealedWire(
  id: string,
  text: string,
  key: CryptoKey,
  keyId: string,
  aad: { conversationId?: string; senderId?: string } = {},
): Promise<ChatMessageWire> {
  const sealed = await seal(text, key, {
    conversationId: aad.conversationId ?? CONVERSATION,
    senderId: aad.senderId ?? PARTNER,
    keyId,
  });
  return {
    id,
    type: 'chat_message',
    attributes: {
      chat_conversation_id: CONVERSATION,
      sender_id: PARTNER,
      sender_name: 'Partner',
      content: JSON.stringify(sealed),
      key_id: keyId,
      encrypted: true,
      sent_at: `2025-03-01T10:00:0${id}.000Z`,
      updated_at: `2025-03-01T10:00:0${id}.000Z`,
    },
  };
}

describe('decrypting messages', () => {
  it('stores plain messages as text with their words', async () => {
    const { keyring } = setup();
    const row = await decodeMessage(
      {
        id: '1',
        type: 'chat_message',
        attributes: {
          chat_conversation_id: CONVERSATION,
          sender_id: PARTNER,
          sender_name: 'Partner',
          content: 'Plain Hello',
          key_id: null,
          encrypted: false,
          sent_at: '2025-03-01T10:00:00.000Z',
          updated_at: '2025-03-01T10:00:00.000Z',
        },
      },
      keyring,
    );
    expect(row).toMatchObject({ text: 'Plain Hello', words: ['plain', 'hello'], pending: false, failed: false });
  });

  it('keeps a message pending until its key arrives, then reopens it and indexes its words', async () => {
    const { db, keyring, serverKeys, fetches } = setup();
    const key = await generateConversationKey();
    const keyId = newKeyId();
    const wires = [
      await sealedWire('1', 'Kickoff at nine', key, keyId),
      await sealedWire('2', 'Bring the scarf', key, keyId),
    ];

    const rows = await storeWireMessages(db, wires, keyring);
    expect(rows.map((r) => [r.pending, r.failed, r.text])).toEqual([
      [true, false, ''],
      [true, false, ''],
    ]);
    expect(rows[0]?.content).toBe(wires[0]?.attributes.content);
    // One server lookup for the whole batch, not one per message.
    expect(fetches()).toBe(1);
    expect(await searchLocal(db, 'scarf')).toEqual([]);

    // The partner shares the key (a `keys` event): it is wrapped for this user's public key.
    serverKeys.push({ key_id: keyId, encrypted_key: await wrapConversationKey(key, publicJwk) });
    keyring.invalidate(CONVERSATION);
    expect(await reopenPending(db, keyring)).toBe(2);

    const stored = await db.messages.get('2');
    expect(stored).toMatchObject({ text: 'Bring the scarf', pending: false, failed: false, content: null });
    expect(stored?.words).toEqual(['bring', 'the', 'scarf']);
    expect((await searchLocal(db, 'scar')).map((m) => m.id)).toEqual(['2']);
    expect(await reopenPending(db, keyring)).toBe(0);
  });

  it('keeps messages pending while there is no private key on the device, and opens them once there is', async () => {
    let available: CryptoKey | null = null;
    const { db, keyring, serverKeys } = setup({ privateKey: () => available });
    const key = await generateConversationKey();
    const keyId = newKeyId();
    serverKeys.push({ key_id: keyId, encrypted_key: await wrapConversationKey(key, publicJwk) });
    await storeWireMessages(db, [await sealedWire('1', 'Restored later', key, keyId)], keyring);
    expect((await db.messages.get('1'))?.pending).toBe(true);

    available = pair.privateKey;
    keyring.forgetAll();
    expect(await reopenPending(db, keyring)).toBe(1);
    expect((await db.messages.get('1'))?.text).toBe('Restored later');
  });

  it('marks a tampered ciphertext, a message moved to another conversation or sender, and junk content as failed', async () => {
    const { db, keyring, serverKeys } = setup();
    const key = await generateConversationKey();
    const keyId = newKeyId();
    serverKeys.push({ key_id: keyId, encrypted_key: await wrapConversationKey(key, publicJwk) });

    const tampered = await sealedWire('1', 'original', key, keyId);
    const content = JSON.parse(tampered.attributes.content) as { ciphertext: string; iv: string };
    const bytes = Uint8Array.from(atob(content.ciphertext), (c) => c.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    tampered.attributes.content = JSON.stringify({ ...content, ciphertext: btoa(String.fromCharCode(...bytes)) });

    const moved = await sealedWire('2', 'from elsewhere', key, keyId, { conversationId: 'another-conversation' });
    const impostor = await sealedWire('3', 'not from partner', key, keyId, { senderId: '99' });
    const junk = await sealedWire('4', 'x', key, keyId);
    junk.attributes.content = 'not json';
    const good = await sealedWire('5', 'fine', key, keyId);

    const rows = await storeWireMessages(db, [tampered, moved, impostor, junk, good], keyring);
    expect(rows.map((r) => r.failed)).toEqual([true, true, true, true, false]);
    expect(rows.map((r) => r.pending)).toEqual([false, false, false, false, false]);
    expect(rows[0]?.text).toBe('');
    expect(rows[4]?.text).toBe('fine');
  });

  it('treats a key wrapped for another key pair of the user as missing, not as tampering', async () => {
    const { db, keyring, serverKeys } = setup();
    const key = await generateConversationKey();
    const keyId = newKeyId();
    serverKeys.push({ key_id: keyId, encrypted_key: await wrapConversationKey(key, otherPair.publicKey) });
    const [row] = await storeWireMessages(db, [await sealedWire('1', 'old device key', key, keyId)], keyring);
    expect(row).toMatchObject({ pending: true, failed: false });
  });
});
