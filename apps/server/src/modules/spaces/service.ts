import type {
  FanGroupAcceptance,
  FanGroupPostVisibility,
  FanGroupRole,
  FanGroupUserList,
  FanGroupUserStatus,
} from '@tribune/domain';
import { fanGroupIdOfSlug } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import { presentAuditEntry } from '../console/index.ts';
import type { Caller } from '../auth/index.ts';
import type { RemovedAttachments } from '../comments/index.ts';
import { notifyMembership } from './notices.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { renderGroupImage, type GroupForm } from './input.ts';
import { spacesPolicy, type GroupActor, type GroupOperation } from './policy.ts';
import { presentUserSummary } from '../../platform/user-summary.ts';
import { presentGroup, presentMembership } from './presenter.ts';
import {
  adjustCounts,
  deleteGroup,
  deleteMembership,
  findGroup,
  findGroupWithMembership,
  findMembership,
  groupActions,
  hasUnfeatured,
  insertGroup,
  listAllGroups,
  listGroups,
  listMembers,
  lockGroup,
  membershipsOf,
  membershipUserIds,
  mentionable,
  reviewNewGroups,
  saveSettings,
  setOwner,
  updateGroup,
  upsertMembership,
  userIdBySlug,
  userSummaries,
  usersBySlugs,
  type AdminGroupQuery,
  type GroupFilters,
  type GroupRow,
  type GroupValues,
  type MembershipRow,
} from './repository.ts';

/** A group as one caller finds it: the row, their membership and standing. */
interface Seen {
  group: GroupRow;
  membership: MembershipRow | undefined;
  actor: GroupActor;
}

/** The statuses of each member list (docs/COMMUNITY.md "Who may do what"). */
const LIST_STATUSES: Record<FanGroupUserList, FanGroupUserStatus[]> = {
  active: ['active'],
  pending: ['pending'],
  banned_muted: ['banned', 'muted'],
};

/** The newest posts' ids of each group a viewer reads (one statement for a page of groups). */
export type TopPostsPort = (
  groups: Array<{ group: GroupRow; actor: GroupActor }>,
  caller: Caller | undefined,
) => Promise<Map<number, number[]>>;

/**
 * Removes every post of a group being deleted with what hangs on them, inside the deletion's
 * transaction (the group's row is locked): given by the group posts module.
 */
export type GroupPostsRemovalPort = (
  tx: Db,
  groupId: number,
  recipients: readonly number[],
) => Promise<RemovedAttachments>;

/** What the spaces service needs from the group posts module, which comes below it in the app's list of modules. */
export interface SpacesPorts {
  /** The newest posts' ids of each group the viewer reads (`top_group_posts`). */
  topPosts: TopPostsPort;
  /** Removes a deleted group's posts with their threads, likes, reports and images. */
  removePosts: GroupPostsRemovalPort;
}

/** Mention picker size. */
const MENTIONS_LIMIT = 10;

/**
 * The rules of fan groups (decorated as `app.spaces`): who sees a group, the list with its
 * filters, creating and editing, and every membership change under a row lock on the group, its
 * counters moved in the same transaction. Permissions come from `spacesPolicy` (one table).
 */
export class SpacesService {
  constructor(
    private readonly db: Db,
    private readonly deps: { media: MediaStore; publicUrl: string; notifier?: Notifier },
    /** The group posts module's side: top posts and the removal of a deleted group's posts. */
    private readonly ports: SpacesPorts,
  ) {}

  // ---- reading ----

  /** The groups the caller sees under the filters, with meta telling whether unfeatured groups exist. */
  async list(
    caller: Caller | undefined,
    q: { byFeatured: boolean; forUser?: string; search?: string; locale: string },
    page: Page,
  ) {
    const filters: GroupFilters = { search: q.search?.trim() || undefined };
    if (q.forUser !== undefined) {
      const id = await userIdBySlug(this.db, q.forUser);
      if (id === undefined) return { data: [], included: [], meta: this.listMeta(q.locale, false), total: 0 };
      filters.forUserId = id;
    }
    const viewer = spacesPolicy.viewerOf(caller);
    const { rows, total } = await listGroups(
      this.db,
      viewer,
      { ...filters, ...(q.byFeatured ? { featured: true } : {}) },
      page.perPage,
      page.offset,
    );
    const unverified = await hasUnfeatured(this.db, viewer, filters);
    return { ...(await this.present(rows, caller)), meta: this.listMeta(q.locale, unverified), total };
  }

