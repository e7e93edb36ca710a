import { Type, type TSchema } from 'typebox';
import type { GatedModule } from '@tribune/domain';
import { PageQuery } from '../../http/input.ts';
import { IdParam } from '../../platform/params.ts';

/** `GET /v2/likes`: the liked thing and the page of its likers. */
export const LikersQuery = Type.Object({
  liked_type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }),
  liked_id: IdParam,
  ...PageQuery,
});

/**
 * Where a resource type's comments or likes are mounted (`${path}/comments`, `${path}/like`) with
 * `param` naming the resource.
 */
export interface ResourceMount {
  /** The resource's path, e.g. '/v2/contents/:slug'. */
  path: string;
  /** The path parameter holding the key handed to the type's resolve. */
  param: string;
  /** Its schema (slug or id). */
  paramSchema: TSchema;
  /** The registered resource type. */
  type: string;
  /** The resource's name in summaries. */
  label: string;
  /** The module the resource type belongs to: its comment and like routes are gated with it. */
  module?: GatedModule;
  /**
   * Further path parameters above the resource (e.g. `slug` of '/v2/ideation_missions/:slug/ideas/:idea_id'),
   * declared with their schemas; `key` then builds the key handed to the type's find from all of them.
   */
  parentParams?: Record<string, TSchema>;
  /** The key handed to the type's find (default: the `param` parameter). */
  key?: (params: Record<string, string>) => string;
}

/** The path parameters' schema of a mounted resource and the key its find is handed. */
export function mountParams(m: ResourceMount) {
  const params = Type.Object({ ...m.parentParams, [m.param]: m.paramSchema });
  const keyOf = (p: unknown) => {
    const all = p as Record<string, string>;
    return m.key ? m.key(all) : (all[m.param] ?? '');
  };
  return { params, keyOf };
}
