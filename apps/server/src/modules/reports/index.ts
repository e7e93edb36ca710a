import { defineModule } from '../../platform/module.ts';
import { UgcReportSchema, UgcReportTypeSchema } from './presenter.ts';
import { reportRoutes } from './routes.ts';

export { deleteReportsOf } from './repository.ts';

/** Reports of user content. */
export const reportsModule = defineModule({
  name: 'reports',
  schemas: [UgcReportTypeSchema, UgcReportSchema],
  routes: [reportRoutes],
});
