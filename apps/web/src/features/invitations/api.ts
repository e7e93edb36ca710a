import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, readListHeaders, unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';

type Schemas = components['schemas'];

/** An invitation code of the signed-in user. */
export type InvitationCode = Schemas['InvitationCode'];
/** A user as `included` carries them (the invitees). */
export type UserSummary = Schemas['UserSummary'];

/** Codes per page of the list. */
export const CODES_PER_PAGE = 20;

/** Query keys of the invitation codes (the viewer's own). */
export const invitationKeys = {
  all: ['invitations'] as const,
  page: (viewer: string, page: number) => [...invitationKeys.all, viewer, page] as const,
};

/** One page of the caller's codes with the invitees and the open-code figures. */
export interface CodesPage {
  data: InvitationCode[];
  invitees: Map<string, UserSummary>;
  openCodes: number;
  /** How many open codes the caller may hold (null: no limit). */
  limit: number | null;
  page: number;
  totalPages: number;
  totalCount: number;
}

/** The text of a failed call: the response body's `error`, or null when it has none. */
export function invitationErrorText(error: unknown): string | null {
  return error instanceof ApiError && error.body?.error ? error.body.error : null;
}

/** The error code of a failed call, or null. */
export function invitationErrorCode(error: unknown): string | null {
  return error instanceof ApiError && error.body?.code ? error.body.code : null;
}

/** A page of the caller's codes, newest first. */
export const invitationCodesQuery = (viewer: string, page: number) =>
  queryOptions({
    queryKey: invitationKeys.page(viewer, page),
    queryFn: async (): Promise<CodesPage> => {
      const result = await api.GET('/v2/invitation_codes', { params: { query: { page, per_page: CODES_PER_PAGE } } });
      const body = unwrap(result);
      const headers = readListHeaders(result.response);
      return {
        data: body.data,
        invitees: new Map(body.included.map((u) => [u.id, u])),
        openCodes: body.meta.open_codes,
        limit: body.meta.open_codes_limit,
        page: headers.currentPage,
        totalPages: Math.max(1, headers.totalPages ?? 1),
        totalCount: headers.totalCount,
      };
    },
    placeholderData: keepPreviousData,
  });

/** POST /v2/invitation_codes (no payload): the new code. */
export async function createInvitationCode(): Promise<InvitationCode> {
  return unwrap(await api.POST('/v2/invitation_codes')).data;
}

/** POST /v2/invitation_codes/redeem: redeems a code for the signed-in user. */
export async function redeemInvitationCode(code: string): Promise<void> {
  unwrap(await api.POST('/v2/invitation_codes/redeem', { body: { code } }));
}
