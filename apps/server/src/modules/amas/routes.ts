import { Type } from 'typebox';
import { payInitialBoost } from '../chain/index.ts';
import {
  ContributionIncluded,
  mountContributionRoutes,
  participationRouteOptions,
} from '../../platform/participation/index.ts';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { mountComments } from '../comments/index.ts';
import { mountLikes } from '../likes/index.ts';
import { LikesService } from '../likes/index.ts';
import { AnswerBody, QUESTION_FORM, QuestionParams, QuestionsQuery, queryOf, SessionQuery } from './input.ts';

const module = 'ama' as const;

/**
 * AMA sessions and their questions (module `ama`): lists, shows, asking and editing questions
 * (JSON or multipart, `ama_question[...]` fields: docs/PARTICIPATION.md "AMA sessions"), the
 * host's answers, likes and comments of questions; registers `ama_question`.
 */
export async function amaRoutes(app: App): Promise<void> {
  const amas = app.amas;
  const questionMount = await mountContributionRoutes(app, {
    parent: 'ama_session',
    form: QUESTION_FORM,
    idParam: 'id',
    label: 'AMA question',
    adding: 'asking',
    tags: ['amas'],
    module,
    service: amas,
    showQuery: SessionQuery,
    listQuery: QuestionsQuery,
    meta: Type.Object({
      sort_ama_questions_by: Type.String(),
      answered: Type.Union([Type.Boolean(), Type.Null()]),
    }),
    queryOf,
    summaries: {
      listParents: 'List the published AMA sessions: open ones (soonest end first), then at most 5 ended ones',
      showParent:
        'Show an AMA session with its host and top questions (unpublished: admins, its host, or with its preview_token)',
      listContributions: "A page of a session's questions (sort_ama_questions_by top, hot or recent; filter[answered])",
      showContribution: 'Show a question of an AMA session, with its answer',
      create: 'Ask a question in an open AMA session',
      update:
        'Edit your own question while the session is open and it is unanswered (JSON or multipart like asking; img_files[] replace the images)',
    },
    callerOf,
    payInitialBoost: (req, caller, doc, amount) =>
      payInitialBoost(app.boosts, caller, 'ama_question', doc, amount, req.log),
  });

  const route = participationRouteOptions(['amas'], module);
  const QuestionDoc = Type.Object({ data: Type.Ref('AmaQuestion'), included: ContributionIncluded });
  for (const first of [true, false]) {
    const options = route.write(
      first
        ? "Answer a question (the session's host or an admin; tells the asker)"
        : "Edit the answer of a question (the session's host or an admin)",
      {
        params: QuestionParams,
        body: AnswerBody,
        response: { 200: QuestionDoc, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    );
    const path = '/v2/ama_sessions/:slug/ama_questions/:id/answer';
    if (first) {
      app.post(path, options, async (req) =>
        amas.answer(req.params.slug, Number(req.params.id), callerOf(req), req.body.answer, true),
      );
    } else {
      app.put(path, options, async (req) =>
        amas.answer(req.params.slug, Number(req.params.id), callerOf(req), req.body.answer, false),
      );
    }
  }

  mountComments(app, questionMount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), questionMount);
}
