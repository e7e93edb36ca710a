import { Type } from 'typebox';
import { payInitialBoost } from '../chain/index.ts';
import { mountContributionRoutes } from '../../platform/participation/index.ts';
import type { App } from '../../app-types.ts';
import { callerOf } from '../auth/index.ts';
import { mountComments } from '../comments/index.ts';
import { mountLikes } from '../likes/index.ts';
import { LikesService } from '../likes/index.ts';
import { IDEA_FORM, ideaSortOf, IdeasQuery, MissionQuery } from './input.ts';

/**
 * Ideation missions and their ideas (module `crowdsourcing`): lists, shows, adding and editing
 * ideas (JSON or multipart with img_files[]), likes and comments of ideas; registers `idea`.
 */
export async function ideationRoutes(app: App): Promise<void> {
  const ideaMount = await mountContributionRoutes(app, {
    parent: 'ideation_mission',
    form: IDEA_FORM,
    idParam: 'idea_id',
    label: 'idea',
    adding: 'adding',
    tags: ['ideation'],
    module: 'crowdsourcing',
    service: app.ideation,
    showQuery: MissionQuery,
    listQuery: IdeasQuery,
    meta: Type.Object({ sort_ideas_by: Type.String() }),
    queryOf: ideaSortOf,
    summaries: {
      listParents: 'List the published ideation missions: open ones (soonest end first), then at most 5 ended ones',
      showParent: 'Show an ideation mission with its top ideas (unpublished: admins, or with its preview_token)',
      listContributions: "A page of a mission's ideas (sort_ideas_by top, hot or recent)",
      showContribution: 'Show an idea of a mission',
      create: 'Add an idea to an open mission',
      update:
        'Edit your own idea while its mission is open (JSON or multipart like adding; img_files[] replace the images)',
    },
    callerOf,
    payInitialBoost: (req, caller, doc, amount) => payInitialBoost(app.boosts, caller, 'idea', doc, amount, req.log),
  });
  mountComments(app, ideaMount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), ideaMount);
}
