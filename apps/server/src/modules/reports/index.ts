import { defineModule } from '../../platform/module.ts';
import { ModerationItemSchema, ModerationLogEntrySchema, ModerationSchema } from './moderation-presenter.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { UgcReportSchema, UgcReportTypeSchema } from './presenter.ts';
import { reportRoutes } from './routes.ts';

export { deleteReportsOf } from './repository.ts';

/** Reports of user content and their moderation (docs/CONSOLE.md "Moderation"). */
export const reportsModule = defineModule({
  name: 'reports',
  schemas: [UgcReportTypeSchema, UgcReportSchema, ModerationItemSchema, ModerationSchema, ModerationLogEntrySchema],
  routes: [reportRoutes, moderationRoutes],
});
