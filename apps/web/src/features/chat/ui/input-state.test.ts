import { describe, expect, it } from 'vitest';
import { blockFromSendError, inputBlock } from './input-state.ts';

const none = { self: false, partnerMissing: false, blockedByYou: false, blockedYou: false, readOnly: false };

describe('chat input rules', () => {
  it('allows sending when nothing forbids it', () => {
    expect(inputBlock(none)).toBeNull();
  });

  it('names the rule that forbids sending', () => {
    expect(inputBlock({ ...none, self: true })).toBe('self');
    expect(inputBlock({ ...none, partnerMissing: true })).toBe('userNotFound');
    expect(inputBlock({ ...none, blockedByYou: true })).toBe('blockedByYou');
    expect(inputBlock({ ...none, blockedYou: true })).toBe('blockedYou');
    expect(inputBlock({ ...none, readOnly: true, partnerMissing: true })).toBe('readOnly');
  });

  it('turns refused sends into the matching rule', () => {
    expect(blockFromSendError('CHAT_BLOCKED_YOU')).toBe('blockedYou');
    expect(blockFromSendError('CHAT_READ_ONLY')).toBe('readOnly');
    expect(blockFromSendError('NETWORK')).toBeNull();
  });
});
