import { defineModule } from '../../platform/module.ts';
import { votingAdminRoutes } from './admin-routes.ts';
import { VOTING_SCHEMAS } from './presenter.ts';
import { votingRoutes } from './routes.ts';
import { VotingsService, type VoteLedger } from './service.ts';

export { seedDemoVotings } from './seed.ts';
export type { TokenVote, VoteLedger } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Votings: visibility, tokenless ballots (once per user), token votes through the ledger, admin management. */
    votings: VotingsService;
  }
}

/** Votings: options, results and the votes of fans; token votes go through the chain module's ledger. */
export const votingsModule = defineModule({
  name: 'votings',
  setup: (app) => {
    // A port to the chain module below this one in the app's list: its ledger, read when called.
    const ledger: VoteLedger = {
      get available() {
        return app.voteLedger.available;
      },
      castTokenVotes: (votes, key) => app.voteLedger.castTokenVotes(votes, key),
    };
    app.decorate(
      'votings',
      new VotingsService(app.database.db, { media: app.contentMedia, comments: app.comments, ledger }),
    );
  },
  schemas: VOTING_SCHEMAS,
  routes: [votingRoutes, votingAdminRoutes],
});
