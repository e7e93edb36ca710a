import { localePath, type RouteWords } from '@tribune/domain';

/** `{organizations}`: the list. */
export function organizationsPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.organizations);
}

/** `{organizations}/{new}`: creating an organization. */
export function newOrganizationPath(locale: string, words: RouteWords): string {
  return localePath(locale, words.organizations, words.new);
}

/** `{organizations}/{id}`: an organization's page. */
export function organizationPath(locale: string, words: RouteWords, id: string): string {
  return localePath(locale, words.organizations, id);
}
