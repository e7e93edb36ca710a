import { normalizeInvitationCode } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller, InvitationGate } from '../auth/index.ts';
import type { UserRow } from '../users/index.ts';
import { invitationPolicy } from './policy.ts';
import { presentUserSummary } from '../../platform/user-summary.ts';
import { presentCode, presentRedemption, presentSettings } from './presenter.ts';
import {
  findSettings,
  hasRedeemed,
  insertCode,
  INVITATION_REQUIRED_ACTION,
  inviteesOf,
  listCodes,
  lockCode,
  lockUser,
  openCodeCount,
  redeemCode,
  redeemedBy,
  requiredSince,
  saveSettings,
  type CommunitySettingsRow,
} from './repository.ts';

/** The bus channel on which a change of the community settings is announced to every instance. */
export const COMMUNITY_SETTINGS_CHANNEL = 'community_settings.changed';

/** How long an instance trusts its copy of the settings: changes arrive over the bus; a lost message heals within it. */
const SETTINGS_TTL_MS = 60_000;
/** How many users known to have redeemed a code an instance remembers. */
const REDEEMED_MEMORY = 100_000;

interface SettingsSnapshot {
  settings: CommunitySettingsRow;
  since: Date | undefined;
  readAt: number;
}

/**
 * Invitation codes (decorated as `app.invitations`): a user's codes, creating one within the
 * open-code limit, redeeming one exactly once under its row lock, the community settings, and the
 * caller gate's question "must this user redeem a code first?" (cheap: the settings are cached for
 * a few seconds and dropped on every instance when an admin changes them; a user known to have
 * redeemed is remembered, as a redemption is never taken back).
 */
export class InvitationsService implements InvitationGate {
  private snapshot: SettingsSnapshot | undefined;
  private readonly redeemed = new Set<number>();

  private constructor(
    private readonly db: Db,
    private readonly deps: { bus: EventBus; publicUrl: string; isOwner: (user: UserRow) => boolean },
  ) {}

  /** The service, listening on the bus for settings changes made on other instances. */
  static async create(
    db: Db,
    deps: { bus: EventBus; publicUrl: string; isOwner: (user: UserRow) => boolean },
  ): Promise<InvitationsService> {
    const service = new InvitationsService(db, deps);
    await deps.bus.subscribe(COMMUNITY_SETTINGS_CHANNEL, () => {
      service.snapshot = undefined;
    });
    return service;
  }

  // ---- the gate ----

  /** True when the instance requires an invitation and this caller (not an admin: the resolver asks) must redeem one. */
  async mustRedeem(caller: Caller): Promise<boolean> {
    const { settings, since } = await this.current();
    if (!settings.invitationRequired || this.redeemed.has(caller.user.id)) return false;
    if (!invitationPolicy.mustRedeem(settings, since, caller.user.createdAt, false)) return false;
    const redeemed = await hasRedeemed(this.db, caller.user.id);
    if (redeemed) this.remember(caller.user.id);
    return !redeemed;
  }

  // ---- codes ----

  /** A page of the caller's codes, newest first, the invitees included; meta: open codes and the limit. */
  async list(caller: Caller, page: Page) {
    const [{ rows, total }, open, { settings }] = await Promise.all([
      listCodes(this.db, caller.user.id, page.perPage, page.offset),
      openCodeCount(this.db, caller.user.id),
      this.current(),
    ]);
    const invitees = await inviteesOf(
      this.db,
      rows.flatMap((r) => (r.inviteeId === null ? [] : [r.inviteeId])),
    );
    return {
      data: rows.map(presentCode),
      included: invitees.map((u) => presentUserSummary(u, this.deps.publicUrl)),
      meta: { open_codes: open, open_codes_limit: invitationPolicy.limitOf(caller, settings) },
      total,
    };
  }

