import type { MessageKey, Translate } from './i18n.ts';

/** The reasons `errorReason` (chain.ts) finds, and the text each is told in; any other is a revert's name. */
const REASONS: Record<string, MessageKey> = {
  'insufficient-funds': 'reason.gas',
  nonce: 'reason.nonce',
  'gas-limit': 'reason.gasLimit',
  fee: 'reason.fee',
  network: 'reason.network',
  ERC20InsufficientBalance: 'reason.balance',
  EnforcedPause: 'reason.paused',
  AlreadyUnlocked: 'reason.alreadyUnlocked',
  DepositLocked: 'reason.depositLocked',
  NotOperator: 'reason.notOperator',
  PassExpired: 'reason.passExpired',
  PassNonceUsed: 'reason.passUsed',
  FrozenTokens: 'reason.frozen',
};

/** A reason as the fan reads it. */
export function reasonText(t: Translate, reason: string): string {
  const key = REASONS[reason];
  return key ? t(key) : t('reason.reverted', { name: reason });
}
