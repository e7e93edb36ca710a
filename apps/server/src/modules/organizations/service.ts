import type { OrganizationFilter, OrganizationStatus, OrganizationUserRole } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller } from '../auth/index.ts';
import type { UsersService } from '../users/index.ts';
import { renderOrganizationImage, type OrganizationForm } from './input.ts';
import { actorOf, organizationsPolicy, subjectOf, type OrganizationActor } from './policy.ts';
import { presentUserSummary } from '../../platform/user-summary.ts';
import { mediaOf, presentOrganizationDetail, presentOrganizationUser } from './presenter.ts';
import {
  clearShownOrganization,
  deleteOrganization,
  deleteOrganizationUser,
  findOrganization,
  findOrganizationUser,
  insertOrganization,
  listAllOrganizations,
  listOrganizations,
  listOrganizationUsers,
  lockOrganization,
  rolesOf,
  setShownOrganization,
  uidsShowing,
  updateOrganization,
  upsertOrganizationUser,
  type OrganizationRow,
  type OrganizationValues,
} from './repository.ts';

/** What an admin may change of an organization besides what its own admins may (the admin API). */
export interface AdminOrganizationInput {
  status?: OrganizationStatus;
  sponsor?: boolean;
  name?: string;
  description?: string;
  websiteUrl?: string | null;
  /** Why (the audit log keeps it). */
  reason?: string;
}

/**
 * The rules of organizations (decorated as `app.organizations`): who sees one, the list with its
 * filters, creating (the creator is its admin; submitted for review unless an instance admin made
 * it), editing, its users; the admin API: the review, the sponsor flag, deleting, managing users
 * and the organization shown with a user's name. Permissions come from `organizationsPolicy`.
 */
