/**
 * The participation kit: what the participation types (ideation, AMA, votings, events) share,
 * owned by none of them; each module hands it its schemas, service methods and texts
 * (docs/PARTICIPATION.md "The participation kit").
 */
export * from './admin-routes.ts';
export * from './admin-writes.ts';
export * from './contribution-form.ts';
export * from './contribution-repository.ts';
export * from './contribution-routes.ts';
export * from './contribution-service.ts';
export * from './contributions.ts';
export * from './input.ts';
export * from './lists.ts';
export * from './presenter.ts';
export * from './repository.ts';
export * from './routes.ts';
export * from './rules.ts';
