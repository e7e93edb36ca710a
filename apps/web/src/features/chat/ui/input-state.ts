/** Why the message input is disabled (docs/CHAT.md "The app's rules"), in the order the checks apply; null when sending is allowed. */
export type InputBlock = 'self' | 'userNotFound' | 'blockedByYou' | 'blockedYou' | 'readOnly';

/** What the input rules look at. */
export interface InputFacts {
  /** The partner is the signed-in user. */
  self: boolean;
  /** The partner is missing or not found (deleted, banned, unknown slug). */
  partnerMissing: boolean;
  blockedByYou: boolean;
  blockedYou: boolean;
  readOnly: boolean;
}

/** The first rule (docs/CHAT.md "The app's rules") that forbids sending, or null. */
export function inputBlock(facts: InputFacts): InputBlock | null {
  if (facts.self) return 'self';
  if (facts.readOnly) return 'readOnly';
  if (facts.partnerMissing) return 'userNotFound';
  if (facts.blockedByYou) return 'blockedByYou';
  if (facts.blockedYou) return 'blockedYou';
  return null;
}

/** The input block a send error code means, so a refused send disables the input with the right text. */
export function blockFromSendError(code: string): InputBlock | null {
  switch (code) {
    case 'CHAT_SELF':
      return 'self';
    case 'CHAT_USER_NOT_FOUND':
      return 'userNotFound';
    case 'CHAT_BLOCKED_BY_YOU':
      return 'blockedByYou';
    case 'CHAT_BLOCKED_YOU':
      return 'blockedYou';
    case 'CHAT_READ_ONLY':
      return 'readOnly';
    default:
      return null;
  }
}

/** The translation key of each block's text (verbatim in en, docs/CHAT.md "The app's rules"). */
export const INPUT_BLOCK_TEXT: Record<InputBlock, string> = {
  self: 'chat.rules.self',
  userNotFound: 'chat.rules.userNotFound',
  blockedByYou: 'chat.rules.blockedByYou',
  blockedYou: 'chat.rules.blockedYou',
  readOnly: 'chat.rules.readOnly',
};
