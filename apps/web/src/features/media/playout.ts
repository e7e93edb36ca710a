import { queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap, type paths } from '@tribune/api-client';
import { withPlayoutParams } from '@tribune/domain';
import { api } from '../../kernel/api.ts';

type PlayoutAnswer = paths['/config/{playout}']['get']['responses'][200]['content']['application/json'];
/** GET /config/{playout}: what the player plays (generated from the server's schema). */
export type PlayoutConfig = PlayoutAnswer['data']['attributes'];
/** One playable source of a playout configuration. */
export type PlayoutSource = PlayoutConfig['sources'][number];

/**
 * The playout URL with `timestamp` and `key` (spec: appended when absent). Our server signs the
 * source itself, so what it carries is kept; a source without them asks with empty ones and is refused.
 */
export function playoutUrl(src: string): string {
  const query = new URL(src, 'http://relative.invalid').searchParams;
  return withPlayoutParams(src, { timestamp: query.get('timestamp') ?? '', key: query.get('key') ?? '' });
}

/** The playout configuration of one medium; signed URLs expire, so it is never reused for long. */
export const playoutQuery = (src: string) =>
  queryOptions({
    queryKey: ['playout', src] as const,
    queryFn: async ({ signal }): Promise<PlayoutConfig> => {
      const url = new URL(playoutUrl(src), window.location.origin);
      const playout = decodeURIComponent(url.pathname.replace(/^\/config\//, ''));
      const query = { timestamp: url.searchParams.get('timestamp') ?? '', key: url.searchParams.get('key') ?? '' };
      return unwrap(await api.GET('/config/{playout}', { params: { path: { playout }, query }, signal })).data
        .attributes;
    },
    staleTime: 60_000,
    gcTime: 60_000,
    retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });

/**
 * Orders video sources so the browser starts with the one that fits the screen: the largest at
 * most `preferred` pixels high first, then the rest from large to small.
 */
export function orderSources(sources: readonly PlayoutSource[], preferred: number): PlayoutSource[] {
  const byRes = [...sources].sort((a, b) => (b.resolution ?? 0) - (a.resolution ?? 0));
  const fit = byRes.find((s) => s.resolution === null || s.resolution <= preferred) ?? byRes[byRes.length - 1];
  return fit ? [fit, ...byRes.filter((s) => s !== fit)] : byRes;
}

/** The rendition height this screen profits from (its width at 16:9, device pixels). */
export function preferredResolution(): number {
  if (typeof window === 'undefined') return 720;
  return Math.ceil(((Math.min(window.innerWidth, 880) * (window.devicePixelRatio || 1)) / 16) * 9);
}
