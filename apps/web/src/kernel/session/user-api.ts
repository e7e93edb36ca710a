import { ApiError, unwrap } from '@tribune/api-client';
import { api } from '../../app/api.ts';
import type { CurrentUser } from './session-store.ts';

interface UserResource {
  id: string;
  attributes?: Record<string, unknown>;
}

function toUser(data: unknown): CurrentUser {
  const resource = (data && typeof data === 'object' ? (data as { data?: UserResource }).data : undefined) ?? null;
  if (!resource || typeof resource.id !== 'string') throw new ApiError(500, null);
  return { ...(resource.attributes ?? {}), id: resource.id };
}

/** GET /v2/user/show: the signed-in user. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return toUser(unwrap(await api.GET('/v2/user/show')));
}

/** PUT /auth with JSON, or multipart when the input is FormData (avatar_file, hero_medium_file). */
export async function putProfile(input: Record<string, unknown> | FormData): Promise<CurrentUser> {
  // The session API takes any profile fields; the server's schema validates them.
  const result =
    input instanceof FormData
      ? await api.PUT('/auth', {
          body: input as never,
          // The browser sets multipart/form-data with its boundary; the default JSON header must not win.
          bodySerializer: (body: unknown) => body as FormData,
          headers: { 'Content-Type': null },
        })
      : await api.PUT('/auth', { body: input as never });
  return toUser(unwrap(result));
}

/** DELETE /auth: deletes the user and the identity account. */
export async function deleteAuth(): Promise<void> {
  const result = await api.DELETE('/auth');
  if (!result.response.ok) unwrap(result);
}
