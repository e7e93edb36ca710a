// The ideation feature's public surface (its pages are loaded lazily by the shell): the missions
// list query and a compact card for the participation hub.
export { missionsQuery, ideationKeys, type Mission } from './api.ts';
export { MissionCard, MissionCardSkeletons } from './MissionCard.tsx';
export { missionsPath, missionPath } from './paths.ts';
