import { defineModule } from '../../platform/module.ts';
import { INVITATION_SCHEMAS } from './presenter.ts';
import { invitationRoutes } from './routes.ts';
import { InvitationsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invitation codes: the caller's codes, redeeming under a row lock, the community settings, the caller gate's check. */
    invitations: InvitationsService;
  }
}

/** Invitation codes (docs/COMMUNITY.md "Invitation codes"); the caller gate asks it whether a user must redeem one first. */
export const invitationsModule = defineModule({
  name: 'invitations',
  setup: async (app) => {
    const invitations = await InvitationsService.create(app.database.db, {
      bus: app.bus,
      publicUrl: app.config.mediaBaseUrl,
      isOwner: (user) => app.callers.isConfiguredAdmin(user),
    });
    app.decorate('invitations', invitations);
  },
  schemas: INVITATION_SCHEMAS,
  routes: [invitationRoutes],
});
