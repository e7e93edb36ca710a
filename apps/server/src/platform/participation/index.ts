/**
 * The participation kit: what the participation types (ideation, AMA, votings, events) share,
 * owned by none of them; each module hands it its schemas, service methods and texts
 * (docs/PARTICIPATION.md "The participation kit").
 */
export {
  contributionOrder,
  findContribution,
  newPreviewToken,
  parseChildKey,
  parseInitialBoost,
} from './contributions.ts';
export type { ContributionColumns, ContributionFinder } from './contributions.ts';
export { adminWriteErrors, mountAdminParticipationRoutes } from './admin-routes.ts';
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
export { openCounts, openThenPast } from './lists.ts';
export type { OpenThenPastSource } from './lists.ts';
export { contributionBody, readContributionForm } from './contribution-form.ts';
export type { ContributionForm, ContributionFormSpec } from './contribution-form.ts';
export {
  ContributionCountersSchema,
  ContributionImagesSchema,
  ContributionTimesSchema,
  ContributionIncluded,
  HeroAndCommentsIncluded,
  HeroMediumRelationship,
  LocalizedOut,
  NullableDate,
  ResourceRef,
  heroMediumData,
  optionalId,
  ParentIncluded,
  presentContributionCounters,
  presentContributionImages,
  presentContributionTimes,
} from './presenter.ts';
export type { ContributionRowFacts } from './presenter.ts';
