import { Type } from 'typebox';

/** A page of a user's fan groups, as the groups list presents them (records of the spaces module): their owners included. */
export const ProfileGroupsPage = Type.Object({
  data: Type.Array(Type.Ref('FanGroup')),
  included: Type.Array(Type.Ref('UserSummary')),
  meta: Type.Object({ total: Type.Integer() }),
});

/** The page's answer: the groups list's records and includes, and the total. */
export function presentProfileGroups(out: { data: unknown[]; included: unknown[]; total: number }) {
  return { data: out.data, included: out.included, meta: { total: out.total } };
}
