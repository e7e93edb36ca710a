import { describe, expect, it } from 'vitest';
import {
  date,
  dateOrNull,
  flag,
  from,
  fromRow,
  int,
  intOrNull,
  json,
  listOf,
  rowReader,
  text,
  textOrNull,
} from './raw-row.ts';

interface Row {
  id: number;
  ownerId: number | null;
  name: string;
  nickname: string | null;
  open: boolean;
  createdAt: Date;
  closedAt: Date | null;
  tags: string[];
  settings: { a: number };
  authorSlug: string;
  label: string;
}

const read = rowReader<Row>({
  id: int,
  ownerId: intOrNull,
  name: text,
  nickname: textOrNull,
  open: flag,
  createdAt: date,
  closedAt: dateOrNull,
  tags: listOf(text),
  settings: json({ a: 0 }),
  authorSlug: from('u_slug', text),
  label: fromRow((r) => `${String(r.name)}#${String(r.id)}`),
});

describe('rowReader', () => {
  it('reads each field from its snake_case column, decoding text bigints, timestamps and json', () => {
    expect(
      read({
        id: '12',
        owner_id: '7',
        name: 'Ada',
        nickname: null,
        open: true,
        created_at: '2026-01-02T03:04:05.000Z',
        closed_at: new Date('2026-02-01T00:00:00.000Z'),
        tags: '["x",1]',
        settings: { a: 2 },
        u_slug: 'ada',
      }),
    ).toEqual({
      id: 12,
      ownerId: 7,
      name: 'Ada',
      nickname: null,
      open: true,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      closedAt: new Date('2026-02-01T00:00:00.000Z'),
      tags: ['x', '1'],
      settings: { a: 2 },
      authorSlug: 'ada',
      label: 'Ada#12',
    });
  });

  it('reads absent and null columns as null, false, the empty list or the fallback', () => {
    const row = read({ id: 1, name: 'n', created_at: '2026-01-01T00:00:00Z', u_slug: 's', open: null });
    expect(row).toMatchObject({
      ownerId: null,
      nickname: null,
      open: false,
      closedAt: null,
      tags: [],
      settings: { a: 0 },
    });
  });
});
