// The participation kit (docs/ARCHITECTURE.md): the pieces the participation features (AMAs,
// ideation, events, votings) share — the contribution form, the contribution page and item
// pieces, the card of a participation item, how their API answers are read, and their common
// styles. Each feature dresses them with its own class-name prefix, test ids and texts. Each piece
// imports participation.css itself: the build drops a side-effect-free index's own imports.

export {
  ContributionForm,
  MAX_IMAGES,
  type ContributionFormProps,
  type ContributionInput,
} from './ContributionForm.tsx';
export {
  Byline,
  ContributionActions,
  ContributionBody,
  ContributionGate,
  ContributionImages,
  ContributionPageShell,
  pageStateTexts,
  type ContributionAttributes,
} from './Contribution.tsx';
export { BackLink, ContributionList, heroImageSrc, SignedInOr, SortTabs, useAddContribution } from './ItemPage.tsx';
export { OpenState, ParticipationCard, ParticipationCardSkeletons, type ItemCardProps } from './ParticipationCard.tsx';
export { ParticipationListPage } from './ParticipationListPage.tsx';
export { contributionBody, type ContributionWrite } from './contribution-body.ts';
export { areaAnswers, type AreaPage } from './answers.ts';
