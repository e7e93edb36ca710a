import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, readListHeaders, unwrap, type components } from '@tribune/api-client';
import type { OrganizationFilter } from '@tribune/domain';
import { api } from '../../kernel/api.ts';

type Schemas = components['schemas'];

/** An organization as the viewer sees it. */
export type Organization = Schemas['OrganizationDetail'];
/** A membership of a user in an organization. */
export type OrganizationUser = Schemas['OrganizationUser'];
/** A user as `included` carries them. */
export type UserSummary = Schemas['UserSummary'];

/** Organizations per page of the list. */
export const ORGANIZATIONS_PER_PAGE = 12;
/** Users per page of an organization's members. */
export const ORGANIZATION_USERS_PER_PAGE = 20;

/** The list's filters: all, sponsors or the viewer's own, and a search by name. */
export interface OrganizationFilters {
  filter: OrganizationFilter;
  search?: string;
}

/** Query keys of organizations; the viewer is part of them (roles and hidden ones are theirs). */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: (filters: OrganizationFilters, viewer: string | null) =>
    [...organizationKeys.all, 'list', filters, viewer ?? 'guest'] as const,
  one: (id: string, viewer: string | null) => [...organizationKeys.all, 'one', id, viewer ?? 'guest'] as const,
  users: (id: string, page: number) => [...organizationKeys.all, 'users', id, page] as const,
};

/** The text of a failed call: the response body's `error`, or null when it has none. */
export function organizationErrorText(error: unknown): string | null {
  return error instanceof ApiError && error.body?.error ? error.body.error : null;
}

/** A failed form's field errors by field (`organization.name` → `name`), when the server named any. */
export function organizationFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (field !== 'full_messages' && Array.isArray(messages))
      out[field.replace(/^organization\./, '')] = messages.map(String);
  }
  return out;
}

const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

/** The records of `included` by type and id. */
export type IncludedRecords = Map<string, { type: string; id: string; attributes: Record<string, unknown> }>;

function indexed(records: readonly unknown[]): IncludedRecords {
  const map: IncludedRecords = new Map();
  for (const r of records as Array<{ type: string; id: string; attributes: Record<string, unknown> }>) {
    map.set(`${r.type}:${r.id}`, r);
  }
  return map;
}

/** One page of the organizations list. */
export interface OrganizationsPage {
  data: Organization[];
  page: number;
  totalPages: number;
  totalCount: number;
}

/** The organizations the viewer sees under the filters, page by page (by name). */
export const organizationsListQuery = (filters: OrganizationFilters, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: organizationKeys.list(filters, viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<OrganizationsPage> => {
      const result = await api.GET('/v2/organizations', {
        params: {
          query: {
            filter: filters.filter,
            ...(filters.search ? { search: filters.search } : {}),
            page: pageParam,
            per_page: ORGANIZATIONS_PER_PAGE,
          },
        },
      });
      const body = unwrap(result);
      const headers = readListHeaders(result.response);
      return {
        data: body.data,
        page: headers.currentPage,
        totalPages: Math.max(1, headers.totalPages ?? 1),
        totalCount: headers.totalCount,
      };
    },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

/** One organization with its media (`organization_medium`, `sponsor_medium`). */
export const organizationQuery = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: organizationKeys.one(id, viewer),
    queryFn: async () => {
      const body = unwrap(await api.GET('/v2/organizations/{id}', { params: { path: { id } } }));
      return { organization: body.data, included: indexed(body.included) };
    },
    retry: noRetryOn4xx,
  });

/** A page of an organization's users, with the users. */
export interface OrganizationUsersPage {
  data: OrganizationUser[];
  users: Map<string, UserSummary>;
  page: number;
  totalPages: number;
  totalCount: number;
}

/** A page of an organization's users (admins first). */
export const organizationUsersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.users(id, page),
    queryFn: async (): Promise<OrganizationUsersPage> => {
      const result = await api.GET('/v2/organizations/{id}/organization_users', {
        params: { path: { id }, query: { page, per_page: ORGANIZATION_USERS_PER_PAGE } },
      });
      const body = unwrap(result);
      const headers = readListHeaders(result.response);
      return {
        data: body.data,
        users: new Map(body.included.map((u) => [u.id, u])),
        page: headers.currentPage,
        totalPages: Math.max(1, headers.totalPages ?? 1),
        totalCount: headers.totalCount,
      };
    },
    retry: noRetryOn4xx,
    placeholderData: keepPreviousData,
  });

/** POST /v2/organizations, multipart (`organization[...]`): the new organization. */
export async function createOrganization(form: FormData): Promise<Organization> {
  const result = await api.POST('/v2/organizations', {
    // The contract describes the JSON form; the multipart form goes out as the FormData itself.
    body: { organization: {} },
    bodySerializer: () => form,
    // The browser sets multipart/form-data with its boundary; the default JSON header must not win.
    headers: { 'Content-Type': null },
  });
  return unwrap(result).data;
}

/** The multipart form of an organization: `organization[field]`, empty fields dropped (docs/COMMUNITY.md "Organizations"). */
export function organizationFormData(values: {
  name: string;
  description: string;
  website_url: string;
  logo_file: File | null;
  hero_file: File | null;
}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '') continue;
    form.append(`organization[${key}]`, value);
  }
  return form;
}

/** A plain text description as the rich text the server keeps: one paragraph per paragraph, escaped. */
export function descriptionHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
