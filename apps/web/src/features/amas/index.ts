// The AMA feature's public surface (its pages are loaded lazily by the shell): the sessions list
// query and a compact card for the participation hub.
export { amaSessionsQuery, amaKeys, type AmaSession } from './api.ts';
export { AmaSessionCard, AmaSessionCardSkeletons } from './AmaSessionCard.tsx';
export { amaSessionsPath, amaSessionPath } from './paths.ts';
