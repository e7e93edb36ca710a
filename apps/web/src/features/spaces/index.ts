// The fan groups feature's public surface (its pages are loaded lazily by the shell): the list
// query and filters (the server's rendering loads them), keys, paths and a card for other pages.
export { spacesListQuery, spaceQuery, spaceKeys, type FanGroup } from './api.ts';
export { spaceFiltersFromSearch } from './filters.ts';
export { SpaceCard, SpaceCardSkeletons } from './SpaceCard.tsx';
export { spacesPath, spacePath, newSpacePath } from './paths.ts';
