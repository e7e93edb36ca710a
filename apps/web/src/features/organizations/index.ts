// The organizations feature's public surface (its pages are loaded lazily by the shell): paths and
// the list query for other features.
export { organizationsListQuery, organizationQuery, type Organization } from './api.ts';
export { organizationsPath, organizationPath, newOrganizationPath } from './paths.ts';