  /** Creates a code of the caller's type; a member within the open-code limit (counted under their row lock). */
  async create(caller: Caller) {
    const { settings } = await this.current(true);
    const type = invitationPolicy.typeFor(caller, this.deps.isOwner(caller.user));
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await inTransaction(this.db, async (tx) => {
          if (!invitationPolicy.can(caller, 'create_unlimited', settings)) {
            await lockUser(tx, caller.user.id);
            invitationPolicy.authorize(caller, 'create', { open: await openCodeCount(tx, caller.user.id), settings });
          }
          return insertCode(tx, { code: invitationPolicy.newCode(), ownerId: caller.user.id, invitationType: type });
        });
        return { data: presentCode(row), included: [], meta: {} };
      } catch (err) {
        // 60 random bits: a collision is next to impossible, but it would be a 500 without this.
        if (attempt >= 2 || !isUniqueViolation(err, 'invitation_codes_code_idx')) throw err;
      }
    }
  }

  /**
   * Redeems a code for the caller: under the code's row lock, so of any number of parallel
   * redemptions of one code exactly one wins; each user redeems one code in all.
   */
  async redeem(caller: Caller, raw: string) {
    const code = normalizeInvitationCode(raw);
    if (!code) throw new AppError('INVITATION_CODE_NOT_FOUND');
    try {
      const row = await inTransaction(this.db, async (tx) => {
        const locked = await lockCode(tx, code);
        const mine = locked && locked.inviteeId !== caller.user.id ? await redeemedBy(tx, caller.user.id) : undefined;
        invitationPolicy.authorize(caller, 'redeem', { code: locked, alreadyRedeemed: mine !== undefined });
        return redeemCode(tx, locked!.id, caller.user.id);
      });
      this.remember(caller.user.id);
      return { data: presentRedemption(row), included: [], meta: {} };
    } catch (err) {
      // Two codes redeemed at once by one user: the invitee index lets one through.
      if (isUniqueViolation(err, 'invitation_codes_invitee_idx')) throw new AppError('INVITATION_ALREADY_REDEEMED');
      throw err;
    }
  }

  // ---- settings ----

  /** The community settings (admins). */
  async settings() {
    const { settings, since } = await this.current(true);
    return presentSettings(settings, since);
  }

  /** Changes the community settings; a switch of the requirement is audited (its time grandfathers older accounts). */
  async saveSettings(caller: Caller, input: { invitation_required?: boolean; open_codes_per_member?: number }) {
    const { settings: before } = await this.current(true);
    const next: CommunitySettingsRow = {
      invitationRequired: input.invitation_required ?? before.invitationRequired,
      openCodesPerMember: input.open_codes_per_member ?? before.openCodesPerMember,
    };
    await inTransaction(this.db, async (tx) => {
      await saveSettings(tx, next);
      if (next.invitationRequired !== before.invitationRequired) {
        await insertAuditEntry(tx, {
          actorId: caller.user.id,
          action: INVITATION_REQUIRED_ACTION,
          targetType: 'community_settings',
          targetId: 'default',
          details: { from: before.invitationRequired, to: next.invitationRequired },
        });
      }
      if (next.openCodesPerMember !== before.openCodesPerMember) {
        await insertAuditEntry(tx, {
          actorId: caller.user.id,
          action: 'community_settings.open_codes_per_member',
          targetType: 'community_settings',
          targetId: 'default',
          details: { from: before.openCodesPerMember, to: next.openCodesPerMember },
        });
      }
    });
    this.snapshot = undefined;
    await this.deps.bus.publish(COMMUNITY_SETTINGS_CHANNEL, 'default');
    return this.settings();
  }

  /** The settings and the requirement's start, from the instance's copy unless it is stale (or `fresh`). */
  private async current(fresh = false): Promise<SettingsSnapshot> {
    const now = Date.now();
    if (!fresh && this.snapshot && now - this.snapshot.readAt < SETTINGS_TTL_MS) return this.snapshot;
    const [settings, since] = await Promise.all([findSettings(this.db), requiredSince(this.db)]);
    this.snapshot = { settings, since, readAt: now };
    return this.snapshot;
  }

  private remember(userId: number): void {
    if (this.redeemed.size >= REDEEMED_MEMORY) this.redeemed.clear();
    this.redeemed.add(userId);
  }
}
