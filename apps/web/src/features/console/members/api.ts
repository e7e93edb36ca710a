/**
 * The members area's own calls (docs/CONSOLE.md "Members"): a member's profile, the organization
 * shown with their name, the organizations' review, sponsor flag and users, the invitation
 * settings. The list and the status changes are the console's (`../api.ts`).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { consoleKeys, type ConsolePage } from '../api.ts';

type Schemas = components['schemas'];
export type AdminMember = Schemas['AdminMember'];
export type AdminOrganization = Schemas['OrganizationDetail'];
export type CommunitySettings = Schemas['CommunitySettings']['attributes'];

/** An organization's user with their name (the list's included summaries). */
export interface OrganizationMember {
  id: string;
  role: string;
  since: string;
  user: Schemas['UserSummary'] | undefined;
}

export const membersKeys = {
  member: (id: string) => [...consoleKeys.all, 'member', id] as const,
  organization: (id: string) => [...consoleKeys.all, 'organization', id] as const,
  organizations: (q: object) => [...consoleKeys.all, 'organizations', q] as const,
  organizationUsers: (id: string, page: number) => [...consoleKeys.all, 'organization-users', id, page] as const,
  settings: () => [...consoleKeys.all, 'community-settings'] as const,
};

/** GET /v2/admin/users/{id}: the profile, counts, organizations and history. */
export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: membersKeys.member(id),
    queryFn: async (): Promise<AdminMember> =>
      unwrap(await api.GET('/v2/admin/users/{id}', { params: { path: { id } } })).data,
    retry: retryUnlessRefused,
  });

/** PUT /v2/admin/users/{id}/organization: the organization shown with their name (null: none). */
export async function setShownOrganization(userId: string, organizationId: string | null, reason: string) {
  unwrap(
    await api.PUT('/v2/admin/users/{id}/organization', {
      params: { path: { id: userId } },
      body: { organization_id: organizationId, ...(reason ? { reason } : {}) },
    }),
  );
}

/** The organizations list's query: the review filter, the search, the page. */
export interface OrganizationsQuery {
  status?: AdminOrganization['attributes']['status'];
  search?: string;
  page: number;
}

export const organizationsQuery = (q: OrganizationsQuery) =>
  queryOptions({
    queryKey: membersKeys.organizations(q),
    queryFn: async (): Promise<ConsolePage<AdminOrganization>> => {
      const result = await api.GET('/v2/admin/organizations', {
        params: { query: { status: q.status, search: q.search || undefined, page: q.page, per_page: 20 } },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /v2/admin/organizations/{id}: one organization, whatever its status. */
export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: membersKeys.organization(id),
    queryFn: async (): Promise<AdminOrganization> =>
      unwrap(await api.GET('/v2/admin/organizations/{id}', { params: { path: { id } } })).data,
    retry: retryUnlessRefused,
  });

/** PUT /v2/admin/organizations/{id}: the review (status) or the sponsor flag, with the reason. */
export async function updateOrganization(
  id: string,
  change: { status?: AdminOrganization['attributes']['status']; sponsor?: boolean },
  reason: string,
) {
  unwrap(
    await api.PUT('/v2/admin/organizations/{id}', {
      params: { path: { id } },
      body: { organization: change, ...(reason ? { reason } : {}) },
    }),
  );
}

/** GET /v2/admin/organizations/{id}/organization_users: a page of its users with their names. */
export const organizationUsersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: membersKeys.organizationUsers(id, page),
    queryFn: async (): Promise<ConsolePage<OrganizationMember>> => {
      const result = await api.GET('/v2/admin/organizations/{id}/organization_users', {
        params: { path: { id }, query: { page, per_page: 20 } },
      });
      const body = unwrap(result);
      const users = new Map(body.included.map((u) => [u.id, u]));
      return {
        rows: body.data.map((m) => ({
          id: m.id,
          role: m.attributes.role,
          since: m.attributes.created_at,
          user: users.get(m.relationships.user.data.id),
        })),
        ...listPageInfo(result.response),
      };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /v2/admin/community_settings (admins only). */
export const communitySettingsQuery = () =>
  queryOptions({
    queryKey: membersKeys.settings(),
    queryFn: async (): Promise<CommunitySettings> =>
      unwrap(await api.GET('/v2/admin/community_settings')).data.attributes,
    retry: retryUnlessRefused,
  });

/** PUT /v2/admin/community_settings: the changed settings; answers the saved ones. */
export async function saveCommunitySettings(change: {
  invitation_required?: boolean;
  open_codes_per_member?: number;
}): Promise<CommunitySettings> {
  return unwrap(await api.PUT('/v2/admin/community_settings', { body: { community_settings: change } })).data
    .attributes;
}
