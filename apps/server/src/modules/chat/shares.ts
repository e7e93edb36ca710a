import type { KeyScope, ShareRequest } from './policy.ts';
import type { KeyInsert } from './keys-repository.ts';
import type { MemberRow } from './repository.ts';

/** User ids of the participants whose accounts still exist. */
export const activeIds = (members: MemberRow[]) => members.flatMap((m) => (m.userId === null ? [] : [m.userId]));

/** The scope of key-share rules in one conversation, from its members and the held keys. */
export function keyScope(
  members: MemberRow[],
  callerId: number,
  holders: Map<string, Set<number>>,
  cid: string,
): KeyScope {
  const me = members.find((m) => m.userId === callerId);
  return {
    memberUserIds: new Set(activeIds(members)),
    callerHolds: (keyId) => (me ? (holders.get(`${cid}|${keyId}`)?.has(me.conversationUserId) ?? false) : false),
    exists: (keyId) => (holders.get(`${cid}|${keyId}`)?.size ?? 0) > 0,
  };
}

/** Turns checked shares into rows (participant row ids from the members), dropping duplicates. */
export function keyRows(shares: ShareRequest[], members: Map<string, MemberRow[]>): KeyInsert[] {
  const seen = new Set<string>();
  const out: KeyInsert[] = [];
  for (const s of shares) {
    const cu = members.get(s.conversationId)?.find((m) => m.userId === s.userId);
    const k = `${s.conversationId}|${s.userId}|${s.keyId}`;
    if (!cu || seen.has(k)) continue;
    seen.add(k);
    out.push({
      conversationId: s.conversationId,
      conversationUserId: cu.conversationUserId,
      keyId: s.keyId,
      encryptedKey: s.encryptedKey,
    });
  }
  return out;
}
