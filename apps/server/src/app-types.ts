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
import type { InstanceService } from './modules/instance/service.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { ConsentService } from './modules/consent/service.ts';
import type { MediaStore } from './modules/users/media.ts';
import type { UsersService } from './modules/users/service.ts';
import type { ResourceRegistry } from './modules/comments/registry.ts';

/** The Fastify instance with Tribune's decorations and the TypeBox type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    bus: EventBus;
    /** Security headers of documents (HTML and the service worker), computed once. */
    pageSecurityHeaders: Record<string, string>;
    /** Security headers of API answers and assets, computed once. */
    resourceSecurityHeaders: Record<string, string>;
    instance: InstanceService;
    users: UsersService;
    media: MediaStore;
    consents: ConsentService;
    /** Resource types that comments, likes and reports attach to. */
    resources: ResourceRegistry;
  }
  interface FastifyContextConfig {
    /** Successful requests to this route are logged at debug, not info (hot, cacheable paths). */
    quietLog?: boolean;
  }
}
