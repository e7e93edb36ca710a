import { describe, expect, it } from 'vitest';
import type { ProfileField, UserProfileField } from './profile-fields-api.ts';
import { answersByField, changedAnswers } from './profile-fields-form.ts';

const field = (id: string, isMulti = false): ProfileField => ({
  id,
  type: 'profile_field',
  attributes: {
    key: `f${id}`,
    name: `Field ${id}`,
    field_type: 'select',
    is_multi: isMulti,
    required: false,
    position: 0,
  },
  relationships: { profile_field_options: { data: [] } },
});
const answer = (id: string, fieldId: string, value: string): UserProfileField => ({
  id,
  type: 'user_profile_field',
  attributes: { value },
  relationships: { profile_field: { data: { id: fieldId, type: 'profile_field' } } },
});

describe('profile field answers', () => {
  it('groups the answers by field, a multi field keeping every value', () => {
    expect(answersByField([answer('1', '7', 'a'), answer('2', '8', 'x'), answer('3', '8', 'y')])).toEqual({
      '7': ['a'],
      '8': ['x', 'y'],
    });
  });

  it('sends only the fields that changed: a value, values, or a clear', () => {
    const fields = [field('1'), field('2', true), field('3'), field('4')];
    const before = { '1': ['a'], '2': ['x', 'y'], '3': ['keep'] };
    const now = { '1': [''], '2': ['y', 'x'], '3': ['keep'], '4': ['  new  '] };
    expect(changedAnswers(fields, before, now)).toEqual([
      { profile_field_id: '1', value: null },
      { profile_field_id: '4', value: 'new' },
    ]);
    expect(changedAnswers(fields, before, { ...now, '2': ['x'] })).toContainEqual({
      profile_field_id: '2',
      values: ['x'],
    });
    expect(changedAnswers(fields, before, before)).toEqual([]);
  });
});
