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
  AnswerBody,
  MAX_QUESTION_IMAGES,
  QuestionParams,
  QuestionsQuery,
  QuestionWriteBody,
  queryOf,
  readQuestionForm,
  SessionParams,
  SessionQuery,
} from './input.ts';

const tags = ['amas'];
const module = 'ama' as const;

const Included = ParentIncluded('AmaQuestion');
const QuestionDoc = Type.Object({ data: Type.Ref('AmaQuestion'), included: ContributionIncluded });
const QueryMeta = Type.Object({
  sort_ama_questions_by: Type.String(),
  answered: Type.Union([Type.Boolean(), Type.Null()]),
});

/**
 * AMA sessions and their questions (module `ama`): lists, shows, asking and editing questions
 * (JSON or multipart), the host's answers, likes and comments of questions; registers `ama_question`.
 */
export async function amaRoutes(app: App): Promise<void> {
  // Multipart (`ama_question[...]` fields, docs/PARTICIPATION.md "AMA sessions") only in this plugin's scope, as for comments.
  await registerMultipart(app, MAX_QUESTION_IMAGES);
  const amas = app.amas;
  registerParticipationResource(app, 'ama_question', (ref, caller) => amas.findQuestionForCaller(ref, caller), {
    table: 'ama_questions',
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module,
  });

  app.get(
    '/v2/ama_sessions',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'List the published AMA sessions: open ones (soonest end first), then at most 5 ended ones',
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('AmaSession')),
            included: Included,
            meta: Type.Object({ open_count: Type.Integer(), ended_count: Type.Integer() }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const out = await amas.listSessions(req.caller, lang(req));
      setWholeListHeaders(reply, out.data.length);
      return out;
    },
  );

  app.get(
    '/v2/ama_sessions/:slug',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary:
          'Show an AMA session with its host and top questions (unpublished: admins, its host, or with its preview_token)',
        params: SessionParams,
        querystring: SessionQuery,
        response: {
          200: Type.Object({ data: Type.Ref('AmaSession'), included: Included, meta: QueryMeta }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req) =>
      amas.showSession(req.params.slug, req.caller, lang(req), queryOf(req.query), req.query.preview_token),
  );

  app.get(
    '/v2/ama_sessions/:slug/ama_questions',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: "A page of a session's questions (sort_ama_questions_by top, hot or recent; filter[answered])",
        params: SessionParams,
        querystring: QuestionsQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('AmaQuestion')),
            included: ContributionIncluded,
            meta: QueryMeta,
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await amas.listQuestions(req.params.slug, req.caller, queryOf(req.query), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.get(
    '/v2/ama_sessions/:slug/ama_questions/:id',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'Show a question of an AMA session, with its answer',
        params: QuestionParams,
        response: { 200: QuestionDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => amas.showQuestion(req.params.slug, Number(req.params.id), req.caller),
  );

  app.post(
    '/v2/ama_sessions/:slug/ama_questions',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: `Ask a question in an open AMA session (JSON, or multipart with ama_question[title], ama_question[body], ama_question[initial_boost] and up to ${MAX_QUESTION_IMAGES} img_files[])`,
        params: SessionParams,
        body: QuestionWriteBody,
        response: { 201: QuestionDoc, ...errorResponses(400, 401, 404, 422), 413: Type.Ref('ErrorBody') },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const form = await readQuestionForm(req, app.config.uploadMaxBytes);
      const doc = await amas.createQuestion(req.params.slug, caller, form);
      const initial = parseInitialBoost(form.initialBoost);
      return reply.code(201).send(await payInitialBoost(app.boosts, caller, 'ama_question', doc, initial, req.log));
    },
  );

  app.put(
    '/v2/ama_sessions/:slug/ama_questions/:id',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary:
          'Edit your own question while the session is open and it is unanswered (JSON or multipart like asking; img_files[] replace the images)',
        params: QuestionParams,
        body: QuestionWriteBody,
        response: { 200: QuestionDoc, ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const form = await readQuestionForm(req, app.config.uploadMaxBytes);
      return amas.updateQuestion(req.params.slug, Number(req.params.id), caller, form);
    },
  );

  for (const first of [true, false]) {
    const route = {
      config: { access: 'user' as const, module, rateLimit: 'post' as const },
      schema: {
        tags,
        summary: first
          ? "Answer a question (the session's host or an admin; tells the asker)"
          : "Edit the answer of a question (the session's host or an admin)",
        params: QuestionParams,
        body: AnswerBody,
        response: { 200: QuestionDoc, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    };
    const path = '/v2/ama_sessions/:slug/ama_questions/:id/answer';
    if (first) {
      app.post(path, route, async (req) =>
        amas.answer(req.params.slug, Number(req.params.id), callerOf(req), req.body.answer, true),
      );
    } else {
      app.put(path, route, async (req) =>
        amas.answer(req.params.slug, Number(req.params.id), callerOf(req), req.body.answer, false),
      );
    }
  }

  // Likes and comments: the key names the session too, so a question answers under its own session only.
  const questionMount = {
    path: '/v2/ama_sessions/:slug/ama_questions/:id',
    param: 'id',
    paramSchema: IdParam,
    parentParams: { slug: SlugParam },
    key: (p: Record<string, string>) => `${p.slug ?? ''}/${p.id ?? ''}`,
    type: 'ama_question',
    label: 'AMA question',
    module,
  };
  mountComments(app, questionMount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), questionMount);
}
