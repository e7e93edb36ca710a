/**
 * The resources comments, likes and reports attach to. Each domain registers its resource type
 * once (contents, static pages, comments now; events, votings, ideas, questions and posts later),
 * so comments, likes and reports stay one generic mechanism.
 */
import type { GatedModule } from '@tribune/domain';
import type { Caller } from './caller.ts';

/**
 * A resource as one caller finds it. The caller is the request's (`req.caller`), undefined for a
 * guest; an admin (`caller.admin`) sees every resource, published or not, and every thread on it.
 */
export interface Found {
  /** Its numeric id. */
  id: number;
  /**
   * Whether this caller may read and write the comments on it (a content restricted to an
   * audience shows its teaser to everybody but its thread only to that audience).
   */
  thread: boolean;
}

/**
 * What the generic mechanisms need to know about one resource type. Every type states its own
 * visibility rule: comments, likes, likers lists and reports ask it first and answer 404 (the
 * same body as for an id that never existed) when the caller may not see the resource.
 */
export interface ResourceHandler {
  /** The resource by the key in its URL (a slug or an id); undefined when missing or not visible to this caller. */
  find(key: string, caller: Caller | undefined): Promise<Found | undefined>;
  /** The resource by numeric id (likers lists, reports and threads name resources by id); undefined likewise. */
  findById(id: number, caller: Caller | undefined): Promise<Found | undefined>;
  /** The table holding the resource, with `id`, `comments_count` and (if likeable) `likes_count` columns. */
  table: string;
  /** May users comment on it? */
  commentable: boolean;
  /** May users like it? */
  likeable: boolean;
  /** May users report it? */
  reportable: boolean;
  /**
   * May fans boost it with tokens (docs/CHAIN.md "Boosts")? Only the types CommunityActions has a
   * `…Boosted` event for (`BOOSTABLE_TYPES`); the table then has a `boosts` column the indexer adds to.
   */
  boostable?: boolean;
  /**
   * The module the type belongs to: while the instance has it off, no resource of the type is
   * there for anybody, so the routes shared by every type (a comment by id, its replies, likes,
   * likers, reports) answer 404 for it as the module's own routes do.
   */
  module?: GatedModule;
}

/** The registry of resource types, one per app (decorated as `app.resources`). */
export class ResourceRegistry {
  private readonly handlers = new Map<string, ResourceHandler>();

  /** `moduleOpen` tells whether a module is on now (the instance configuration's gate). */
  constructor(private readonly moduleOpen: (module: GatedModule) => boolean = () => true) {}

  /** Registers a resource type; registering one twice is a programming error. */
  register(type: string, handler: ResourceHandler): void {
    if (this.handlers.has(type)) throw new Error(`resource type registered twice: ${type}`);
    const { module } = handler;
    if (!module) {
      this.handlers.set(type, handler);
      return;
    }
    const open = () => this.moduleOpen(module);
    this.handlers.set(type, {
      ...handler,
      find: async (key, caller) => (open() ? handler.find(key, caller) : undefined),
      findById: async (id, caller) => (open() ? handler.findById(id, caller) : undefined),
    });
  }

  /** The handler of a type, or undefined for an unknown type. */
  get(type: string): ResourceHandler | undefined {
    return this.handlers.get(type);
  }

  /** The registered types that allow `capability`. */
  types(capability: 'commentable' | 'likeable' | 'reportable' | 'boostable'): string[] {
    return [...this.handlers].filter(([, h]) => h[capability]).map(([t]) => t);
  }
}
