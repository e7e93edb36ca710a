import { payInitialBoost } from '../chain/index.ts';
import {
  ContributionIncluded,
  ParentIncluded,
  parseInitialBoost,
  registerMultipart,
  registerParticipationResource,
  setWholeListHeaders,
} from '../../platform/participation/index.ts';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import { callerOf } from '../auth/index.ts';
import { mountComments } from '../comments/index.ts';
import { mountLikes } from '../likes/index.ts';
import { LikesService } from '../likes/index.ts';
import {
  ideaSortOf,
  IdeaParams,
  IdeasQuery,
  IdeaWriteBody,
  MAX_IDEA_IMAGES,
  MissionParams,
  MissionQuery,
  readIdeaForm,
} from './input.ts';

const tags = ['ideation'];
const module = 'crowdsourcing' as const;

const Included = ParentIncluded('Idea');
const IdeaDoc = Type.Object({ data: Type.Ref('Idea'), included: ContributionIncluded });

/**
 * Ideation missions and their ideas (module `crowdsourcing`): lists, shows, adding and editing
 * ideas (JSON or multipart with img_files[]), likes and comments of ideas; registers `idea`.
 */
export async function ideationRoutes(app: App): Promise<void> {
  // Multipart (idea images) only in this plugin's scope, as for comments.
  await registerMultipart(app, MAX_IDEA_IMAGES);
  const ideation = app.ideation;
  registerParticipationResource(app, 'idea', (ref, caller) => ideation.findIdeaForCaller(ref, caller), {
    table: 'ideas',
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module,
  });

  app.get(
    '/v2/ideation_missions',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'List the published ideation missions: open ones (soonest end first), then at most 5 ended ones',
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('IdeationMission')),
            included: Included,
            meta: Type.Object({ open_count: Type.Integer(), ended_count: Type.Integer() }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const out = await ideation.listMissions(req.caller, lang(req));
      setWholeListHeaders(reply, out.data.length);
      return out;
    },
  );

  app.get(
    '/v2/ideation_missions/:slug',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'Show an ideation mission with its top ideas (unpublished: admins, or with its preview_token)',
        params: MissionParams,
        querystring: MissionQuery,
        response: {
          200: Type.Object({
            data: Type.Ref('IdeationMission'),
            included: Included,
            meta: Type.Object({ sort_ideas_by: Type.String() }),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) =>
      ideation.showMission(req.params.slug, req.caller, lang(req), ideaSortOf(req.query), req.query.preview_token),
  );

  app.get(
    '/v2/ideation_missions/:slug/ideas',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: "A page of a mission's ideas (sort_ideas_by top, hot or recent)",
        params: MissionParams,
        querystring: IdeasQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('Idea')),
            included: ContributionIncluded,
            meta: Type.Object({ sort_ideas_by: Type.String() }),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await ideation.listIdeas(req.params.slug, req.caller, ideaSortOf(req.query), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.get(
    '/v2/ideation_missions/:slug/ideas/:idea_id',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'Show an idea of a mission',
        params: IdeaParams,
        response: { 200: IdeaDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => ideation.showIdea(req.params.slug, Number(req.params.idea_id), req.caller),
  );

  app.post(
    '/v2/ideation_missions/:slug/ideas',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: `Add an idea to an open mission (JSON, or multipart with idea[title], idea[body], idea[initial_boost] and up to ${MAX_IDEA_IMAGES} img_files[])`,
        params: MissionParams,
        body: IdeaWriteBody,
        response: { 201: IdeaDoc, ...errorResponses(400, 401, 404, 422), 413: Type.Ref('ErrorBody') },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const form = await readIdeaForm(req, app.config.uploadMaxBytes);
      const doc = await ideation.createIdea(req.params.slug, caller, form);
      const initial = parseInitialBoost(form.initialBoost);
      return reply.code(201).send(await payInitialBoost(app.boosts, caller, 'idea', doc, initial, req.log));
    },
  );

  app.put(
    '/v2/ideation_missions/:slug/ideas/:idea_id',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary:
          'Edit your own idea while its mission is open (JSON or multipart like adding; img_files[] replace the images)',
        params: IdeaParams,
        body: IdeaWriteBody,
        response: { 200: IdeaDoc, ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const form = await readIdeaForm(req, app.config.uploadMaxBytes);
      return ideation.updateIdea(req.params.slug, Number(req.params.idea_id), caller, form);
    },
  );

  // Likes and comments: the key names the mission too, so an idea answers under its own mission only.
  const ideaMount = {
    path: '/v2/ideation_missions/:slug/ideas/:idea_id',
    param: 'idea_id',
    paramSchema: IdParam,
    parentParams: { slug: SlugParam },
    key: (p: Record<string, string>) => `${p.slug ?? ''}/${p.idea_id ?? ''}`,
    type: 'idea',
    label: 'idea',
    module,
  };
  mountComments(app, ideaMount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), ideaMount);
}
