import { assertOk } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** GET /public/{uid}: the user's public key (JWK JSON text), or null when the server has none. */
export async function fetchPublicKey(uid: string): Promise<string | null> {
  const result = await api.GET('/api/v1/chat_keys/public/{uid}', { params: { path: { uid } }, parseAs: 'text' });
  assertOk(result);
  const text = typeof result.data === 'string' ? result.data.trim() : '';
  return text.length > 0 ? text : null;
}

/** PUT /public/{uid}: registers this device's public key for the user. */
export async function storePublicKey(uid: string, publicKeyJwk: string): Promise<void> {
  const result = await api.PUT('/api/v1/chat_keys/public/{uid}', {
    params: { path: { uid } },
    body: { chat_public_key: publicKeyJwk },
  });
  assertOk(result);
}

/** GET /private/{uid}: the password backup envelope, or null when the user made none. */
export async function fetchBackup(uid: string): Promise<string | null> {
  const result = await api.GET('/api/v1/chat_keys/private/{uid}', { params: { path: { uid } } });
  assertOk(result);
  return nonEmpty(result.data?.chat_encrypted_private_key);
}

/** PUT /private/{uid}: stores the password backup envelope. */
export async function storeBackup(uid: string, envelope: string): Promise<void> {
  const result = await api.PUT('/api/v1/chat_keys/private/{uid}', {
    params: { path: { uid } },
    body: { chat_encrypted_private_key: envelope },
  });
  assertOk(result);
}

/** GET /cached: the QR transfer envelope another device left for this one, or null. */
export async function fetchCachedKey(): Promise<string | null> {
  const result = await api.GET('/api/v1/chat_keys/cached');
  assertOk(result);
  return nonEmpty(result.data?.chat_encrypted_private_key);
}

/** PUT /cached: leaves a transfer envelope for the new device, or clears it with null. */
export async function storeCachedKey(envelope: string | null): Promise<void> {
  const result = await api.PUT('/api/v1/chat_keys/cached', { body: { chat_encrypted_private_key: envelope } });
  assertOk(result);
}

/** DELETE /v2/chat_conversation_keys: drops every conversation key wrapped for the user (a new key pair follows). */
export async function deleteAllConversationKeys(): Promise<void> {
  const result = await api.DELETE('/v2/chat_conversation_keys');
  assertOk(result);
}
