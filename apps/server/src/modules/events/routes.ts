import { Type } from 'typebox';
import { localePath } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  HeroAndCommentsIncluded,
  commentableParticipation,
  setWholeListHeaders,
} from '../../platform/participation/index.ts';
import { SlugParam } from '../../platform/params.ts';
import { callerOf } from '../auth/index.ts';
import { MAX_COMMENT_IMAGES } from '../comments/index.ts';
import { mountComments } from '../comments/index.ts';
import { EventParams, EventsQuery, IcsQuery } from './input.ts';

const module = 'events' as const;

const Included = HeroAndCommentsIncluded;
const EventDoc = Type.Object({ data: Type.Ref('Event'), included: Included });

/**
 * Events (module `events`): the list, an event by any of its slugs, its calendar file,
 * registering and unregistering (capacity and waiting list), comments; registers `event`.
 */
export async function eventRoutes(app: App): Promise<void> {
  const events = app.events;
  // Multipart comments (with images) only in this plugin's scope, as for the comments module.
  // Menu items of type `resource` name an event as `event/<slug>` and link to its page, which
  // reads it here by that slug; comments find it by the slug of their URL.
  const route = await commentableParticipation(app, {
    type: 'event',
    module,
    files: MAX_COMMENT_IMAGES,
    find: (ref, caller) => events.findEventForCaller(ref, caller),
  });

  const listMeta = Type.Object({
    upcoming_count: Type.Optional(Type.Integer()),
    past_count: Type.Optional(Type.Integer()),
  });
  const list = Type.Object({ data: Type.Array(Type.Ref('Event')), included: Included, meta: listMeta });
  app.get(
    '/v2/events',
    route.read(
      'List the published events: upcoming ones (start ascending), then at most 5 past ones; scope=all: every one, paged',
      { querystring: EventsQuery, response: { 200: list, ...errorResponses(400, 401) } },
    ),
    async (req, reply) => {
      if (req.query.scope === 'all') {
        const page = pageOf(req.query);
        const out = await events.listAllEvents(req.caller, lang(req), page);
        setListHeaders(reply, page, out.total);
        return { data: out.data, included: out.included, meta: {} };
      }
      const out = await events.listEvents(req.caller, lang(req));
      setWholeListHeaders(reply, out.data.length);
      return out;
    },
  );

  app.get(
    '/v2/events/:slug',
    route.read('Show an event by any of its slugs (translated ones included), with your registration', {
      params: EventParams,
      response: { 200: EventDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => events.showEvent(req.params.slug, req.caller, lang(req)),
  );

  const ics = { description: 'An iCalendar file', content: { 'text/calendar': { schema: Type.String() } } };
  app.get(
    '/v2/events/:slug.ics',
    route.read('The event as an iCalendar file (one VEVENT), for adding it to a calendar', {
      params: EventParams,
      querystring: IcsQuery,
      response: { 200: ics, ...errorResponses(400, 401, 404) },
    }),
    async (req, reply) => {
      const asked = req.query.locale;
      const options = app.instance.snapshot().config.options;
      const l =
        asked && options.language_options.includes(asked)
          ? { locale: asked, fallback: options.default_language }
          : lang(req);
      const { publicUrl } = app.config;
      const words = app.instance.snapshot().words;
      const out = await events.ics(req.params.slug, req.caller, l, {
        host: new URL(publicUrl).hostname,
        url: (slug) => `${publicUrl}${localePath(l.locale, words.events, slug)}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${out.slug}.ics"`)
        .send(out.body);
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/v2/events/:slug/registration',
      config: { access: 'user', module },
      schema: {
        tags: route.tags,
        summary:
          method === 'POST'
            ? 'Register for an event (a place while one is free, else the waiting list); registering again changes nothing'
            : 'Unregister from an event: a freed place goes to the first fan on the waiting list',
        params: EventParams,
        response: { 200: EventDoc, ...errorResponses(400, 401, 404, 422) },
      },
      handler: async (req) => {
        const caller = callerOf(req);
        const { slug } = req.params as { slug: string };
        return method === 'POST'
          ? events.register(slug, caller, lang(req))
          : events.unregister(slug, caller, lang(req));
      },
    });
  }

  mountComments(app, {
    path: '/v2/events/:slug',
    param: 'slug',
    paramSchema: SlugParam,
    type: 'event',
    label: 'event',
    module,
  });
}
