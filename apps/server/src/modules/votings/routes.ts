import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  HeroAndCommentsIncluded,
  mountWholeList,
  commentableParticipation,
} from '../../platform/participation/index.ts';
import { IdParam } from '../../platform/params.ts';
import { callerOf } from '../auth/index.ts';
import { MAX_COMMENT_IMAGES } from '../comments/index.ts';
import { mountComments } from '../comments/index.ts';
import { VoteBody, VoteHeaders, VotingParams } from './input.ts';

const module = 'voting' as const;

const Included = HeroAndCommentsIncluded;
const VotingDoc = Type.Object({ data: Type.Ref('Voting'), included: Included });

/**
 * Votings (module `voting`): the list, a voting with its results and the viewer's votes, voting,
 * and comments; registers the `voting` resource type (commentable).
 */
export async function votingRoutes(app: App): Promise<void> {
  const votings = app.votings;
  // Multipart comments (`POST /v2/votings/{voting_id}/comments`) in this plugin's scope.
  const route = await commentableParticipation(app, {
    type: 'voting',
    module,
    files: MAX_COMMENT_IMAGES,
    find: (ref, caller) => votings.findForCaller(ref, caller),
  });

  const listMeta = Type.Object({
    open_count: Type.Integer(),
    ended_count: Type.Integer(),
    search_locale: Type.String(),
  });
  const list = Type.Object({ data: Type.Array(Type.Ref('Voting')), included: Included, meta: listMeta });
  mountWholeList(
    app,
    '/v2/votings',
    route.read('List the published votings: open ones (soonest end first), then at most 5 ended ones', {
      response: { 200: list, ...errorResponses(400, 401) },
    }),
    (caller, l) => votings.list(caller, l),
  );

  app.get(
    '/v2/votings/:voting_id',
    route.read('Show a voting: options by votes descending, your votes, top comments (unpublished: admins only)', {
      params: VotingParams,
      response: { 200: VotingDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => votings.show(Number(req.params.voting_id), req.caller, lang(req)),
  );

  app.post(
    '/v2/votings/:voting_id/vote',
    route.write(
      'Vote: a tokenless voting takes one ballot per user of 1 to max_choices options; a token voting moves tokens from the hot wallet (Idempotency-Key required; the same key again answers 200 and moves nothing)',
      {
        params: VotingParams,
        headers: VoteHeaders,
        body: VoteBody,
        response: { 200: VotingDoc, 201: VotingDoc, ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    ),
    async (req, reply) => {
      const caller = callerOf(req);
      const { created, ...doc } = await votings.vote(
        Number(req.params.voting_id),
        caller,
        req.body.option_values,
        lang(req),
        req.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(doc);
    },
  );

  mountComments(app, {
    path: '/v2/votings/:voting_id',
    param: 'voting_id',
    paramSchema: IdParam,
    type: 'voting',
    label: 'voting',
    module,
  });
}
