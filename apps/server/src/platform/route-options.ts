/**
 * The options of a module's routes (docs/ARCHITECTURE.md "Server modules"): their OpenAPI tags,
 * summary and schema, who may call them and, when given, the module gate.
 */
import type { GatedModule } from '@tribune/domain';

/**
 * The route options of one group of routes: `read` for anybody, guests included; `write` for
 * signed-in users, rate-limited as posts.
 */
export function routeOptions(tags: string[], module?: GatedModule) {
  return {
    tags,
    read: <Schema extends object>(summary: string, schema: Schema) => ({
      config: { access: 'public' as const, module },
      schema: { tags, summary, ...schema },
    }),
    write: <Schema extends object>(summary: string, schema: Schema) => ({
      config: { access: 'user' as const, module, rateLimit: 'post' as const },
      schema: { tags, summary, ...schema },
    }),
  };
}
