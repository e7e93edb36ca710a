// The votings feature's public surface (its pages are loaded lazily by the shell): the votings
// list query and a compact card for the participation hub.
export { votingsQuery, votingKeys, type Voting, type Included as VotingIncluded } from './api.ts';
export { VotingCard, VotingCardSkeletons } from './VotingCard.tsx';
export { votingsPath, votingPath } from './paths.ts';