export class OrganizationsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { media: MediaStore; publicUrl: string; users: UsersService },
  ) {}

  // ---- reading ----

  /** The organizations the caller sees under the filter and search (by name), media included. */
  async list(caller: Caller | undefined, q: { filter: OrganizationFilter; search?: string }, page: Page) {
    const viewer = { userId: caller?.user.id, admin: organizationsPolicy.can(caller, 'review', undefined) };
    const { rows, total } = await listOrganizations(
      this.db,
      viewer,
      { filter: q.filter, search: q.search?.trim() || undefined },
      page.perPage,
      page.offset,
    );
    return { ...(await this.present(rows, caller)), total };
  }

  /** One organization; 404 when it is not there for the caller. */
  async show(id: number, caller: Caller | undefined) {
    const { org, actor } = await this.visible(id, caller);
    return this.document(org, actor);
  }

  /** A page of an organization's users (admins first), the users included. */
  async users(id: number, caller: Caller | undefined, page: Page) {
    const { org } = await this.visible(id, caller);
    const { rows, total } = await listOrganizationUsers(this.db, org.id, page.perPage, page.offset);
    return {
      data: rows.map((r) => presentOrganizationUser(r.membership)),
      included: rows.map((r) => presentUserSummary(r.user, this.deps.publicUrl)),
      total,
    };
  }

  // ---- writing ----

  /** Creates an organization whose admin is the caller: submitted for review unless an instance admin made it. */
  async create(caller: Caller, form: OrganizationForm) {
    if (form.name === undefined) {
      throw new AppError('VALIDATION_FAILED', undefined, { 'organization.name': ["can't be blank"] });
    }
    const images = await this.storeImages(caller.user.id, form);
    try {
      const row = await inTransaction(this.db, async (tx) =>
        insertOrganization(tx, {
          ...this.values(form),
          ...images,
          name: form.name!,
          createdById: caller.user.id,
          status: organizationsPolicy.can(caller, 'review', undefined) ? 'accepted' : 'submitted',
        }),
      );
      return this.document(row, actorOf(caller, 'admin'));
    } catch (err) {
      await this.deps.media.remove([images.logoKey, images.heroKey]);
      throw err;
    }
  }

  /** Changes an organization (its admins, instance admins); new images replace the old ones. */
  async update(id: number, caller: Caller, form: OrganizationForm) {
    const { org, actor } = await this.visible(id, caller);
    organizationsPolicy.authorize(caller, 'edit', subjectOf(org, actor));
    if (form.name !== undefined && form.name !== org.name) {
      organizationsPolicy.authorize(caller, 'rename', subjectOf(org, actor));
    }
    const images = await this.storeImages(caller.user.id, form);
    let row: OrganizationRow | undefined;
    try {
      row = await updateOrganization(this.db, org.id, { ...this.values(form), ...images });
    } catch (err) {
      await this.deps.media.remove([images.logoKey, images.heroKey]);
      throw err;
    }
    await this.deps.media.remove([images.logoKey ? org.logoKey : null, images.heroKey ? org.heroKey : null]);
    if (!row) throw new AppError('NOT_FOUND');
    return this.document(row, actor);
  }

  // ---- the admin API ----

  /** Every organization (optionally of one status, by name), newest first. */
  async adminList(q: { status?: OrganizationStatus; search?: string }, page: Page, caller: Caller) {
    const { rows, total } = await listAllOrganizations(
      this.db,
      { status: q.status, search: q.search?.trim() || undefined },
      page.perPage,
      page.offset,
    );
    return { ...(await this.present(rows, caller)), total };
  }

  /** One organization for the console, whatever its status; 404 when there is none. */
  async adminShow(id: number, caller: Caller) {
    const org = await findOrganization(this.db, id);
    if (!org) throw new AppError('NOT_FOUND');
    const roles = await rolesOf(this.db, [org.id], caller.user.id);
    return this.document(org, actorOf(caller, roles.get(org.id)));
  }

  /**
   * Accepts or rejects an organization, makes it a sponsor or not, changes its fields; audited. An
   * organization that stops being accepted stops showing with its users' names.
   */
  async adminUpdate(id: number, input: AdminOrganizationInput, caller: Caller) {
    const values: OrganizationValues = {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.sponsor !== undefined ? { sponsor: input.sponsor } : {}),
      ...this.values({ name: input.name, description: input.description, websiteUrl: input.websiteUrl }),
    };
    const { row, uids } = await inTransaction(this.db, async (tx) => {
      const before = await lockOrganization(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = (await updateOrganization(tx, id, values)) ?? before;
      const cleared = after.status !== 'accepted' ? await clearShownOrganization(tx, id) : [];
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'organization.update',
        targetType: 'organization',
        targetId: String(id),
        details: {
          from: { status: before.status, sponsor: before.sponsor, name: before.name },
          to: { status: after.status, sponsor: after.sponsor, name: after.name },
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
      return { row: after, uids: cleared };
    });
    await this.forget(uids);
    const roles = await rolesOf(this.db, [row.id], caller.user.id);
    return this.document(row, actorOf(caller, roles.get(row.id)));
  }

  /** A page of an organization's users for the console (admins first), whatever its status; 404 when there is none. */
  async adminUsers(id: number, page: Page) {
    const org = await findOrganization(this.db, id);
    if (!org) throw new AppError('NOT_FOUND');
    const { rows, total } = await listOrganizationUsers(this.db, org.id, page.perPage, page.offset);
    return {
      data: rows.map((r) => presentOrganizationUser(r.membership)),
      included: rows.map((r) => presentUserSummary(r.user, this.deps.publicUrl)),
      total,
    };
  }

  /** Deletes an organization with its users' memberships and its images; audited. */
  async adminDelete(id: number, caller: Caller): Promise<void> {
    const { row, uids } = await inTransaction(this.db, async (tx) => {
      const showing = await uidsShowing(tx, id);
      const gone = await deleteOrganization(tx, id);
      if (!gone) throw new AppError('NOT_FOUND');
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'organization.delete',
        targetType: 'organization',
        targetId: String(id),
        details: { name: gone.name, status: gone.status },
      });
      return { row: gone, uids: showing };
    });
    await this.forget(uids);
    await this.deps.media.remove([row.logoKey, row.heroKey]);
  }

  /** Adds a user to an organization with a role, or changes their role; audited. */
  async adminSetUser(id: number, userId: number, role: OrganizationUserRole, caller: Caller, reason?: string) {
    const user = await this.deps.users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'This user was not found');
    const row = await inTransaction(this.db, async (tx) => {
      if (!(await lockOrganization(tx, id))) throw new AppError('NOT_FOUND');
      const { row: membership, added } = await upsertOrganizationUser(tx, id, user.id, role);
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: added ? 'organization.user_add' : 'organization.user_role',
        targetType: 'organization',
        targetId: String(id),
        details: { user_id: user.id, role, ...(reason ? { reason } : {}) },
      });
      return membership;
    });
    return { data: presentOrganizationUser(row), included: [], meta: {} };
  }

  /** Removes a user from an organization (it no longer shows with their name); audited. */
  async adminRemoveUser(id: number, userId: number, caller: Caller): Promise<void> {
    const uid = await inTransaction(this.db, async (tx) => {
      if (!(await lockOrganization(tx, id))) throw new AppError('NOT_FOUND');
      const { removed, uid } = await deleteOrganizationUser(tx, id, userId);
      if (!removed) throw new AppError('NOT_FOUND', 'This user is not in this organization.');
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'organization.user_remove',
        targetType: 'organization',
        targetId: String(id),
        details: { user_id: userId },
      });
      return uid;
    });
    await this.forget(uid ? [uid] : []);
  }

  /**
   * Sets the organization shown with a user's name (null: none): an accepted organization the user
   * belongs to; audited. Answers the organization id now shown.
   */
  async setShown(
    userId: number,
    organizationId: number | null,
    caller: Caller,
    reason?: string,
  ): Promise<number | null> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'This user was not found');
    if (organizationId !== null) {
      const org = await findOrganization(this.db, organizationId);
      const field = 'organization_id';
      if (!org) throw new AppError('VALIDATION_FAILED', undefined, { [field]: ['is not an organization'] });
      if (org.status !== 'accepted') {
        throw new AppError('VALIDATION_FAILED', undefined, { [field]: ['is not an accepted organization'] });
      }
      if (!(await findOrganizationUser(this.db, org.id, user.id))) {
        throw new AppError('VALIDATION_FAILED', undefined, { [field]: ['is not an organization of this user'] });
      }
    }
    const uid = await inTransaction(this.db, async (tx) => {
      const changed = await setShownOrganization(tx, user.id, organizationId);
      if (!changed) throw new AppError('NOT_FOUND', 'This user was not found');
      await insertAuditEntry(tx, {
        actorId: caller.user.id,
        action: 'user.organization',
        targetType: 'user',
        targetId: String(user.id),
        details: { from: user.organizationId, to: organizationId, ...(reason ? { reason } : {}) },
      });
      return changed;
    });
    await this.forget([uid]);
    return organizationId;
  }

  // ---- helpers ----

  /** The organization and the caller's standing; 404 (the body of a missing one) when they may not see it. */
  private async visible(
    id: number,
    caller: Caller | undefined,
  ): Promise<{ org: OrganizationRow; actor: OrganizationActor }> {
    const org = await findOrganization(this.db, id);
    if (!org) throw new AppError('NOT_FOUND');
    const roles = await rolesOf(this.db, [org.id], caller?.user.id);
    const actor = actorOf(caller, roles.get(org.id));
    organizationsPolicy.authorize(caller, 'see', subjectOf(org, actor));
    return { org, actor };
  }

  private document(row: OrganizationRow, actor: OrganizationActor) {
    return {
      data: presentOrganizationDetail(row, actor, this.deps.publicUrl),
      included: mediaOf(row, this.deps.publicUrl),
      meta: {},
    };
  }

  /** A page of organizations for a viewer: their roles in ONE statement, the media included. */
  private async present(rows: OrganizationRow[], caller: Caller | undefined) {
    const roles = await rolesOf(
      this.db,
      rows.map((r) => r.id),
      caller?.user.id,
    );
    return {
      data: rows.map((r) => presentOrganizationDetail(r, actorOf(caller, roles.get(r.id)), this.deps.publicUrl)),
      included: rows.flatMap((r) => mediaOf(r, this.deps.publicUrl)),
    };
  }

  /** The stored values of the form's text fields (the description sanitized). */
  private values(form: Pick<OrganizationForm, 'name' | 'description' | 'websiteUrl'>): OrganizationValues {
    return {
      ...(form.name !== undefined ? { name: form.name } : {}),
      ...(form.description !== undefined ? { description: sanitizeRichText(form.description) } : {}),
      ...(form.websiteUrl !== undefined ? { websiteUrl: form.websiteUrl } : {}),
    };
  }

  /** Checks, renders and stores the form's images under the uploader's media folder. */
  private async storeImages(
    uploaderId: number,
    form: OrganizationForm,
  ): Promise<{ logoKey?: string; heroKey?: string }> {
    const logo = form.logo ? await renderOrganizationImage('logo', form.logo) : undefined;
    const hero = form.hero ? await renderOrganizationImage('hero', form.hero) : undefined;
    const out: { logoKey?: string; heroKey?: string } = {};
    if (logo) out.logoKey = await this.deps.media.put(uploaderId, logo);
    try {
      if (hero) out.heroKey = await this.deps.media.put(uploaderId, hero);
    } catch (err) {
      await this.deps.media.remove([out.logoKey]);
      throw err;
    }
    return out;
  }

  private async forget(uids: string[]): Promise<void> {
    for (const uid of uids) await this.deps.users.forgetCached(uid);
  }
}
