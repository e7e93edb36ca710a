/**
 * The setup screen's calls (docs/CONSOLE.md "Instance setup"): the instance's editable document,
 * checking and saving a draft, its kept versions and rollbacks, and the text keys.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { consoleKeys, type ConsolePage } from '../api.ts';

type Schemas = components['schemas'];
export type InstanceSetup = Schemas['InstanceSetup'];
export type InstanceVersion = Schemas['InstanceVersion'];
export type TranslationKey = Schemas['TranslationKey'];
/** The document as the form edits it: everything but the save's stamp. */
export type SetupDraft = Omit<InstanceSetup['attributes'], 'updated_at' | 'version'>;

export const setupKeys = {
  all: [...consoleKeys.all, 'setup'] as const,
  instance: () => [...setupKeys.all, 'instance'] as const,
  versions: (page: number) => [...setupKeys.all, 'versions', page] as const,
  translations: (q: object) => [...setupKeys.all, 'translations', q] as const,
};

/** GET /v2/admin/instance. */
export const instanceSetupQuery = () =>
  queryOptions({
    queryKey: setupKeys.instance(),
    queryFn: async () => unwrap(await api.GET('/v2/admin/instance')).data,
    retry: retryUnlessRefused,
    staleTime: Infinity,
  });

/** The draft without the stamp, as the body of a save or a check takes it. */
export function draftOf(doc: InstanceSetup): SetupDraft {
  const { updated_at: _u, version: _v, ...draft } = doc.attributes;
  return draft;
}

/** POST /v2/admin/instance/validate: the draft as it would be kept (throws the 422). */
export async function validateDraft(draft: SetupDraft, version: number) {
  return unwrap(await api.POST('/v2/admin/instance/validate', { body: { instance: { ...draft, version } } })).data;
}

/** PUT /v2/admin/instance: saved from `version` (409 when someone else saved since). */
export async function saveDraft(draft: SetupDraft, version: number) {
  return unwrap(await api.PUT('/v2/admin/instance', { body: { instance: { ...draft, version } } })).data;
}

export const versionsQuery = (page: number) =>
  queryOptions({
    queryKey: setupKeys.versions(page),
    queryFn: async (): Promise<ConsolePage<InstanceVersion>> => {
      const result = await api.GET('/v2/admin/instance/versions', { params: { query: { page, per_page: 20 } } });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export async function rollbackTo(version: number) {
  return unwrap(
    await api.POST('/v2/admin/instance/versions/{version}/rollback', {
      params: { path: { version: String(version) } },
    }),
  ).data;
}

export interface TranslationsQuery {
  locale: 'en' | 'de' | 'it';
  search: string;
  missing: boolean;
  page: number;
}

export const translationKeysQuery = (q: TranslationsQuery) =>
  queryOptions({
    queryKey: setupKeys.translations(q),
    queryFn: async (): Promise<ConsolePage<TranslationKey>> => {
      const result = await api.GET('/v2/admin/instance/translations', {
        params: {
          query: {
            locale: q.locale,
            search: q.search || undefined,
            missing: q.missing || undefined,
            page: q.page,
            per_page: 20,
          },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
