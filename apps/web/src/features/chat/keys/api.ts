import { assertOk } from '@tribune/api-client';
import { untypedApi } from '../../../app/api.ts';

const loose = untypedApi;

const BASE = '/api/v1/chat_keys';

function encryptedKeyOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as { chat_encrypted_private_key?: unknown }).chat_encrypted_private_key;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** GET /public/{uid}: the user's public key (JWK JSON text), or null when the server has none. */
export async function fetchPublicKey(uid: string): Promise<string | null> {
  const result = await loose.GET(`${BASE}/public/${encodeURIComponent(uid)}`, { parseAs: 'text' });
  assertOk(result);
  const text = typeof result.data === 'string' ? result.data.trim() : '';
  return text.length > 0 ? text : null;
}

/** PUT /public/{uid}: registers this device's public key for the user. */
export async function storePublicKey(uid: string, publicKeyJwk: string): Promise<void> {
  const result = await loose.PUT(`${BASE}/public/${encodeURIComponent(uid)}`, {
    body: { chat_public_key: publicKeyJwk },
  });
  assertOk(result);
}

/** GET /private/{uid}: the password backup envelope, or null when the user made none. */
export async function fetchBackup(uid: string): Promise<string | null> {
  const result = await loose.GET(`${BASE}/private/${encodeURIComponent(uid)}`);
  assertOk(result);
  return encryptedKeyOf(result.data);
}

/** PUT /private/{uid}: stores the password backup envelope. */
export async function storeBackup(uid: string, envelope: string): Promise<void> {
  const result = await loose.PUT(`${BASE}/private/${encodeURIComponent(uid)}`, {
    body: { chat_encrypted_private_key: envelope },
  });
  assertOk(result);
}

/** GET /cached: the QR transfer envelope another device left for this one, or null. */
export async function fetchCachedKey(): Promise<string | null> {
  const result = await loose.GET(`${BASE}/cached`);
  assertOk(result);
  return encryptedKeyOf(result.data);
}

/** PUT /cached: leaves a transfer envelope for the new device, or clears it with null. */
export async function storeCachedKey(envelope: string | null): Promise<void> {
  const result = await loose.PUT(`${BASE}/cached`, { body: { chat_encrypted_private_key: envelope } });
  assertOk(result);
}

/** DELETE /v2/chat_conversation_keys: drops every conversation key wrapped for the user (a new key pair follows). */
export async function deleteAllConversationKeys(): Promise<void> {
  const result = await loose.DELETE('/v2/chat_conversation_keys');
  assertOk(result);
}
