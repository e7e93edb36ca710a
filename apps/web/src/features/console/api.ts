/**
 * The console's calls (docs/CONSOLE.md "API"): the caller's console, the members list and their
 * changes, the audit log. Each area's own calls live in its folder.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap, type components } from '@tribune/api-client';
import type { ConsoleArea, StaffRole } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused, type ListPageInfo } from '../../kernel/api-answers.ts';

type Schemas = components['schemas'];
export type AdminUser = Schemas['AdminUser'];
export type AuditEntry = Schemas['AuditEntry'];

/** The caller's console: their role and areas. */
export interface ConsoleAccess {
  role: StaffRole;
  areas: ConsoleArea[];
}

/** A page of a console list. */
export interface ConsolePage<T> extends ListPageInfo {
  rows: T[];
}

export const consoleKeys = {
  all: ['console'] as const,
  access: (viewer: string) => [...consoleKeys.all, 'access', viewer] as const,
  members: (q: object) => [...consoleKeys.all, 'members', q] as const,
  audit: (q: object) => [...consoleKeys.all, 'audit', q] as const,
};

/** Whether a failed call was a refusal of who calls (a fan opening the console). */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** GET /v2/admin/console. */
export const consoleAccessQuery = (viewer: string) =>
  queryOptions({
    queryKey: consoleKeys.access(viewer),
    queryFn: async (): Promise<ConsoleAccess> => {
      const body = unwrap(await api.GET('/v2/admin/console'));
      return { role: body.data.attributes.role as StaffRole, areas: body.data.attributes.areas as ConsoleArea[] };
    },
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });

/** The members list's query: search, verified filter, page. */
export interface MembersQuery {
  search?: string;
  verified?: boolean;
  page: number;
}

export const membersQuery = (q: MembersQuery) =>
  queryOptions({
    queryKey: consoleKeys.members(q),
    queryFn: async (): Promise<ConsolePage<AdminUser>> => {
      const result = await api.GET('/v2/admin/users', {
        params: { query: { search: q.search || undefined, verified: q.verified, page: q.page, per_page: 20 } },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export async function setMemberStatus(id: string, status: AdminUser['attributes']['status'], reason: string) {
  unwrap(
    await api.PUT('/v2/admin/users/{id}/status', {
      params: { path: { id } },
      body: { status, ...(reason ? { reason } : {}) },
    }),
  );
}

export async function setMemberVerified(id: string, verified: boolean, reason: string) {
  unwrap(
    await api.PUT('/v2/admin/users/{id}/verification', {
      params: { path: { id } },
      body: { verified, ...(reason ? { reason } : {}) },
    }),
  );
}

export async function setMemberRole(id: string, role: AdminUser['attributes']['role'], reason: string) {
  unwrap(
    await api.PUT('/v2/admin/users/{id}/role', {
      params: { path: { id } },
      body: { role, ...(reason ? { reason } : {}) },
    }),
  );
}

/** The audit log's query. */
export interface AuditQuery {
  search?: string;
  action?: string;
  targetType?: string;
  direction: 'asc' | 'desc';
  page: number;
}

export const auditQuery = (q: AuditQuery) =>
  queryOptions({
    queryKey: consoleKeys.audit(q),
    queryFn: async (): Promise<ConsolePage<AuditEntry>> => {
      const result = await api.GET('/v2/admin/audit_log', {
        params: {
          query: {
            search: q.search || undefined,
            action: q.action || undefined,
            target_type: q.targetType || undefined,
            sort_direction: q.direction,
            page: q.page,
            per_page: 20,
          },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
