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
import type { InstanceService } from './modules/instance/index.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { ConsentService } from './modules/consent/index.ts';
import type { MediaStore } from './platform/user-media.ts';
import type { UsersService } from './modules/users/index.ts';
import type { ResourceRegistry } from './platform/resources.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { ContentMediaService } from './modules/media/index.ts';
import type { CommentsService } from './modules/comments/index.ts';
import type { ContentsService } from './modules/contents/index.ts';
import type { AdminService } from './modules/admin/index.ts';
import type { RealtimeHub } from './modules/realtime/index.ts';
import type { ChatService } from './modules/chat/index.ts';
import type { NotificationService } from './modules/notifications/index.ts';
import type { PushService } from './modules/push/index.ts';
import type { TokenVerifier } from './modules/auth/index.ts';
import type { RouteRateLimit } from './http/rate-limit.ts';
import type { CallerResolver } from './modules/auth/index.ts';
import type { IdeationService } from './modules/ideation/index.ts';
import type { AmasService } from './modules/amas/index.ts';
import type { ChainHolder } from './modules/chain/index.ts';
import type { ChainEffects } from './modules/chain/index.ts';
import type { BoostsService } from './modules/chain/index.ts';
import type { EventsService } from './modules/events/index.ts';
import type { VotingsService } from './modules/votings/index.ts';
import type { SpacesService } from './modules/spaces/index.ts';
import type { GroupPostsService } from './modules/group-posts/index.ts';
import type { FeedService } from './modules/feed/index.ts';
import type { OrganizationsService } from './modules/organizations/index.ts';
import type { InvitationsService } from './modules/invitations/index.ts';

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
    /** The community chain: its runtime and hot wallets once up (docs/CHAIN.md). */
    chain: ChainHolder;
    /** What the chain's events do to other modules; domains register their effects here. */
    chainEffects: ChainEffects;
    /** Token boosts of every boostable resource (docs/CHAIN.md "Boosts"). */
    boosts: BoostsService;
    media: MediaStore;
    consents: ConsentService;
    /** Resource types that comments, likes and reports attach to. */
    resources: ResourceRegistry;
    /** The durable job queue and this process's worker. */
    jobs: JobQueue;
    /** Content media: uploads, processing, embeds, presentation with signed URLs. */
    contentMedia: ContentMediaService;
    /** Comments over every commentable type; top comments for other domains. */
    comments: CommentsService;
    /** Reading contents and categories for a viewer. */
    contents: ContentsService;
    /** Managing contents, categories and static pages. */
    admin: AdminService;
    /** Events to the users' connected clients on every instance (WebSocket, Redis fan-out). */
    realtime: RealtimeHub;
    /** One-to-one chat: conversations, messages, conversation keys and the users' chat keys. */
    chat: ChatService;
    /** The in-app inbox: `notify` for the domains, created hooks for web push, live events. */
    notifications: NotificationService;
    /** Web push: the VAPID key, the browsers' subscriptions and the durable delivery job. */
    push: PushService;
    /** Resolves the caller of a request: user row (cached), admin right, banned state. */
    callers: CallerResolver;
    /** Verifies an access token as the HTTP auth does (the realtime socket authenticates with it). */
    verifyAccessToken: TokenVerifier;
    /** Ideation missions and ideas: visibility, adding and editing ideas, admin management. */
    ideation: IdeationService;
    /** AMA sessions and questions: visibility, asking, the host's answers, admin management. */
    amas: AmasService;
    /** Events: visibility, registration with capacity and waiting list, admin management. */
    events: EventsService;
    /** Votings: visibility, tokenless ballots (once per user), token votes through the ledger, admin management. */
    votings: VotingsService;
    /** Fan groups (spaces): visibility, memberships under a row lock, member lists, admin review. */
    spaces: SpacesService;
    /** Group posts: read and written by the group's rule table; registered as `group_post`. */
    groupPosts: GroupPostsService;
    /** Feed posts (module postToFeed) and the feed across posts, group posts, contents and participation. */
    feed: FeedService;
    /** Organizations: visibility, creating and editing, their users, the admins' review and the shown organization. */
    organizations: OrganizationsService;
    /** Invitation codes: the caller's codes, redeeming under a row lock, the community settings, the caller gate's check. */
    invitations: InvitationsService;
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
