import type { App } from '../../app-types.ts';
import { mountAdminParticipationRoutes } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { VotingInputSchema } from './input.ts';

/** Managing votings (admins only, open while the module is off). */
export async function votingAdminRoutes(app: App): Promise<void> {
  mountAdminParticipationRoutes(app, {
    key: 'voting',
    body: VotingInputSchema,
    service: app.votings,
    callerId: (req) => callerOf(req).user.id,
    summaries: {
      a: 'a voting',
      list: 'List every voting, unpublished included, with options and tallies',
      show: 'Show a voting for editing',
      create: 'Create a voting with its options (unpublished)',
      update:
        'Replace a voting: options with an id are renamed, without one added, left out removed (only renames once anybody voted)',
    },
  });
}
