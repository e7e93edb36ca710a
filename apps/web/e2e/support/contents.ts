import type { APIRequestContext } from '@playwright/test';

/** A record of a list answer of the API, as the browser tests read it. */
export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | null }>;
}

/** A list answer with its included records. */
export interface ListBody {
  data: Resource[];
  included: Resource[];
}

/** The answer of the first 100 published contents, in English. */
export function requestContents(request: APIRequestContext) {
  return request.get('/v2/contents?per_page=100', { headers: { 'Requested-Language': 'en' } });
}

/** A content's hero medium among the list's included records. */
export function heroOf(body: ListBody, content: Resource): Resource | undefined {
  const ref = content.relationships?.hero_medium?.data;
  return ref ? body.included.find((r) => r.type === 'content_medium' && r.id === ref.id) : undefined;
}