  /** One group by its slug (the id after the last hyphen); 404 when it is not there for the caller. */
  async show(slug: string, caller: Caller | undefined) {
    return this.document(await this.visible(slug, caller), caller);
  }

  /** A page of one of a group's member lists (active, pending, banned/muted), users included. */
  async members(slug: string, caller: Caller | undefined, list: FanGroupUserList, page: Page) {
    const seen = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'list_members', { ...seen, list });
    const { rows, total } = await listMembers(this.db, seen.group.id, LIST_STATUSES[list], page.perPage, page.offset);
    return {
      data: rows.map((r) => presentMembership(r.membership)),
      included: rows.map((r) => presentUserSummary(r.user, this.deps.publicUrl)),
      total,
    };
  }

  /** The members a post may mention (active and muted), by name or slug. */
  async mentions(slug: string, caller: Caller | undefined, search: string) {
    const seen = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'list_members', { ...seen, list: 'active' });
    const rows = await mentionable(this.db, seen.group.id, search.trim(), MENTIONS_LIMIT);
    return { data: rows.map((r) => presentUserSummary(r.user, this.deps.publicUrl)) };
  }

  /**
   * A group as a caller finds it, for the posts that come next: its row and the caller's standing,
   * or undefined when it is not there for them.
   */
  async findForCaller(slug: string, caller: Caller | undefined): Promise<Seen | undefined> {
    try {
      return await this.visible(slug, caller);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
      throw err;
    }
  }

  // ---- writing the group ----

  /** Creates a group owned by the caller: submitted while the instance reviews new groups, else accepted. */
  async create(caller: Caller, form: GroupForm) {
    if (form.name === undefined) {
      throw new AppError('VALIDATION_FAILED', undefined, { 'fan_group.name': ["can't be blank"] });
    }
    const values = this.values(form);
    const review = await reviewNewGroups(this.db);
    const imageKey = form.image ? await this.storeImage(caller.user.id, form) : undefined;
    try {
      const row = await inTransaction(this.db, async (tx) =>
        insertGroup(tx, {
          ...values,
          name: values.name!,
          ...(imageKey ? { imageKey } : {}),
          ownerId: caller.user.id,
          acceptanceStatus: review ? 'submitted' : 'accepted',
        }),
      );
      return this.document(await this.seenById(row.id, caller), caller);
    } catch (err) {
      await this.deps.media.remove([imageKey]);
      throw err;
    }
  }

  /** Changes a group's fields (admins of the group and the owner); the slug follows the name. */
  async update(slug: string, caller: Caller, form: GroupForm) {
    const seen = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'edit_group', seen);
    const values = this.values(form);
    const imageKey = form.image ? await this.storeImage(caller.user.id, form) : undefined;
    const old = seen.group.imageKey;
    await inTransaction(this.db, async (tx) => {
      await updateGroup(tx, seen.group.id, { ...values, ...(imageKey ? { imageKey } : {}) });
      const changes = changedFields(seen.group, values);
      if (imageKey) changes.image = { from: old ? 'image' : null, to: 'image' };
      if (Object.keys(changes).length) {
        await this.audit(tx, caller, seen.group.id, 'fan_group.settings_changed', { changes });
      }
    });
    if (imageKey && old) await this.deps.media.remove([old]);
    return this.document(await this.seenById(seen.group.id, caller), caller);
  }

  /** Changes the post visibility (owners or moderators, docs/COMMUNITY.md "Who may do what"). */
  async setPostVisibility(slug: string, caller: Caller, value: FanGroupPostVisibility) {
    const seen = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'change_post_visibility', seen);
    await inTransaction(this.db, async (tx) => {
      await updateGroup(tx, seen.group.id, { postVisibility: value });
      if (seen.group.postVisibility !== value) {
        await this.audit(tx, caller, seen.group.id, 'fan_group.post_visibility_changed', {
          post_visibility: { from: seen.group.postVisibility, to: value },
        });
      }
    });
    return this.document(await this.seenById(seen.group.id, caller), caller);
  }

  /**
   * Deletes a group with everything in it (the owner, instance admins; an instance admin's deletion
   * is audited), in ONE transaction under the group's row lock: its posts with their threads,
   * likes and reports, the notifications about the group, its posts and their comments, its
   * memberships. The stored images (the group's, its posts' and their comments') go after commit,
   * and the recipients of the notifications removed are told (docs/COMMUNITY.md "Deleting a group").
   */
  async remove(slug: string, caller: Caller) {
    const found = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'delete_group', found);
    const removed = await this.locked(found.group.id, caller, async (tx, seen) => {
      spacesPolicy.authorize(caller, 'delete_group', seen);
      const group = seen.group;
      // Who may have been told about the group or its posts: its members, invitees and requesters.
      const people = await membershipUserIds(tx, group.id);
      const posts = await this.ports.removePosts(tx, group.id, people);
      const told = (await this.deps.notifier?.removeAbout(tx, [{ type: 'fan_group', ids: [group.id] }], people)) ?? [];
      if (seen.actor === 'instance_admin') {
        await insertAuditEntry(tx, {
          actorId: caller.user.id,
          action: 'fan_group.delete',
          targetType: 'fan_group',
          targetId: String(group.id),
          details: { name: group.name, owner_id: group.ownerId, group_posts_count: group.groupPostsCount },
        });
      }
      const imageKey = await deleteGroup(tx, group.id);
      return { imageKeys: [imageKey, ...posts.imageKeys], notifications: [...posts.notifications, ...told] };
    });
    await this.deps.media.remove(removed.imageKeys);
    await this.deps.notifier?.withdrawn(removed.notifications);
  }

  // ---- memberships ----

  /**
   * Joins under the group's row lock: a publicly accessible group at once, a privately
   * accessible one as a pending request; an invitation is accepted at once. Joining again
   * changes nothing; a banned user is refused (403 GROUP_BANNED).
   */
  async join(slug: string, caller: Caller) {
    const found = await this.visible(slug, caller);
    await this.locked(found.group.id, caller, async (tx, seen) => {
      const m = seen.membership;
      if (m?.status === 'banned') throw new AppError('GROUP_BANNED');
      spacesPolicy.authorize(caller, 'join', seen);
      if (m && (m.status === 'active' || m.status === 'muted')) return;
      if (m?.status === 'pending') {
        if (m.invitedById === null) return;
        await upsertMembership(tx, {
          groupId: seen.group.id,
          userId: caller.user.id,
          role: 'member',
          status: 'active',
        });
        await adjustCounts(tx, seen.group.id, 1, -1);
        return;
      }
      const open = seen.group.access === 'publicly_accessible';
      await upsertMembership(tx, {
        groupId: seen.group.id,
        userId: caller.user.id,
        role: open ? 'member' : 'pending',
        status: open ? 'active' : 'pending',
        invitedById: null,
      });
      await adjustCounts(tx, seen.group.id, open ? 1 : 0, open ? 0 : 1);
    });
    return this.document(await this.seenById(found.group.id, caller), caller);
  }

  /** Leaves (a pending request: cancels it); without a membership nothing changes. The owner transfers first. */
  async leave(slug: string, caller: Caller) {
    const found = await this.visible(slug, caller);
    await this.locked(found.group.id, caller, async (tx, seen) => {
      const m = seen.membership;
      if (m?.status === 'banned') throw new AppError('GROUP_BANNED');
      if (m?.status === 'active' && m.role === 'owner') throw new AppError('GROUP_OWNER_CANNOT_LEAVE');
      spacesPolicy.authorize(caller, 'leave', seen);
      if (!m || !['pending', 'active', 'muted'].includes(m.status)) return;
      const status: FanGroupUserStatus = m.status === 'pending' ? 'canceled' : 'left';
      await upsertMembership(tx, { groupId: m.groupId, userId: m.userId, role: m.role, status });
      await adjustCounts(tx, m.groupId, this.countDelta(m.status, status), this.pendingDelta(m.status, status));
    });
    return this.document(await this.seenById(found.group.id, caller), caller);
  }

  /**
   * Invites users by slug (owners and moderators): a pending invitation each, accepted by the
   * invitee's join. Who asked to join already is approved; members and banned users are left as
   * they are; unknown slugs are reported (422) before anything changes.
   */
  async invite(slug: string, caller: Caller, userSlugs: string[]) {
    const found = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'invite', found);
    const wanted = [...new Set(userSlugs)];
    const ids = await usersBySlugs(this.db, wanted);
    const unknown = wanted.filter((s) => !ids.has(s));
    if (unknown.length) {
      throw new AppError('VALIDATION_FAILED', undefined, { user_slugs: [`has unknown users (${unknown.join(', ')})`] });
    }
    const changed: MembershipRow[] = [];
    const notified: Array<Notified | undefined> = [];
    await this.locked(found.group.id, caller, async (tx, seen) => {
      spacesPolicy.authorize(caller, 'invite', seen);
      const told = (key: 'fan_group.invited' | 'fan_group.join_approved', userId: number) =>
        this.notify(tx, notified, { key, group: seen.group, userId, actorId: caller.user.id });
      for (const userId of ids.values()) {
        const m = await findMembership(tx, seen.group.id, userId);
        if (m && ['active', 'muted', 'banned'].includes(m.status)) continue;
        if (m?.status === 'pending') {
          if (m.invitedById !== null) continue;
          changed.push(await upsertMembership(tx, { groupId: m.groupId, userId, role: 'member', status: 'active' }));
          await adjustCounts(tx, m.groupId, 1, -1);
          await told('fan_group.join_approved', userId);
          continue;
        }
        changed.push(
          await upsertMembership(tx, {
            groupId: seen.group.id,
            userId,
            role: 'pending',
            status: 'pending',
            invitedById: caller.user.id,
          }),
        );
        await adjustCounts(tx, seen.group.id, 0, 1);
        await told('fan_group.invited', userId);
      }
      if (changed.length) {
        await this.audit(tx, caller, seen.group.id, 'fan_group.members_invited', {
          users: changed.map((m) => ({ user_id: String(m.userId), status: m.status })),
        });
      }
    });
    await this.deps.notifier?.publish(notified);
    return { data: changed.map(presentMembership), included: await this.usersIncluded(changed.map((m) => m.userId)) };
  }

  /**
   * Changes a member's status (docs/COMMUNITY.md "Memberships"): pending to active (approve) or rejected; active
   * to banned or muted and back. Moderators and above, on members below their rank.
   */
  async setMemberStatus(slug: string, caller: Caller, userId: number, status: FanGroupUserStatus) {
    const found = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'moderate', found);
    const notified: Array<Notified | undefined> = [];
    const out = await this.locked(found.group.id, caller, async (tx, seen) => {
      const target = await this.target(tx, seen.group.id, userId);
      const op = spacesPolicy.statusChange(target.status, status);
      if (!op) throw new AppError('GROUP_INVALID_TRANSITION');
      spacesPolicy.authorize(caller, op, seen);
      spacesPolicy.authorize(caller, 'act_on', { ...seen, target });
      const role: FanGroupRole = target.status === 'pending' && status === 'active' ? 'member' : target.role;
      const row = await upsertMembership(tx, { groupId: target.groupId, userId, role, status });
      await this.audit(tx, caller, seen.group.id, 'fan_group.member_status_changed', {
        user_id: String(userId),
        status: { from: target.status, to: status },
      });
      await adjustCounts(
        tx,
        target.groupId,
        this.countDelta(target.status, status),
        this.pendingDelta(target.status, status),
      );
      // An approved join request (not an invitation, which its invitee accepts) tells the requester.
      if (target.status === 'pending' && status === 'active' && target.invitedById === null) {
        await this.notify(tx, notified, {
          key: 'fan_group.join_approved',
          group: seen.group,
          userId,
          actorId: caller.user.id,
        });
      }
      return row;
    });
    await this.deps.notifier?.publish(notified);
    return { data: presentMembership(out), included: await this.usersIncluded([userId]) };
  }

  /**
   * Gives an active member another role: below the actor's own rank (group admins and the
   * owner); `owner` transfers the ownership (the owner, instance admins), the old owner becoming an admin.
   */
  async setMemberRole(slug: string, caller: Caller, userId: number, role: FanGroupRole) {
    const found = await this.visible(slug, caller);
    const op: GroupOperation = role === 'owner' ? 'transfer_ownership' : 'change_role';
    spacesPolicy.authorize(caller, op, found);
    const out = await this.locked(found.group.id, caller, async (tx, seen) => {
      spacesPolicy.authorize(caller, op, seen);
      const target = await this.target(tx, seen.group.id, userId);
      // The rank rule first: a change of the owner's (or a peer's) role is refused as such.
      if (role !== 'owner') spacesPolicy.authorize(caller, 'act_on', { ...seen, target });
      if (target.status !== 'active' || target.role === 'pending' || target.role === 'owner') {
        throw new AppError('GROUP_INVALID_TRANSITION');
      }
      if (role === 'owner') {
        const owner =
          seen.group.ownerId === null ? undefined : await findMembership(tx, seen.group.id, seen.group.ownerId);
        if (owner && owner.role === 'owner') {
          await upsertMembership(tx, {
            groupId: owner.groupId,
            userId: owner.userId,
            role: 'admin',
            status: owner.status,
          });
        }
        await setOwner(tx, seen.group.id, userId);
        await this.audit(tx, caller, seen.group.id, 'fan_group.ownership_transferred', {
          user_id: String(userId),
          owner_id: { from: seen.group.ownerId === null ? null : String(seen.group.ownerId), to: String(userId) },
          role: { from: target.role, to: 'owner' },
        });
        return upsertMembership(tx, { groupId: target.groupId, userId, role: 'owner', status: 'active' });
      }
      spacesPolicy.authorize(caller, 'give_role', { ...seen, role });
      await this.audit(tx, caller, seen.group.id, 'fan_group.member_role_changed', {
        user_id: String(userId),
        role: { from: target.role, to: role },
      });
      return upsertMembership(tx, { groupId: target.groupId, userId, role, status: target.status });
    });
    return { data: presentMembership(out), included: await this.usersIncluded([userId]) };
  }

  /** Removes a pending or active (or muted) member; they may join again. */
  async removeMember(slug: string, caller: Caller, userId: number) {
    const found = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'remove_member', found);
    await this.locked(found.group.id, caller, async (tx, seen) => {
      spacesPolicy.authorize(caller, 'remove_member', seen);
      const target = await this.target(tx, seen.group.id, userId);
      if (!['pending', 'active', 'muted'].includes(target.status)) throw new AppError('GROUP_INVALID_TRANSITION');
      spacesPolicy.authorize(caller, 'act_on', { ...seen, target });
      await deleteMembership(tx, target.id);
      await this.audit(tx, caller, seen.group.id, 'fan_group.member_removed', {
        user_id: String(userId),
        status: { from: target.status, to: null },
        role: { from: target.role, to: null },
      });
      await adjustCounts(
        tx,
        target.groupId,
        spacesPolicy.counts(target.status) ? -1 : 0,
        target.status === 'pending' ? -1 : 0,
      );
    });
    return this.document(await this.seenById(found.group.id, caller), caller);
  }

  // ---- admin ----

  /** Every group (optionally of one acceptance status, matching a search in name and slug), sorted. */
  async adminList(q: AdminGroupQuery, page: Page, caller: Caller) {
    const { rows, total } = await listAllGroups(
      this.db,
      { ...q, search: q.search?.trim() || undefined },
      page.perPage,
      page.offset,
    );
    return { ...(await this.present(rows, caller)), total };
  }

  /**
   * Accepts, rejects or features a group, under its row lock; audited as `fan_group.update` with
   * each changed value's `{ from, to }` and the reason.
   */
  async adminUpdate(
    id: number,
    input: { acceptance_status?: FanGroupAcceptance; featured?: boolean },
    caller: Caller,
    reason?: string,
  ) {
    await inTransaction(this.db, async (tx) => {
      const group = await lockGroup(tx, id);
      if (!group) throw new AppError('NOT_FOUND');
      const values: GroupValues = {};
      if (input.acceptance_status !== undefined) values.acceptanceStatus = input.acceptance_status;
      if (input.featured !== undefined) values.featured = input.featured;
      await updateGroup(tx, id, values);
      const details: Record<string, unknown> = {};
      if (input.acceptance_status !== undefined) {
        details.acceptance_status = { from: group.acceptanceStatus, to: input.acceptance_status };
      }
      if (input.featured !== undefined) details.featured = { from: group.featured, to: input.featured };
      if (reason?.trim()) details.reason = reason.trim();
      await this.audit(tx, caller, id, 'fan_group.update', details);
    });
    return this.adminShow(id, caller);
  }

  /**
   * One group for the console's moderation area, whatever its state (a moderator reviews groups
   * the fans' rules hide from them); 404 when there is none.
   */
  async adminShow(id: number, caller: Caller) {
    const found = await findGroupWithMembership(this.db, id, caller.user.id);
    if (!found) throw new AppError('NOT_FOUND');
    return this.document({ ...found, actor: spacesPolicy.actorOf(caller, found.membership) }, caller);
  }

  /** The audit entries about one group, newest first: its own moderators' actions and the team's (404 for no group). */
  async adminActions(id: number, page: Page) {
    if (!(await findGroup(this.db, id))) throw new AppError('NOT_FOUND');
    const { rows, total } = await groupActions(this.db, id, page.perPage, page.offset);
    return { data: rows.map(presentAuditEntry), included: [], total };
  }

  /** The instance's fan group settings. */
  async settings() {
    return this.presentSettings(await reviewNewGroups(this.db));
  }

  /** Stores the instance's fan group settings, audited as `fan_group_settings.update` when a caller changes them. */
  async saveSettings(input: { review_new_groups: boolean }, caller?: Caller) {
    await inTransaction(this.db, async (tx) => {
      const before = await reviewNewGroups(tx);
      await saveSettings(tx, input.review_new_groups);
      if (caller) {
        await insertAuditEntry(tx, {
          actorId: caller.user.id,
          action: 'fan_group_settings.update',
          targetType: 'fan_group_settings',
          targetId: 'default',
          details: { review_new_groups: { from: before, to: input.review_new_groups } },
        });
      }
    });
    return this.presentSettings(input.review_new_groups);
  }

  /**
   * Appends an entry about a group to the audit log in the action's transaction: target the
   * group, action `fan_group.<action>`, the details with the user concerned and before/after.
   */
  async audit(tx: Db, caller: Caller, groupId: number, action: string, details: Record<string, unknown>) {
    await insertAuditEntry(tx, {
      actorId: caller.user.id,
      action,
      targetType: 'fan_group',
      targetId: String(groupId),
      details,
    });
  }

  // ---- internals ----

  /** A membership notification inside the change's transaction, collected for publishing after commit. */
  private async notify(
    tx: Db,
    into: Array<Notified | undefined>,
    e: { key: 'fan_group.invited' | 'fan_group.join_approved'; group: GroupRow; userId: number; actorId: number },
  ): Promise<void> {
    // Told only about a group they will find: an invitee as pending, an approved user as a member.
    const standing = {
      group: e.group,
      actor: e.key === 'fan_group.invited' ? ('pending' as const) : ('member' as const),
    };
    if (!spacesPolicy.can(undefined, 'see', standing)) return;
    into.push(
      await notifyMembership(this.deps.notifier, tx, {
        key: e.key,
        group: { id: e.group.id, slug: e.group.slug, name: e.group.name },
        userId: e.userId,
        actorId: e.actorId,
      }),
    );
  }

  private presentSettings(review: boolean) {
    return { id: 'default', type: 'fan_group_settings' as const, attributes: { review_new_groups: review } };
  }

  private listMeta(locale: string, unverified: boolean) {
    return { search_locale: locale, has_unverified_groups: unverified };
  }

  /** A group for a caller by slug; 404 when missing or hidden from them (the same answer). */
  private async visible(slug: string, caller: Caller | undefined): Promise<Seen> {
    const id = fanGroupIdOfSlug(slug);
    if (id === undefined) throw new AppError('NOT_FOUND');
    return this.seenById(id, caller);
  }

  private async seenById(id: number, caller: Caller | undefined): Promise<Seen> {
    const found = await findGroupWithMembership(this.db, id, caller?.user.id);
    if (!found) throw new AppError('NOT_FOUND');
    const seen = { ...found, actor: spacesPolicy.actorOf(caller, found.membership) };
    spacesPolicy.authorize(caller, 'see', seen);
    return seen;
  }

  /** Runs `fn` in a transaction holding the group's row lock, with the caller's standing read under it. */
  private async locked<T>(groupId: number, caller: Caller, fn: (tx: Db, seen: Seen) => Promise<T>): Promise<T> {
    return inTransaction(this.db, async (tx) => {
      const group = await lockGroup(tx, groupId);
      if (!group) throw new AppError('NOT_FOUND');
      const membership = await findMembership(tx, groupId, caller.user.id);
      const seen = { group, membership, actor: spacesPolicy.actorOf(caller, membership) };
      spacesPolicy.authorize(caller, 'see', seen);
      return fn(tx, seen);
    });
  }

  private async target(tx: Db, groupId: number, userId: number): Promise<MembershipRow> {
    const m = await findMembership(tx, groupId, userId);
    if (!m) throw new AppError('NOT_FOUND', 'This user is not in the group.');
    return m;
  }

  private countDelta(from: FanGroupUserStatus, to: FanGroupUserStatus): number {
    return (spacesPolicy.counts(to) ? 1 : 0) - (spacesPolicy.counts(from) ? 1 : 0);
  }

  private pendingDelta(from: FanGroupUserStatus, to: FanGroupUserStatus): number {
    return (to === 'pending' ? 1 : 0) - (from === 'pending' ? 1 : 0);
  }

  private values(form: GroupForm): GroupValues {
    const values: GroupValues = {};
    if (form.name !== undefined) {
      const name = form.name.replace(/\s+/g, ' ').trim();
      if (!name) throw new AppError('VALIDATION_FAILED', undefined, { 'fan_group.name': ["can't be blank"] });
      values.name = name;
    }
    if (form.description !== undefined) values.description = sanitizeRichText(form.description);
    const s = form.settings;
    if (s.access) values.access = s.access as GroupValues['access'];
    if (s.visibility) values.visibility = s.visibility as GroupValues['visibility'];
    if (s.post_visibility) values.postVisibility = s.post_visibility as GroupValues['postVisibility'];
    if (s.post_creation) values.postCreation = s.post_creation as GroupValues['postCreation'];
    if (s.feed_visibility) values.feedVisibility = s.feed_visibility as GroupValues['feedVisibility'];
    return values;
  }

  private async storeImage(userId: number, form: GroupForm): Promise<string> {
    const data = await renderGroupImage(form.image!);
    return this.deps.media.put(userId, data, 'users');
  }

  private async usersIncluded(ids: number[]) {
    const rows = await userSummaries(this.db, [...new Set(ids)]);
    return rows.map((u) => presentUserSummary(u, this.deps.publicUrl));
  }

  private async document(seen: Seen, caller: Caller | undefined) {
    const out = await this.present(
      [seen.group],
      caller,
      new Map(seen.membership ? [[seen.group.id, seen.membership]] : []),
    );
    return { data: out.data[0]!, included: out.included, meta: {} };
  }

  /** Presents groups with the viewer's memberships and their owners in `included` (two statements whatever the page). */
  private async present(rows: GroupRow[], caller: Caller | undefined, known?: Map<number, MembershipRow>) {
    const mine =
      known ??
      (caller
        ? await membershipsOf(
            this.db,
            rows.map((r) => r.id),
            caller.user.id,
          )
        : new Map<number, MembershipRow>());
    const seen = rows.map((group) => ({ group, actor: spacesPolicy.actorOf(caller, mine.get(group.id)) }));
    const top = await this.ports.topPosts(seen, caller);
    const data = rows.map((r, i) =>
      presentGroup(r, {
        membership: mine.get(r.id),
        actor: seen[i]!.actor,
        caller,
        publicUrl: this.deps.publicUrl,
        topPostIds: top.get(r.id) ?? [],
      }),
    );
    const owners = [...new Set(rows.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])))];
    return { data, included: await this.usersIncluded(owners) };
  }
}

/** The group fields a form changes, each as `{ from, to }` (the description's first 200 characters). */
function changedFields(group: GroupRow, values: GroupValues): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  const names: Record<string, keyof GroupRow> = {
    name: 'name',
    access: 'access',
    visibility: 'visibility',
    post_visibility: 'postVisibility',
    post_creation: 'postCreation',
    feed_visibility: 'feedVisibility',
  };
  for (const [field, column] of Object.entries(names)) {
    const to = values[column as keyof GroupValues];
    if (to !== undefined && to !== group[column]) out[field] = { from: group[column], to };
  }
  if (values.description !== undefined && values.description !== group.description) {
    out.description = { from: group.description.slice(0, 200), to: values.description.slice(0, 200) };
  }
  return out;
}
