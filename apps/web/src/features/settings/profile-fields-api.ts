import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';

type Schemas = components['schemas'];

/** A profile field in the request's language (GET /v2/profile_fields). */
export type ProfileField = Schemas['ProfileField'];
/** An option of a select field. */
export type ProfileFieldOption = Schemas['ProfileFieldOption'];
/** One of the signed-in user's answers (a multi field has one per value). */
export type UserProfileField = Schemas['UserProfileField'];
/** A country of the country fields. */
export type Country = Schemas['Country'];

/** The fields with their options in order. */
export interface FieldsList {
  fields: ProfileField[];
  optionsOf(fieldId: string): ProfileFieldOption[];
}

/** Query keys: the list by language, the answers by user, the countries once. */
export const profileFieldKeys = {
  all: ['profileFields'] as const,
  list: (locale: string) => [...profileFieldKeys.all, 'list', locale] as const,
  answers: (userId: string) => [...profileFieldKeys.all, 'answers', userId] as const,
  countries: ['countries'] as const,
};

/** The instance's profile fields; no retry: a failure hides the section (silent, docs/DECISIONS.md "Failures in the app"). */
export const profileFieldsQuery = (locale: string) =>
  queryOptions({
    queryKey: profileFieldKeys.list(locale),
    queryFn: async (): Promise<FieldsList> => {
      const doc = unwrap(await api.GET('/v2/profile_fields'));
      const byId = new Map(doc.included.map((o) => [o.id, o]));
      return {
        fields: doc.data,
        optionsOf: (fieldId) =>
          (doc.data.find((f) => f.id === fieldId)?.relationships.profile_field_options.data ?? []).flatMap((r) => {
            const option = byId.get(r.id);
            return option ? [option] : [];
          }),
      };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in user's answers, from GET /v2/user/show (`user_profile_field` records in included). */
export const answersQuery = (userId: string) =>
  queryOptions({
    queryKey: profileFieldKeys.answers(userId),
    queryFn: async (): Promise<UserProfileField[]> => {
      const doc = unwrap(await api.GET('/v2/user/show'));
      return doc.included.filter((r): r is UserProfileField => r.type === 'user_profile_field');
    },
    staleTime: 0,
    retry: 1,
  });

/** Every country (English names, as the server has them); the list never changes while the app runs. */
export const countriesQuery = queryOptions({
  queryKey: profileFieldKeys.countries,
  queryFn: async (): Promise<Country[]> => unwrap(await api.GET('/v2/countries')).data,
  staleTime: Infinity,
  retry: 1,
});
