import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { MediaStore } from './platform/user-media.ts';
import type { ResourceRegistry } from './platform/resources.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { RouteRateLimit } from './http/rate-limit.ts';

/** The Fastify instance with Tribune's decorations and the TypeBox type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * The platform's decorations; each module declares its own in its index.ts (docs/ARCHITECTURE.md
 * "Server modules").
 */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    bus: EventBus;
    media: MediaStore;
    /** Resource types that comments, likes and reports attach to. */
    resources: ResourceRegistry;
    /** The durable job queue and this process's worker. */
    jobs: JobQueue;
    /** Security headers of documents (HTML and the service worker), computed once. */
    pageSecurityHeaders: Record<string, string>;
    /** Security headers of API answers and assets, computed once. */
    resourceSecurityHeaders: Record<string, string>;
  }
  interface FastifyContextConfig {
    /** Successful requests to this route are logged at debug, not info (hot, cacheable paths). */
    quietLog?: boolean;
    /**
     * The rate-limit class of the route (docs/RATE-LIMITS.md). Default: `write` for POST, PUT,
     * PATCH and DELETE, `connect` for WebSocket routes, `read` (only the request budget) otherwise.
     */
    rateLimit?: RouteRateLimit;
  }
}
