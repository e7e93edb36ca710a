import { describe, expect, it } from 'vitest';
import { shouldShowWalletPrompt } from './wallet-prompt.ts';

const base = { signedIn: true, hasWallet: false, encourage: true, alreadyShown: false, introPending: false };

describe('shouldShowWalletPrompt', () => {
  it('shows once for a signed-in fan without a wallet when the instance encourages it', () => {
    expect(shouldShowWalletPrompt(base)).toBe(true);
    expect(shouldShowWalletPrompt({ ...base, alreadyShown: true })).toBe(false);
    expect(shouldShowWalletPrompt({ ...base, hasWallet: true })).toBe(false);
    expect(shouldShowWalletPrompt({ ...base, encourage: false })).toBe(false);
    expect(shouldShowWalletPrompt({ ...base, signedIn: false })).toBe(false);
    expect(shouldShowWalletPrompt({ ...base, introPending: true })).toBe(false);
  });
});
