import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH, normalizeInvitationCode } from './invitations.ts';
import { websiteUrl } from './organizations.ts';

describe('invitation codes', () => {
  it('uses 32 distinct, unambiguous, URL-safe characters', () => {
    expect(new Set(INVITATION_CODE_ALPHABET).size).toBe(32);
    expect(INVITATION_CODE_ALPHABET).not.toMatch(/[01lo]/);
    expect(encodeURIComponent(INVITATION_CODE_ALPHABET)).toBe(INVITATION_CODE_ALPHABET);
    expect(INVITATION_CODE_LENGTH).toBe(12);
  });

  it('reads a code as typed: blanks, hyphens and capitals do not matter; anything else is no code', () => {
    expect(normalizeInvitationCode(' AbCd-EfGh jkmn ')).toBe('abcdefghjkmn');
    expect(normalizeInvitationCode('abcdefghjkm')).toBeUndefined();
    expect(normalizeInvitationCode('abcdefghjkmo')).toBeUndefined();
    expect(normalizeInvitationCode('')).toBeUndefined();
  });
});

describe('organization websites', () => {
  it('keeps http and https addresses with a host and without credentials', () => {
    expect(websiteUrl(' https://example.org/club ')).toBe('https://example.org/club');
    expect(websiteUrl('http://example.org')).toBe('http://example.org/');
    for (const bad of ['javascript:alert(1)', 'ftp://example.org', 'https://u:p@example.org', 'example.org', '']) {
      expect(websiteUrl(bad), bad).toBeUndefined();
    }
    expect(websiteUrl(`https://example.org/${'a'.repeat(500)}`)).toBeUndefined();
  });
});
