import { unwrap, type components, type paths } from '@tribune/api-client';
import { api } from '../api.ts';
import type { CurrentUser } from './session-store.ts';

/** The JSON fields PUT /auth takes (flat, or nested under `user`). */
export type ProfileUpdate = paths['/auth']['put']['requestBody']['content']['application/json'];

function toUser({ data }: { data: components['schemas']['CurrentUser'] }): CurrentUser {
  return { ...data.attributes, id: data.id };
}

/** GET /v2/user/show: the signed-in user. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return toUser(unwrap(await api.GET('/v2/user/show')));
}

/** PUT /auth with JSON, or multipart when the input is FormData (avatar_file, hero_medium_file). */
export async function putProfile(input: ProfileUpdate | FormData): Promise<CurrentUser> {
  const result =
    input instanceof FormData
      ? await api.PUT('/auth', {
          // The contract describes the JSON form; the multipart form goes out as the FormData itself.
          body: {},
          bodySerializer: () => input,
          // The browser sets multipart/form-data with its boundary; the default JSON header must not win.
          headers: { 'Content-Type': null },
        })
      : await api.PUT('/auth', { body: input });
  return toUser(unwrap(result));
}

/** DELETE /auth: deletes the user and the identity account. */
export async function deleteAuth(): Promise<void> {
  const result = await api.DELETE('/auth');
  if (!result.response.ok) unwrap(result);
}
