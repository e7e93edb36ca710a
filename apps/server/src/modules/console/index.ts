import { defineModule } from '../../platform/module.ts';
import { AuditEntrySchema, ConsoleSchema } from './presenter.ts';
import { consoleRoutes } from './routes.ts';

export { presentAuditEntry } from './presenter.ts';
export { listAuditEntries, type AuditRow } from './repository.ts';

/**
 * The operator console's own API (docs/CONSOLE.md): the caller's console (role and areas) and the
 * audit log. The console's screens call each domain's admin routes, which declare their area
 * (`config.access: 'console:<area>'`).
 */
export const consoleModule = defineModule({
  name: 'console',
  schemas: [ConsoleSchema, AuditEntrySchema],
  routes: [consoleRoutes],
});
