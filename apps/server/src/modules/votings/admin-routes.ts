import type { App } from '../../app-types.ts';
import { mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { VotingInputSchema } from './input.ts';

/** Managing votings (admins only, open while the module is off). */
export async function votingAdminRoutes(app: App): Promise<void> {
  const votings = app.votings;
  mountAdminParticipationRoutes(app, {
    path: 'votings',
    schemaRef: 'AdminVoting',
    body: VotingInputSchema,
    bodyKey: 'voting',
    callerId: (req) => callerOf(req).user.id,
    service: {
      list: (page) => votings.adminList(page),
      show: (id) => votings.adminShow(id),
      create: (input, by) => votings.create(input, by),
      update: (id, input, by) => votings.update(id, input, by),
      publish: (id, by) => votings.publish(id, by),
      close: (id, by) => votings.close(id, by),
    },
    summaries: {
      list: 'List every voting, unpublished included, with options and tallies',
      show: 'Show a voting for editing',
      create: 'Create a voting with its options (unpublished)',
      update:
        'Replace a voting: options with an id are renamed, without one added, left out removed (only renames once anybody voted)',
      publish: 'Publish a voting',
      close: 'Close a voting now',
    },
  });
}
