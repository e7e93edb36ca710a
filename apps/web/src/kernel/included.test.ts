import { describe, expect, it } from 'vitest';
import { indexIncluded, reviveIncluded } from './included.ts';

const records = [
  { id: '1', type: 'user', attributes: { name: 'Ada' } },
  { id: '1', type: 'content_medium', attributes: {} },
  { id: '7', type: 'category', attributes: { slug: 'news' } },
];

describe('included index', () => {
  it('looks records up by type and id', () => {
    const included = indexIncluded(records);
    expect(included.user('1')).toBe(records[0]);
    expect(included.medium('1')).toBe(records[1]);
    expect(included.category('7')).toBe(records[2]);
    expect(included.idea('1')).toBeUndefined();
    expect(included.user(undefined)).toBeUndefined();
  });

  it('survives JSON: the records travel, the lookups are rebuilt a few levels down (infinite pages)', () => {
    const data = { pages: [{ items: [], included: indexIncluded(records) }], pageParams: [1] };
    const revived = reviveIncluded(JSON.parse(JSON.stringify(data))) as typeof data;
    expect(revived.pages[0]!.included.user('1')).toEqual(records[0]);
    expect(revived.pageParams).toEqual([1]);
  });

  it('leaves other data as it is', () => {
    expect(reviveIncluded({ a: [1, 'x', null], b: { records: [] } })).toEqual({
      a: [1, 'x', null],
      b: { records: [] },
    });
    expect(reviveIncluded('text')).toBe('text');
  });
});
