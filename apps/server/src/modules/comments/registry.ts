/**
 * The resources comments, likes and reports attach to. Each domain registers its resource type
 * once (contents, static pages, comments now; events, votings, ideas, questions and posts later),
 * so comments, likes and reports stay one generic mechanism.
 */

/** Who is asking: a guest (no id) or a signed-in user. */
export interface Viewer {
  userId?: number;
}

/** What the generic mechanisms need to know about one resource type. */
export interface ResourceHandler {
  /**
   * The resource's numeric id for the key in the URL (a slug or an id), or undefined when it does
   * not exist or this viewer may not see it (both answer 404).
   */
  resolve(key: string, viewer: Viewer): Promise<number | undefined>;
  /**
   * Whether the resource with this numeric id exists and this viewer may see it (likers lists,
   * reports and thread parents name resources by id). Without it, existence in `table` counts.
   */
  visibleById?(id: number, viewer: Viewer): Promise<boolean>;
  /** The table holding the resource, with `id`, `comments_count` and (if likeable) `likes_count` columns. */
  table: string;
  /** May users comment on it? */
  commentable: boolean;
  /** May users like it? */
  likeable: boolean;
  /** May users report it? */
  reportable: boolean;
}

/** The registry of resource types, one per app (decorated as `app.resources`). */
export class ResourceRegistry {
  private readonly handlers = new Map<string, ResourceHandler>();

  /** Registers a resource type; registering one twice is a programming error. */
  register(type: string, handler: ResourceHandler): void {
    if (this.handlers.has(type)) throw new Error(`resource type registered twice: ${type}`);
    this.handlers.set(type, handler);
  }

  /** The handler of a type, or undefined for an unknown type. */
  get(type: string): ResourceHandler | undefined {
    return this.handlers.get(type);
  }

  /** The registered types that allow `capability`. */
  types(capability: 'commentable' | 'likeable' | 'reportable'): string[] {
    return [...this.handlers].filter(([, h]) => h[capability]).map(([t]) => t);
  }
}
