/**
 * A console write with a file, with its upload progress (docs/CONSOLE.md "Web"): fetch reports no
 * upload progress, so the form goes by XMLHttpRequest with the API client's headers (the session's
 * access token, the page's language). A 401 refreshes the session once through the API client and
 * sends again; a refusal throws the API client's `ApiError` with the error body, as `unwrap` does.
 */
import { ApiError, readCookie, type ErrorBody } from '@tribune/api-client';
import { api, apiLocale } from '../../../kernel/api.ts';

/** Sent so far of the whole request, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function send(method: 'POST' | 'PUT', url: string, form: FormData, onProgress: UploadProgress) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', apiLocale());
    xhr.setRequestHeader('Requested-Language', apiLocale());
    xhr.setRequestHeader('X-Build', 'PWA');
    xhr.setRequestHeader('X-Platform', 'Web');
    const token = readCookie('access-token');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.send(form);
  });
}

/** Sends a multipart form and answers its JSON body; throws `ApiError` for a refusal. */
export async function sendForm<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress: UploadProgress = () => {},
): Promise<T> {
  let answer = await send(method, url, form, onProgress);
  if (answer.status === 401) {
    // The API client refreshes an expired session on a 401; a cheap read lets it, then we send again.
    await api.GET('/v2/admin/console');
    answer = await send(method, url, form, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body as ErrorBody | null);
  onProgress(1);
  return answer.body as T;
}
