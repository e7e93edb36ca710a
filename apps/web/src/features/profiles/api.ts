import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';

/** Another user's public profile (GET /v2/profiles/{slug}, schema PublicProfile). */
export type PublicProfile = components['schemas']['PublicProfile'];

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
      return unwrap(await api.GET('/v2/profiles/{slug}', { params: { path: { slug } } })).data;
    },
    retry: (count, err) => count < 2 && !(err && 'status' in err && (err.status === 404 || err.status === 400)),
  });

/** Blocks or unblocks the profile's user: optimistic, rolled back when the call fails. */
export function useToggleBlock(slug: string, viewer: string | null) {
  const queryClient = useQueryClient();
  const key = profileKeys.detail(slug, viewer);
  return useMutation({
    mutationFn: async (userId: string) => {
      return unwrap(await api.POST('/v2/users/{id}/toggle_block', { params: { path: { id: userId } } })).data;
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
