import Fastify, { type RouteOptions } from 'fastify';
import {
  GATED_MODULES,
  moduleEnabled,
  resolveRouteWords,
  ROUTES,
  type GatedModule,
  withModule,
  type ModuleConfig,
} from '@tribune/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app-types.ts';
import type { CallerResolver } from '../src/modules/auth/caller.ts';
import { installAuth } from '../src/modules/auth/plugin.ts';
import { createTestApp, isErrorBody, type TestApp } from './helpers.ts';
import { bearer, createTestKeys, tokenFor, type TestKeys } from './tokens.ts';
import { fanToken } from './fixtures.ts';

/** The answer of a route of a module that is off (chat keeps the code its spec names). */
const DISABLED: Record<GatedModule, string> = {
  contents: 'MODULE_DISABLED',
  chat: 'CHAT_DISABLED',
  notifications: 'MODULE_DISABLED',
  participate: 'MODULE_DISABLED',
  voting: 'MODULE_DISABLED',
  crowdsourcing: 'MODULE_DISABLED',
  ama: 'MODULE_DISABLED',
  events: 'MODULE_DISABLED',
  spaces: 'MODULE_DISABLED',
  postToFeed: 'MODULE_DISABLED',
  organizationList: 'MODULE_DISABLED',
  organizations: 'MODULE_DISABLED',
  nfts: 'MODULE_DISABLED',
  nftTrading: 'MODULE_DISABLED',
};

/** A concrete URL for a route path: parameters and wildcards filled with a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

/**
 * "Every module flag gates its routes on the server and in the web": each module the demo instance
 * turns on is turned off in turn; every API route that names it answers 404 with its code and the
 * error body, its pages are not found, the other modules and the admin routes stay; turning it
 * back on restores all of it.
 */
