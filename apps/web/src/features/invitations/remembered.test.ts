import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveRouteWords } from '@tribune/domain';
import {
  forgetInvitationCode,
  invitationCodesPath,
  registerLink,
  rememberedInvitationCode,
  rememberInvitationCode,
} from './remembered.ts';

/** A local storage of this test's own (node has none). */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('the invitation code of a register link', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a code from the link in its stored form until it is forgotten', () => {
    expect(rememberedInvitationCode()).toBeNull();
    rememberInvitationCode(' ABCD-EFGH-JKMN ');
    expect(rememberedInvitationCode()).toBe('abcdefghjkmn');
    forgetInvitationCode();
    expect(rememberedInvitationCode()).toBeNull();
  });

  it('ignores what cannot be a code, and forgets a code after 30 days', () => {
    rememberInvitationCode('<script>');
    rememberInvitationCode(null);
    expect(rememberedInvitationCode()).toBeNull();
    rememberInvitationCode('abcdefghjkmn');
    expect(rememberedInvitationCode(Date.now() + 31 * 24 * 3600 * 1000)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('writes the register link and the codes page with the route words', () => {
    expect(registerLink('https://fans.example', 'de', 'abcdefghjkmn')).toBe(
      'https://fans.example/de/account/register?invitation_code=abcdefghjkmn',
    );
    const words = resolveRouteWords({ settings: 'einstellungen', invitationcodes: 'einladungen' });
    expect(invitationCodesPath('de', words)).toBe('/de/einstellungen/einladungen');
  });
});
