/**
 * The content section's calls (docs/CONSOLE.md "Contents"): the admin contents list, one content,
 * create, replace, publish and unpublish; media uploads with their progress and processing state.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type paths } from '@tribune/api-client';
import type { ContentType } from '@tribune/domain';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import type { ConsolePage } from '../api.ts';
import { sendForm } from '../kit/upload.ts';

type Schemas = components['schemas'];
export type AdminContent = Schemas['AdminContent'];
export type ContentMedium = Schemas['ContentMedium'];
export type Category = Schemas['Category'];
export type ContentBody = paths['/v2/admin/contents']['post']['requestBody']['content']['application/json']['content'];

export const contentKeys = {
  all: ['console', 'contents'] as const,
  list: (q: object) => [...contentKeys.all, 'list', q] as const,
  one: (id: string) => [...contentKeys.all, 'one', id] as const,
  categories: (locale: string) => [...contentKeys.all, 'categories', locale] as const,
};

export const contentsQuery = (q: { search?: string; contentType?: ContentType; page: number }) =>
  queryOptions({
    queryKey: contentKeys.list(q),
    queryFn: async (): Promise<ConsolePage<AdminContent>> => {
      const result = await api.GET('/v2/admin/contents', {
        params: {
          query: { search: q.search || undefined, content_type: q.contentType, page: q.page, per_page: 20 },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const contentQuery = (id: string) =>
  queryOptions({
    queryKey: contentKeys.one(id),
    queryFn: async () => unwrap(await api.GET('/v2/admin/contents/{id}', { params: { path: { id } } })).data,
    retry: retryUnlessRefused,
  });

export const categoriesQuery = (locale: string) =>
  queryOptions({
    queryKey: contentKeys.categories(locale),
    queryFn: async () => unwrap(await api.GET('/v2/categories')).data,
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

export async function createContent(content: ContentBody): Promise<AdminContent> {
  return unwrap(await api.POST('/v2/admin/contents', { body: { content } })).data;
}

export async function replaceContent(id: string, content: ContentBody): Promise<AdminContent> {
  return unwrap(await api.PUT('/v2/admin/contents/{id}', { params: { path: { id } }, body: { content } })).data;
}

export async function setPublished(id: string, published: boolean): Promise<void> {
  if (published) unwrap(await api.POST('/v2/admin/contents/{id}/publish', { params: { path: { id } } }));
  else unwrap(await api.POST('/v2/admin/contents/{id}/unpublish', { params: { path: { id } } }));
}

export async function mediumOf(id: string): Promise<ContentMedium> {
  return unwrap(await api.GET('/v2/admin/media/{id}', { params: { path: { id } } })).data;
}

/** Uploads a file to `/v2/admin/media` with its progress (the console's `sendForm`). */
export async function uploadMedium(file: File, onProgress: (fraction: number) => void): Promise<ContentMedium> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await sendForm<{ data: ContentMedium }>('POST', '/v2/admin/media', form, onProgress)).data;
}

export type Announcement = Schemas['Announcement'];

export const announcementKeys = {
  all: ['console', 'announcements'] as const,
  list: (page: number) => [...announcementKeys.all, 'list', page] as const,
  recipients: (search: string) => [...announcementKeys.all, 'recipients', search] as const,
};

/** The sent announcements, newest first (the server reads them from the audit log). */
export const announcementsQuery = (page: number) =>
  queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: async (): Promise<ConsolePage<Announcement>> => {
      const result = await api.GET('/v2/admin/notifications', { params: { query: { page, per_page: 20 } } });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** Up to 10 fans an announcement can go to, by name or slug. */
export const recipientsQuery = (search: string) =>
  queryOptions({
    queryKey: announcementKeys.recipients(search),
    queryFn: async () =>
      unwrap(await api.GET('/v2/admin/notifications/recipients', { params: { query: { search } } })).data,
    enabled: search.length > 1,
    retry: retryUnlessRefused,
  });

export interface AnnouncementInput {
  title: string;
  body: string;
  prompt_dialog: boolean;
  /** A fan's slug, or 'all'. */
  to: string;
}

/** Sends an announcement once per Idempotency-Key (a retry after a lost answer sends nothing again). */
export async function sendAnnouncement(notification: AnnouncementInput, key: string) {
  return unwrap(
    await api.POST('/v2/admin/notifications', {
      params: { header: { 'idempotency-key': key } },
      body: { notification },
    }),
  ).meta;
}
