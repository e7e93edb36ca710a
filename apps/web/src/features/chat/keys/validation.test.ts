import { describe, expect, it } from 'vitest';
import {
  backupPasswordError,
  canImportKey,
  canRestoreWithPassword,
  groupFingerprint,
  newKeyConfirmationMatches,
} from './validation.ts';

describe('backup password rules', () => {
  it('requires a password', () => {
    expect(backupPasswordError('', '')).toBe('required');
  });

  it('refuses fewer than 8 characters', () => {
    expect(backupPasswordError('1234567', '1234567')).toBe('tooShort');
  });

  it('refuses a confirmation that differs', () => {
    expect(backupPasswordError('12345678', '12345679')).toBe('mismatch');
  });

  it('accepts 8 matching characters', () => {
    expect(backupPasswordError('12345678', '12345678')).toBeNull();
  });
});

describe('generate new key confirmation', () => {
  it('is enabled only when the typed name equals the display name exactly', () => {
    expect(newKeyConfirmationMatches('Ada Lovelace', 'Ada Lovelace')).toBe(true);
    expect(newKeyConfirmationMatches('ada lovelace', 'Ada Lovelace')).toBe(false);
    expect(newKeyConfirmationMatches('Ada', 'Ada Lovelace')).toBe(false);
    expect(newKeyConfirmationMatches('', '')).toBe(false);
  });
});

describe('restore buttons', () => {
  it('restore with password is disabled while the password is empty or while restoring', () => {
    expect(canRestoreWithPassword('', false)).toBe(false);
    expect(canRestoreWithPassword('secret', true)).toBe(false);
    expect(canRestoreWithPassword('secret', false)).toBe(true);
  });

  it('import key is disabled when both file and text are empty or while restoring', () => {
    expect(canImportKey(null, '', false)).toBe(false);
    expect(canImportKey('  ', ' \n', false)).toBe(false);
    expect(canImportKey('{"v":1}', '', false)).toBe(true);
    expect(canImportKey(null, '{"v":1}', false)).toBe(true);
    expect(canImportKey('{"v":1}', '{"v":1}', true)).toBe(false);
  });
});

describe('groupFingerprint', () => {
  it('shows the hex fingerprint upper-case in groups of four', () => {
    expect(groupFingerprint('abcdef0123')).toBe('ABCD EF01 23');
  });
});
