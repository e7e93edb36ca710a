import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import type { Caller } from './caller.ts';
import { definePolicy, refuse } from './policy.ts';

const caller = (id: number, admin = false) => ({ user: { id }, admin, claims: { sub: String(id) } }) as Caller;

const notePolicy = definePolicy(
  'notes',
  {
    see: (c, note: { ownerId: number; shared: boolean }) => note.shared || c?.user.id === note.ownerId,
    edit: (c, note: { ownerId: number; locked: boolean }) =>
      c?.user.id !== note.ownerId ? false : note.locked ? refuse('CONFLICT', 'This note is locked.') : true,
  },
  { hides: ['see'], messages: { edit: 'Only the owner can edit this note.' } },
);

function thrown(fn: () => void): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('definePolicy', () => {
  it('answers can() from the rule', () => {
    expect(notePolicy.can(caller(1), 'see', { ownerId: 1, shared: false })).toBe(true);
    expect(notePolicy.can(caller(2), 'see', { ownerId: 1, shared: false })).toBe(false);
    expect(notePolicy.can(undefined, 'see', { ownerId: 1, shared: true })).toBe(true);
    expect(notePolicy.can(caller(1), 'edit', { ownerId: 1, locked: true })).toBe(false);
  });

  it('refuses a hiding action with 404, like a missing record', () => {
    const err = thrown(() => notePolicy.authorize(caller(2), 'see', { ownerId: 1, shared: false }));
    expect([err.status, err.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses any other action with 403 and its message, or with the rule own error', () => {
    const forbidden = thrown(() => notePolicy.authorize(caller(2), 'edit', { ownerId: 1, locked: false }));
    expect([forbidden.status, forbidden.code, forbidden.message]).toEqual([
      403,
      'FORBIDDEN',
      'Only the owner can edit this note.',
    ]);
    const locked = thrown(() => notePolicy.authorize(caller(1), 'edit', { ownerId: 1, locked: true }));
    expect([locked.status, locked.code, locked.message]).toEqual([409, 'CONFLICT', 'This note is locked.']);
  });

  it('lets an allowed action through', () => {
    expect(() => notePolicy.authorize(caller(1), 'edit', { ownerId: 1, locked: false })).not.toThrow();
  });
});
