import { ApiError, type ErrorBody } from '@tribune/api-client';
import { api } from '../../../app/api.ts';

// The chat-key routes may be missing from the typed client (they sit outside /v2); the same
// client (default headers, bearer, refresh on 401) is called with plain path strings.
type Result = { data?: unknown; error?: unknown; response: Response };
type Init = { body?: unknown; parseAs?: 'json' | 'text' };
const loose = api as unknown as {
  GET(path: string, init?: Init): Promise<Result>;
  PUT(path: string, init?: Init): Promise<Result>;
  DELETE(path: string, init?: Init): Promise<Result>;
};

const BASE = '/api/v1/chat_keys';

function fail(result: Result): never {
  const body =
    result.error && typeof result.error === 'object' && 'error' in result.error ? (result.error as ErrorBody) : null;
  throw new ApiError(result.response.status, body);
}

function encryptedKeyOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as { chat_encrypted_private_key?: unknown }).chat_encrypted_private_key;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** GET /public/{uid}: the user's public key (JWK JSON text), or null when the server has none. */
export async function fetchPublicKey(uid: string): Promise<string | null> {
  const result = await loose.GET(`${BASE}/public/${encodeURIComponent(uid)}`, { parseAs: 'text' });
  if (!result.response.ok) fail(result);
  const text = typeof result.data === 'string' ? result.data.trim() : '';
  return text.length > 0 ? text : null;
}

/** PUT /public/{uid}: registers this device's public key for the user. */
export async function storePublicKey(uid: string, publicKeyJwk: string): Promise<void> {
  const result = await loose.PUT(`${BASE}/public/${encodeURIComponent(uid)}`, {
    body: { chat_public_key: publicKeyJwk },
  });
  if (!result.response.ok) fail(result);
}

/** GET /private/{uid}: the password backup envelope, or null when the user made none. */
export async function fetchBackup(uid: string): Promise<string | null> {
  const result = await loose.GET(`${BASE}/private/${encodeURIComponent(uid)}`);
  if (!result.response.ok) fail(result);
  return encryptedKeyOf(result.data);
}

/** PUT /private/{uid}: stores the password backup envelope. */
export async function storeBackup(uid: string, envelope: string): Promise<void> {
  const result = await loose.PUT(`${BASE}/private/${encodeURIComponent(uid)}`, {
    body: { chat_encrypted_private_key: envelope },
  });
  if (!result.response.ok) fail(result);
}

/** GET /cached: the QR transfer envelope another device left for this one, or null. */
export async function fetchCachedKey(): Promise<string | null> {
  const result = await loose.GET(`${BASE}/cached`);
  if (!result.response.ok) fail(result);
  return encryptedKeyOf(result.data);
}

/** PUT /cached: leaves a transfer envelope for the new device, or clears it with null. */
export async function storeCachedKey(envelope: string | null): Promise<void> {
  const result = await loose.PUT(`${BASE}/cached`, { body: { chat_encrypted_private_key: envelope } });
  if (!result.response.ok) fail(result);
}

/** DELETE /v2/chat_conversation_keys: drops every conversation key wrapped for the user (a new key pair follows). */
export async function deleteAllConversationKeys(): Promise<void> {
  const result = await loose.DELETE('/v2/chat_conversation_keys');
  if (!result.response.ok) fail(result);
}
