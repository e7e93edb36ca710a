import type { FastifyBaseLogger } from 'fastify';
import type { ChatRealtimeEvent, FeatureFlags, ModuleConfig } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import type { RealtimeHub } from '../realtime/index.ts';
import type { KeyInsert } from './keys-repository.ts';
import { chatPolicy } from './policy.ts';
import { membersOf, type MemberRow } from './repository.ts';

/** What the chat service reads from the instance configuration on every call. */
export interface ChatSettingsSource {
  (): { config: ModuleConfig; flags: FeatureFlags };
}

/** Events for participants' clients after a commit: the user ids and the event. */
export type ChatEvents = Array<[number[], ChatRealtimeEvent]>;

/**
 * What the conversation and the key services of chat share: the encryption mode, membership,
 * `keys` events and publishing after commit. Both services depend on it; it depends on neither.
 */
export class ChatCore {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeHub,
    private readonly settings: ChatSettingsSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Whether messages must be encrypted (the `e2eEncryption` flag). Whether chat is on at all is
   * answered before the handler, by the module gate of every chat route (docs/DECISIONS.md
   * "Module gates").
   */
  encrypted(): boolean {
    return this.settings().flags.e2eEncryption === true;
  }

  /** Publishes events after a commit; a failing bus is logged, never the request's failure (clients resync). */
  async publish(events: ChatEvents): Promise<void> {
    for (const [userIds, event] of events) {
      await this.realtime
        .publish(userIds, event)
        .catch((err: unknown) => this.log.warn({ err, type: event.type }, 'chat event not published'));
    }
  }

  /** The caller's membership and the conversation's participants (404 for non-participants). */
  async member(id: string, userId: number): Promise<{ me: MemberRow; list: MemberRow[] }> {
    const list = (await membersOf(this.db, [id])).get(id) ?? [];
    const me = list.find((m) => m.userId === userId);
    chatPolicy.authorize(undefined, 'see', me);
    return { me: me as MemberRow, list };
  }

  /** `keys` events: one per participant that received keys, with the key ids. */
  keyEvents(keys: KeyInsert[], members: MemberRow[]): ChatEvents {
    const byUser = new Map<string, { userId: number; cid: string; keyIds: string[] }>();
    for (const k of keys) {
      const userId = members.find((m) => m.conversationUserId === k.conversationUserId)?.userId;
      if (userId === undefined || userId === null) continue;
      const id = `${userId}|${k.conversationId}`;
      const entry = byUser.get(id) ?? { userId, cid: k.conversationId, keyIds: [] };
      entry.keyIds.push(k.keyId);
      byUser.set(id, entry);
    }
    return [...byUser.values()].map((e) => [[e.userId], { type: 'keys', conversation_id: e.cid, key_ids: e.keyIds }]);
  }
}
