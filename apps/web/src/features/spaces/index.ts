// The fan groups feature's public surface (its pages are loaded lazily by the shell): the list
// query and filters (the server's rendering loads them), keys, paths and a card for other pages;
// the group page's frame, in which the posts feature draws the posts tab.
export { spacesListQuery, spaceQuery, spaceKeys, type FanGroup } from './api.ts';
export { spaceFiltersFromSearch } from './filters.ts';
export { SpaceCard, SpaceCardSkeletons } from './SpaceCard.tsx';
export { spacesPath, spacePath, newSpacePath, spacePostPath } from './paths.ts';
export { SpaceFrame, type SpacePanelProps } from './SpaceFrame.tsx';