describe('module gates', () => {
  let t: TestApp;
  let keys: TestKeys;
  let admin: Record<string, string>;
  let fan: Record<string, string>;
  let demo: ModuleConfig;
  /** The registered API routes (`METHOD url`) of each gated module. */
  const apiRoutes = new Map<GatedModule, string[]>(GATED_MODULES.map((m) => [m, []]));
  let commentId = '';
  let ideaId = '';
  let ideaCommentId = '';
  let amaQuestionId = '';
  let amaCommentId = '';
  let eventCommentId = '';
  let votingId = '';
  let votingCommentId = '';
  let feedPostSlug = '';
  let feedPostCommentId = '';
  let organizationId = '';

  const inject = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: method as 'GET', url, headers: { accept: 'application/json', ...headers } });
  const setModule = async (module: GatedModule, on: boolean) => {
    await t.app.instance.update({ moduleConfig: withModule(demo, module, on) });
    // Feed posts need their feature flag as well (docs/COMMUNITY.md "Feed posts"); the demo instance has both on.
    if (module === 'postToFeed') {
      const { flags } = t.app.instance.snapshot();
      await t.app.instance.update({ featureFlags: { ...flags, postToFeed: on } });
    }
  };

  /** Page paths of each module, with records that exist, so that an open page answers 200. */
  const pages = (): Record<GatedModule, string[]> => ({
    contents: [
      '/en/contents',
      '/en/contents/derby-report',
      `/en/contents/derby-report/comments/${commentId}`,
      '/en/home/matchday',
    ],
    chat: ['/en/messages', '/en/messages/settings', '/en/messages/new/fan', '/en/messages/1'],
    notifications: ['/en/notifications', '/en/notifications/1'],
    participate: ['/en/participate'],
    voting: [
      '/en/participate/votings/all',
      `/en/participate/votings/${votingId}`,
      `/en/votings/${votingId}/comments/${votingCommentId}`,
    ],
    crowdsourcing: [
      '/en/participate/ideationhub/all',
      '/en/ideationhub/gates-mission',
      `/en/ideationhub/gates-mission/idea/${ideaId}`,
      `/en/ideationhub/gates-mission/idea/${ideaId}/comments/${ideaCommentId}`,
    ],
    ama: [
      '/en/participate/amas/all',
      '/en/amas/gates-ama',
      '/en/amas/gates-ama/answers',
      `/en/amas/gates-ama/question/${amaQuestionId}`,
      `/en/amas/gates-ama/question/${amaQuestionId}/comments/${amaCommentId}`,
    ],
    events: [
      '/en/events',
      '/en/events/all',
      '/en/events/gates-event',
      `/en/events/gates-event/comments/${eventCommentId}`,
    ],
    spaces: ['/en/spaces'],
    postToFeed: [`/en/posts/${feedPostSlug}`, `/en/posts/${feedPostSlug}/comments/${feedPostCommentId}`],
    organizationList: ['/en/organizations'],
    organizations: [`/en/organizations/${organizationId}`],
    nfts: ['/en/nfts', '/en/nfts/showroom/gates-collection'],
    nftTrading: ['/en/exchange'],
  });

  beforeAll(async () => {
    keys = await createTestKeys();
    t = await createTestApp(
      { adminEmails: ['admin@example.test'] },
      {
        jwks: () => keys.jwks,
        onRoute: (route: RouteOptions) => {
          const module = route.config?.module;
          if (!module) return;
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) if (method !== 'HEAD') apiRoutes.get(module)?.push(`${method} ${route.url}`);
        },
      },
    );
    demo = t.app.instance.snapshot().config;
    admin = bearer(await tokenFor(keys, { sub: 'uid-admin', email: 'admin@example.test' }));
    fan = bearer(await fanToken(keys, 'fan'));
    const post = (url: string, payload: object, headers = admin) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const category = await post('/v2/admin/categories', {
      category: { slug: 'matchday', title: { en: 'Matchday' }, bg_color: '#112233', text_color: '#ffffff' },
    });
    expect(category.statusCode, category.body).toBe(201);
    const content = await post('/v2/admin/contents', {
      content: {
        slug: 'derby-report',
        content_type: 'article',
        title: { en: 'Derby report' },
        teaser: { en: 'What a game' },
        body: { en: '<p>The matches of the week.</p>' },
        category_id: category.json().data.id,
      },
    });
    expect(content.statusCode, content.body).toBe(201);
    const published = await post(`/v2/admin/contents/${content.json().data.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const comment = await post('/v2/contents/derby-report/comments', { comment: { body: '<p>Great</p>' } }, fan);
    expect(comment.statusCode, comment.body).toBe(201);
    commentId = comment.json().data.id;
    const mission = await post('/v2/admin/ideation_missions', {
      ideation_mission: {
        slug: 'gates-mission',
        title: { en: 'Gates mission' },
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(mission.statusCode, mission.body).toBe(201);
    expect((await post(`/v2/admin/ideation_missions/${mission.json().data.id}/publish`, {})).statusCode).toBe(200);
    const idea = await post(
      '/v2/ideation_missions/gates-mission/ideas',
      { idea: { title: 'Gate idea', body: '<p>Open the gates</p>' } },
      fan,
    );
    expect(idea.statusCode, idea.body).toBe(201);
    ideaId = idea.json().data.id;
    const ideaComment = await post(
      `/v2/ideation_missions/gates-mission/ideas/${ideaId}/comments`,
      { comment: { body: '<p>Yes</p>' } },
      fan,
    );
    expect(ideaComment.statusCode, ideaComment.body).toBe(201);
    ideaCommentId = ideaComment.json().data.id;
    const ama = await post('/v2/admin/ama_sessions', {
      ama_session: {
        slug: 'gates-ama',
        title: { en: 'Gates AMA' },
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(ama.statusCode, ama.body).toBe(201);
    expect((await post(`/v2/admin/ama_sessions/${ama.json().data.id}/publish`, {})).statusCode).toBe(200);
    const question = await post(
      '/v2/ama_sessions/gates-ama/ama_questions',
      { ama_question: { title: 'Gate question?' } },
      fan,
    );
    expect(question.statusCode, question.body).toBe(201);
    amaQuestionId = question.json().data.id;
    const amaComment = await post(
      `/v2/ama_sessions/gates-ama/ama_questions/${amaQuestionId}/comments`,
      { comment: { body: '<p>Good one</p>' } },
      fan,
    );
    expect(amaComment.statusCode, amaComment.body).toBe(201);
    amaCommentId = amaComment.json().data.id;
    const voting = await post('/v2/admin/votings', {
      voting: {
        slug: 'gates-voting',
        title: { en: 'Gates voting' },
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        options: [{ value: { en: 'Yes' } }, { value: { en: 'No' } }],
      },
    });
    expect(voting.statusCode, voting.body).toBe(201);
    votingId = voting.json().data.id;
    expect((await post(`/v2/admin/votings/${votingId}/publish`, {})).statusCode).toBe(200);
    const votingComment = await post(`/v2/votings/${votingId}/comments`, { comment: { body: '<p>Yes</p>' } }, fan);
    expect(votingComment.statusCode, votingComment.body).toBe(201);
    votingCommentId = votingComment.json().data.id;
    const event = await post('/v2/admin/events', {
      event: {
        slug: 'gates-event',
        title: { en: 'Gates event' },
        starts_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    expect((await post(`/v2/admin/events/${event.json().data.id}/publish`, {})).statusCode).toBe(200);
    const eventComment = await post('/v2/events/gates-event/comments', { comment: { body: '<p>See you</p>' } }, fan);
    expect(eventComment.statusCode, eventComment.body).toBe(201);
    eventCommentId = eventComment.json().data.id;
    // Written by the admin: the routes are probed with the fan's token and id 1 (a fan's DELETE is refused).
    const feedPost = await post('/v2/feed_posts', { feed_post: { body: '<p>Gates open</p>' } });
    expect(feedPost.statusCode, feedPost.body).toBe(201);
    feedPostSlug = feedPost.json().data.attributes.slug;
    const feedPostComment = await post(
      `/v2/feed_posts/${feedPostSlug}/comments`,
      { comment: { body: '<p>Indeed</p>' } },
      fan,
    );
    expect(feedPostComment.statusCode, feedPostComment.body).toBe(201);
    feedPostCommentId = feedPostComment.json().data.id;
    const organization = await post('/v2/organizations', { organization: { name: 'Gates Trust' } });
    expect(organization.statusCode, organization.body).toBe(201);
    organizationId = organization.json().data.id;
    const collection = await post('/v2/admin/nft_collections', {
      nft_collection: { slug: 'gates-collection', name: { en: 'Gates collection' } },
    });
    expect(collection.statusCode, collection.body).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('knows the modules the demo instance turns on, and a route and a page of each', () => {
    const { config, flags } = t.app.instance.snapshot();
    expect(GATED_MODULES.filter((m) => moduleEnabled(m, config, flags)).sort()).toEqual([
      'ama',
      'chat',
      'contents',
      'crowdsourcing',
      'events',
      'nftTrading',
      'nfts',
      'notifications',
      'organizationList',
      'organizations',
      'participate',
      'postToFeed',
      'spaces',
      'voting',
    ]);
    for (const module of GATED_MODULES) {
      // The hub is a page only: its sections read the APIs of its areas (voting, crowdsourcing, ama).
      if (module === 'participate') expect(apiRoutes.get(module)).toEqual([]);
      else expect(apiRoutes.get(module)?.length, module).toBeGreaterThan(0);
      expect(
        ROUTES.some((r) => r.module === module),
        module,
      ).toBe(true);
    }
    expect(apiRoutes.get('contents')).toEqual(
      expect.arrayContaining([
        'GET /v2/categories',
        'GET /v2/contents',
        'GET /v2/contents/:slug',
        'GET /v2/contents/:slug/comments',
        'POST /v2/contents/:slug/comments',
        'POST /v2/contents/:slug/like',
        'DELETE /v2/contents/:slug/like',
      ]),
    );
    // Every page the route table gives a module is among the pages checked below.
    const words = resolveRouteWords({});
    for (const module of GATED_MODULES) {
      const first = (r: (typeof ROUTES)[number]) =>
        r.segments[0] &&
        ('word' in r.segments[0] ? words[r.segments[0].word] : 'literal' in r.segments[0] ? r.segments[0].literal : '');
      const prefixes = new Set(ROUTES.filter((r) => r.module === module).map(first));
      for (const prefix of prefixes) {
        expect(
          pages()[module].some((p) => p.startsWith(`/en/${prefix}`)),
          `${module}: ${prefix}`,
        ).toBe(true);
      }
    }
  });

  for (const module of GATED_MODULES) {
    it(`turns ${module} off and on again: its API and pages go and come back, the rest stays`, async () => {
      // The modules that stay open (turning the participation hub off closes its areas too).
      const { flags } = t.app.instance.snapshot();
      const others = GATED_MODULES.filter((m) => moduleEnabled(m, withModule(demo, module, false), flags));
      await setModule(module, false);
      try {
        for (const key of apiRoutes.get(module) ?? []) {
          const [method = '', url = ''] = key.split(' ');
          for (const headers of [{}, fan, admin]) {
            const res = await inject(method, concrete(url), headers);
            expect(res.statusCode, key).toBe(404);
            expect(res.json().code, key).toBe(DISABLED[module]);
            expect(isErrorBody(res.json()), key).toBe(true);
          }
        }
        for (const path of pages()[module]) {
          const res = await inject('GET', path, { accept: 'text/html' });
          expect(res.statusCode, path).toBe(404);
          expect(res.headers['content-type'], path).toMatch(/^text\/html/);
        }
        // The other modules, the home page and the admin routes stay.
        for (const other of others) {
          for (const path of pages()[other]) expect((await inject('GET', path)).statusCode, path).toBe(200);
        }
        expect((await inject('GET', '/en/')).statusCode).toBe(200);
        expect((await inject('GET', '/v2/admin/contents', admin)).statusCode).toBe(200);
        expect((await inject('GET', '/v2/static_pages/privacy')).statusCode).toBe(200);
      } finally {
        await setModule(module, true);
      }
      for (const key of apiRoutes.get(module) ?? []) {
        const [method = '', url = ''] = key.split(' ');
        const res = await inject(method, concrete(url), fan);
        const code = res.headers['content-type']?.toString().startsWith('application/json')
          ? (res.json() as { code?: string }).code
          : undefined;
        expect(code, key).not.toBe(DISABLED[module]);
      }
      for (const path of pages()[module]) expect((await inject('GET', path)).statusCode, path).toBe(200);
      // The hub has no API of its own: it lists what its areas' APIs answer.
      const api: Partial<Record<GatedModule, string>> = {
        contents: '/v2/contents/derby-report',
        chat: '/v2/chat_conversations',
        notifications: '/v2/notifications',
        crowdsourcing: '/v2/ideation_missions/gates-mission',
        voting: `/v2/votings/${votingId}`,
        events: '/v2/events/gates-event',
        spaces: '/v2/fan_groups',
        postToFeed: `/v2/feed_posts/${feedPostSlug}`,
        organizationList: '/v2/organizations',
        organizations: `/v2/organizations/${organizationId}`,
        nfts: '/v2/nft_collections/gates-collection',
      };
      const probe = api[module];
      if (probe) expect((await inject('GET', probe, fan)).statusCode, probe).toBe(200);
    });
  }

  it("takes a content's comments, likes and reports off the routes shared by every resource type while contents is off", async () => {
    const contentId = (await inject('GET', '/v2/contents/derby-report')).json().data.id as string;
    const typeId = (await inject('GET', '/v2/ugc_report_types')).json().data[0].id as string;
    const report = (type: string, id: string) => ({
      method: 'POST' as const,
      url: '/v2/ugc_reports',
      headers: { ...fan, 'content-type': 'application/json' },
      payload: { ugc_report: { reportable_type: type, reportable_id: id, ugc_report_type_id: typeId } },
    });
    const shared = async () => ({
      comment: (await inject('GET', `/v2/comments/${commentId}`, fan)).statusCode,
      replies: (await inject('GET', `/v2/comments/${commentId}/comments`, fan)).statusCode,
      like: (await inject('POST', `/v2/comments/${commentId}/like`, fan)).statusCode,
      likers: (await inject('GET', `/v2/likes?liked_type=content&liked_id=${contentId}`)).statusCode,
      reportContent: (await t.app.inject(report('content', contentId))).statusCode,
      reportComment: (await t.app.inject(report('comment', commentId))).statusCode,
    });
    await setModule('contents', false);
    try {
      const off = await shared();
      expect(off).toEqual({
        comment: 404,
        replies: 404,
        like: 404,
        likers: 404,
        reportContent: 404,
        reportComment: 404,
      });
      // Static pages' threads use the same routes and stay.
      expect((await inject('GET', '/v2/static_pages/privacy/comments')).statusCode).toBe(200);
    } finally {
      await setModule('contents', true);
    }
    const on = await shared();
    expect(on.comment).toBe(200);
    expect(on.replies).toBe(200);
    expect(on.likers).toBe(200);
    expect([200, 201]).toContain(on.reportContent);
  });

  it('closes chat with its feature flag as well as with its module', async () => {
    const flags = t.app.instance.snapshot().flags;
    await t.app.instance.update({ featureFlags: { ...flags, chat: false } });
    try {
      const res = await inject('GET', '/v2/chat_conversations', fan);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CHAT_DISABLED');
      expect((await inject('GET', '/en/messages')).statusCode).toBe(404);
    } finally {
      await t.app.instance.update({ featureFlags: flags });
    }
    expect((await inject('GET', '/v2/chat_conversations', fan)).statusCode).toBe(200);
  });
});

describe('declared access', () => {
  /** A bare Fastify with the caller gate's route hook: enough to see what it refuses at start. */
  const bare = () => {
    const app = Fastify();
    installAuth(app as unknown as App, () => Promise.reject(new Error('no tokens here')), {} as CallerResolver);
    return app;
  };

  it('fails the start on a route that declares no access, naming the route', async () => {
    const app = bare();
    await expect(
      (async () => {
        app.get('/v2/undeclared', async () => ({}));
        await app.ready();
      })(),
    ).rejects.toThrow(/GET \/v2\/undeclared declares no access/);
    await app.close();
  });

  it('fails the start on an unauthenticated quietLog route that is not public', async () => {
    const app = bare();
    await expect(
      (async () => {
        app.get('/v2/quiet', { config: { access: 'user', quietLog: true } }, async () => ({}));
        await app.ready();
      })(),
    ).rejects.toThrow(/\/v2\/quiet/);
    await app.close();
  });

  it('accepts a declared route and the identity routes, which are the identity service’s own', async () => {
    const app = bare();
    app.get('/v2/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/identity/register', async () => 'form');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/v2/declared' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
