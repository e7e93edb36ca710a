/**
 * Organizations (issue #13; docs/COMMUNITY.md "Organizations"): the enumerations server and web
 * share. The database schema keeps its own copies of the lists (a test checks they agree).
 */

/** An organization's review state: a fan's new organization waits as `submitted` until an admin accepts it. */
export const ORGANIZATION_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
/** An organization's review state. */
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** A member's role in an organization: its admins edit it. */
export const ORGANIZATION_USER_ROLES = ['member', 'admin'] as const;
/** A role in an organization. */
export type OrganizationUserRole = (typeof ORGANIZATION_USER_ROLES)[number];

/** The filters of the organizations list: every one, the sponsors, the caller's own. */
export const ORGANIZATION_FILTERS = ['all', 'sponsors', 'mine'] as const;
/** A filter of the organizations list. */
export type OrganizationFilter = (typeof ORGANIZATION_FILTERS)[number];

/** The longest organization name, in characters. */
export const MAX_ORGANIZATION_NAME = 100;
/** The longest organization description, in characters of HTML. */
export const MAX_ORGANIZATION_DESCRIPTION = 20_000;
/** The longest website address, in characters. */
export const MAX_ORGANIZATION_WEBSITE = 500;

/**
 * A website address an organization may show: an absolute http or https URL with a host and no
 * credentials, at most MAX_ORGANIZATION_WEBSITE characters; undefined otherwise.
 */
export function websiteUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_ORGANIZATION_WEBSITE) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.username || url.password) return undefined;
  return url.toString();
}
