import type { ProfileField, UserProfileField } from './profile-fields-api.ts';

/** The answers of each field by field id, as lists (a single field has at most one). */
export function answersByField(answers: UserProfileField[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const a of answers) (out[a.relationships.profile_field.data.id] ??= []).push(a.attributes.value);
  return out;
}

/** One answer of PUT /auth's `profile_fields`. */
export type AnswerInput =
  { profile_field_id: string; value: string | null } | { profile_field_id: string; values: string[] };

/** The answers to send: only the fields whose values changed (a field left as it was is not touched). */
export function changedAnswers(
  fields: ProfileField[],
  before: Record<string, string[]>,
  now: Record<string, string[]>,
): AnswerInput[] {
  const key = (values: string[]) => JSON.stringify([...values].sort());
  return fields.flatMap((f): AnswerInput[] => {
    const next = (now[f.id] ?? []).map((v) => v.trim()).filter((v) => v !== '');
    if (key(next) === key(before[f.id] ?? [])) return [];
    return f.attributes.is_multi
      ? [{ profile_field_id: f.id, values: next }]
      : [{ profile_field_id: f.id, value: next[0] ?? null }];
  });
}
