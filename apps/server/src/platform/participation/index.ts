/**
 * The participation kit: what the participation types (ideation, AMA, votings, events) share,
 * owned by none of them; each module hands it its schemas, service methods and texts
 * (docs/PARTICIPATION.md "The participation kit").
 */
export {
  contributionTitle,
  findContribution,
  insertWithImages,
  newPreviewToken,
  parseChildKey,
  parseInitialBoost,
  previewTokenMatches,
  requireInitialBoost,
} from './contributions.ts';
export type { ContributionFinder } from './contributions.ts';
export { contributionOrder, openThenPast } from './repository.ts';
export type { ContributionColumns, OpenThenPastSource } from './repository.ts';
export { adminRouteOptions, adminWriteErrors, mountAdminParticipationRoutes } from './admin-routes.ts';
export {
  AdminDateTime,
  AdminIdParams,
  AdminSlug,
  HeroMediumInput,
  localizedInput,
  PreviewTokenQuery,
  sortOf,
  sortQuery,
} from './input.ts';
export type { AdminParticipationPort, AdminParticipationSpec, AdminParticipationSummaries } from './admin-routes.ts';
export { openCounts } from './lists.ts';
export { contributionBody, readContributionForm } from './contribution-form.ts';
export type { ContributionForm, ContributionFormSpec } from './contribution-form.ts';
export {
  ContributionCountersSchema,
  ContributionImagesSchema,
  ContributionTimesSchema,
  ContributionIncluded,
  contributionIncludedRecords,
  HeroAndCommentsIncluded,
  HeroMediumRelationship,
  ParentIncluded,
  LocalizedOut,
  NullableDate,
  ResourceRef,
  heroMediumData,
  optionalId,
  presentContributionCounters,
  presentContributionImages,
  presentContributionTimes,
} from './presenter.ts';
export type { ContributionRowFacts } from './presenter.ts';
export { mediumExists, participationRecords } from './repository.ts';
export type { ParticipationColumns, ParticipationRecords } from './repository.ts';
export { adminWrites } from './admin-writes.ts';
export type { AdminWrites, AdminWritesSpec } from './admin-writes.ts';
export {
  commentableParticipation,
  mountWholeList,
  participationRouteOptions,
  registerMultipart,
  registerParticipationResource,
  setWholeListHeaders,
} from './routes.ts';
export type { FindForCaller } from './routes.ts';
export { contributionParams, mountContributionRoutes, pascalCase } from './contribution-routes.ts';
export type {
  ContributionDoc,
  ContributionMount,
  ContributionRoutesPort,
  ContributionRoutesSpec,
  ContributionRoutesSummaries,
} from './contribution-routes.ts';
export { contributionQueries } from './contribution-repository.ts';
export type {
  ContributionFacts,
  ContributionQueries,
  ContributionQuery,
  ContributionRowBase,
  ContributionTables,
  NewContribution,
} from './contribution-repository.ts';
export { ContributionService, TOP_CONTRIBUTIONS } from './contribution-service.ts';
export type {
  ContributionCommentsPort,
  ContributionListQuery,
  ContributionNotifier,
  ContributionPolicy,
  ContributionServiceDeps,
  ContributionServiceSpec,
  HeroMediaPort,
  ParentInput,
  ParentRecords,
  ParentRow,
  ParentValues,
} from './contribution-service.ts';
