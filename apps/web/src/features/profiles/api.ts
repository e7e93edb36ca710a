import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tribune/api-client';
import { untypedApi } from '../../app/api.ts';

/** Another user's public profile (GET /v2/profiles/{slug}, schema PublicProfile). */
export interface PublicProfile {
  id: string;
  type: 'user';
  attributes: {
    uid: string;
    slug: string;
    display_name: string;
    avatar_thumbnail: string | null;
    hero_medium_image: string | null;
    verified: boolean;
    status: string;
    path_to_profile: string;
    blocked_by_current_user: boolean;
    current_user_blocked_by_user: boolean;
  };
}

/** The block state toggle_block answers with (schema UserBlockState). */
interface BlockState {
  id: string;
  attributes: { blocked_by_current_user: boolean; current_user_blocked_by_user: boolean };
}

const loose = untypedApi;

/** Query keys of profiles; the viewer is part of the key because the block flags depend on it. */
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (slug: string, viewer: string | null) => [...profileKeys.all, slug, viewer ?? 'guest'] as const,
};

/** One public profile as the given viewer sees it. */
export const profileQuery = (slug: string, viewer: string | null) =>
  queryOptions({
    queryKey: profileKeys.detail(slug, viewer),
    queryFn: async () => {
      const result = await loose.GET(`/v2/profiles/${encodeURIComponent(slug)}`);
      return (unwrap(result) as { data: PublicProfile }).data;
    },
    retry: (count, err) => count < 2 && !(err && 'status' in err && (err.status === 404 || err.status === 400)),
  });

/** Blocks or unblocks the profile's user: optimistic, rolled back when the call fails. */
export function useToggleBlock(slug: string, viewer: string | null) {
  const queryClient = useQueryClient();
  const key = profileKeys.detail(slug, viewer);
  return useMutation({
    mutationFn: async (userId: string) => {
      // An empty JSON object: the client always declares a JSON body on POST, and the server refuses an empty one.
      const result = await loose.POST(`/v2/users/${encodeURIComponent(userId)}/toggle_block`, { body: {} });
      return (unwrap(result) as { data: BlockState }).data;
    },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PublicProfile>(key);
      if (previous) {
        queryClient.setQueryData<PublicProfile>(key, {
          ...previous,
          attributes: { ...previous.attributes, blocked_by_current_user: !previous.attributes.blocked_by_current_user },
        });
      }
      return { previous };
    },
    onError: (_err, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(key, (old) =>
        old ? { ...old, attributes: { ...old.attributes, ...state.attributes } } : old,
      );
    },
  });
}
