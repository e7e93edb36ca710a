import { createHash, randomBytes } from 'node:crypto';
import { SUPPORTED_LOCALES } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import type { AccessClaims } from '../auth/index.ts';
import { parseProfileInput, type ProfileForm } from './input.ts';
import type { UserCache } from './cache.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import { isUniqueViolation, uniqueIndexOf } from '../../platform/unique-violation.ts';
import { prepareImages } from './images.ts';
import { userPolicy } from './policy.ts';
import type { BlockView } from './presenter.ts';
import {
  blockedUserIds,
  blockState,
  commonChatConversationId,
  deleteUser,
  ensureUser,
  findOrganization,
  findUserById,
  findUserBySlug,
  findUserByUid,
  setUserRole,
  setUserStatus,
  toggleBlock,
  updateUser,
  type ClaimFields,
  type ProfileUpdate,
  type UserRow,
} from './repository.ts';

/**
 * What the push module does with a user's `notification_token` (a browser's web push
 * subscription): `check` gives the field error of a token (null clears it), `apply` saves or
 * removes the subscription in the transaction that writes the token.
 */
export interface NotificationTokens {
  check(token: string | null): string | undefined;
  /** Reads the stored token itself (locking the user's row) before the profile update writes the new one. */
  apply(tx: Db, userId: number, next: string | null): Promise<void>;
}

/**
 * The profile-fields module's side of PUT /auth (`profile_fields`): `check` gives the field
 * errors or the plan of a save, `apply` writes the plan in the transaction of the profile update,
 * `answersOf` gives the caller's answers for GET /v2/user/show (one statement).
 */
export interface ProfileFieldAnswers<Plan = unknown> {
  check(raw: unknown): Promise<{ plan: Plan; errors: Record<string, string[]> }>;
  apply(tx: Db, userId: number, plan: Plan): Promise<void>;
  answersOf(userId: number): Promise<Array<{ id: string; type: 'user_profile_field' }>>;
}

/** What the users service asks of other modules (its ports), each optional: without it, nothing of it. */
export interface UsersPorts {
  /** The push module's side of `notification_token`. */
  tokens?: NotificationTokens;
  /** The profile-fields module's side of `profile_fields`. */
  profileFields?: ProfileFieldAnswers;
}

/** The identity service's side of an account, called when a user deletes theirs. */
export interface IdentityAccounts {
  delete(uid: string): Promise<void>;
}

function slugify(raw: string | undefined): string {
  const slug = (raw ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug;
}

/** The row fields a token's claims determine; the fingerprint tells when the identity changed them. */
export function claimFields(claims: AccessClaims): ClaimFields {
  const name = claims.name?.trim().slice(0, 50) || claims.email?.split('@')[0]?.slice(0, 50) || 'User';
  const locale = (SUPPORTED_LOCALES as readonly string[]).includes(claims.locale ?? '') ? claims.locale! : 'en';
  const uidHash = createHash('sha256').update(claims.sub).digest('hex').slice(0, 10);
  const slug = slugify(claims.slug) || `user-${uidHash}`;
  // An empty address is none: it would otherwise be one that a single account may hold.
  const email = claims.email?.trim() || null;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([email, name, slug, locale]))
    .digest('base64url')
    .slice(0, 22);
  return { uid: claims.sub, displayName: name, slug, email, locale, fingerprint };
}

/** The rules of accounts: the current user, profile edits, deletion, public profiles and blocks. */
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly identity: IdentityAccounts | undefined,
    private readonly cache?: UserCache,
    private readonly ports: UsersPorts = {},
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {}

  /** The caller's profile field answers (`user_profile_field` records; none before the module is wired). */
  async profileFieldAnswers(userId: number) {
    return (await this.ports.profileFields?.answersOf(userId)) ?? [];
  }

  /**
   * The caller's user row: from the cache while the claims and the day are unchanged, otherwise
   * created or refreshed from the claims in one statement (which writes only what changed); 401
   * when deleted, 409 EMAIL_TAKEN when the claimed e-mail is another user's.
   */
  async resolve(claims: AccessClaims): Promise<UserRow> {
    const fields = claimFields(claims);
    const day = this.today();
    const cached = this.cache?.get(claims.sub, fields.fingerprint, day);
    if (cached) return cached;
    for (let attempt = 0; ; attempt++) {
      try {
        const user = await ensureUser(this.db, fields, day);
        if (!user) throw new AppError('UNAUTHENTICATED', 'This account has been deleted.');
        this.cache?.set(user, fields.fingerprint, day, claims.exp);
        return user;
      } catch (err) {
        // One account per identity: the address is another subject's, so this one gets no row
        // and no admin right through ADMIN_EMAILS (docs/ACCOUNTS.md). Before the slug retry,
        // which takes a unique violation that names no index for its own.
        if (uniqueIndexOf(err) === 'users_email_lower_idx') {
          throw new AppError('EMAIL_TAKEN');
        }
        // Another account already has this slug (e.g. renamed meanwhile): take a free variant.
        if (attempt >= 3 || !isUniqueViolation(err, 'users_slug_idx')) throw err;
        fields.slug = `${fields.slug.slice(0, 70)}-${randomBytes(3).toString('hex')}`;
      }
    }
  }

  /** The caller's own row (GET /v2/user/show). */
  async show(caller: Caller): Promise<UserRow> {
    userPolicy.authorize(caller, 'useAccount', undefined);
    return caller.user;
  }

  /** An accepted organization's id and name, shown with its users' names (for `included`). */
  organization(id: number): Promise<{ id: number; name: string } | undefined> {
    return findOrganization(this.db, id);
  }

  /** Changes the caller's own profile; images are checked by content, resized and stored first. */
  async updateProfile(caller: Caller, form: ProfileForm): Promise<UserRow> {
    userPolicy.authorize(caller, 'useAccount', undefined);
    const user = caller.user;
    const { update, errors } = parseProfileInput(form.fields);
    const token = update.notificationToken;
    const tokenError = token === undefined ? undefined : this.ports.tokens?.check(token);
    if (tokenError) (errors.notification_token ??= []).push(tokenError);
    const fields = this.ports.profileFields;
    let answers: { plan: unknown } | undefined;
    if (form.profileFields !== undefined) {
      if (!fields) (errors.profile_fields ??= []).push('are not available');
      else {
        const checked = await fields.check(form.profileFields);
        for (const [k, v] of Object.entries(checked.errors)) (errors[k] ??= []).push(...v);
        answers = { plan: checked.plan };
      }
    }
    if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const images = await prepareImages({ avatar: form.avatar, hero: form.hero });
    const written: string[] = [];
    const values: ProfileUpdate = { ...update };
    try {
      if (images.avatar) {
        values.avatarKey = await this.media.put(user.id, images.avatar.image);
        written.push(values.avatarKey);
        values.avatarThumbKey = await this.media.put(user.id, images.avatar.thumbnail);
        written.push(values.avatarThumbKey);
      }
      if (images.hero) {
        values.heroKey = await this.media.put(user.id, images.hero);
        written.push(values.heroKey);
      }
      const tokens = token === undefined ? undefined : this.ports.tokens;
      // The token's subscription and the profile field answers are written with the row, or none.
      const updated =
        !tokens && !answers
          ? await updateUser(this.db, user.id, values)
          : await inTransaction(this.db, async (tx) => {
              if (tokens) await tokens.apply(tx, user.id, token ?? null);
              if (answers && fields) await fields.apply(tx, user.id, answers.plan);
              return updateUser(tx, user.id, values);
            });
      await this.cache?.invalidate(user.uid);
      if (!updated) throw new AppError('UNAUTHENTICATED', 'This account has been deleted.');
      const replaced = [
        images.avatar ? user.avatarKey : null,
        images.avatar ? user.avatarThumbKey : null,
        images.hero ? user.heroKey : null,
      ];
      await this.media.remove(replaced);
      return updated;
    } catch (err) {
      await this.media.remove(written);
      throw err;
    }
  }

  /** Deletes the caller's data (row, blocks, media) and then their identity account. */
  async deleteAccount(caller: Caller): Promise<void> {
    const user = caller.user;
    await deleteUser(this.db, user.id, user.uid);
    await this.cache?.invalidate(user.uid);
    await this.media.removeUser(user.id);
    await this.identity?.delete(user.uid);
  }

  /** A public profile by slug, with how the caller (if any) and that user block each other. */
  async profile(slug: string, caller: Caller | undefined): Promise<{ user: UserRow; blocks: BlockView }> {
    const target = await findUserBySlug(this.db, slug);
    if (!target) throw new AppError('NOT_FOUND');
    userPolicy.authorize(caller, 'seeProfile', target);
    if (!caller) return { user: target, blocks: { blockedByCurrentUser: false, currentUserBlockedByUser: false } };
    userPolicy.authorize(caller, 'useAccount', undefined);
    const me = caller.user.id;
    const [blocks, conversationId] = await Promise.all([
      this.blocksBetween(me, target.id),
      me === target.id ? null : commonChatConversationId(this.db, me, target.id),
    ]);
    return { user: target, blocks: { ...blocks, commonChatConversationId: conversationId } };
  }

  /** Blocks or unblocks another user; returns the new state from the caller's side. */
  async toggleBlock(caller: Caller, targetId: number): Promise<{ targetId: number; blocks: BlockView }> {
    userPolicy.authorize(caller, 'useAccount', undefined);
    const target = await findUserById(this.db, targetId);
    if (!target) throw new AppError('NOT_FOUND');
    userPolicy.authorize(caller, 'block', target);
    await toggleBlock(this.db, caller.user.id, target.id);
    return { targetId: target.id, blocks: await this.blocksBetween(caller.user.id, target.id) };
  }

  /**
   * Sets a user's status (ban, lock, unlock) and drops their cached row on every instance, so
   * their next request already sees it. Returns the updated row, undefined when there is none.
   */
  async setStatus(userId: number, status: UserRow['status']): Promise<UserRow | undefined> {
    const row = await setUserStatus(this.db, userId, status);
    if (row) await this.cache?.invalidate(row.uid);
    return row;
  }

  /** Drops a user's cached row on every instance after another domain changed it (the hot wallet's address). */
  async forgetCached(uid: string): Promise<void> {
    await this.cache?.invalidate(uid);
  }

  /** Sets a user's role and drops their cached row on every instance. */
  async setRole(userId: number, role: UserRow['role']): Promise<UserRow | undefined> {
    const row = await setUserRole(this.db, userId, role);
    if (row) await this.cache?.invalidate(row.uid);
    return row;
  }

  /** A user (not deleted) by id. */
  findById(id: number): Promise<UserRow | undefined> {
    return findUserById(this.db, id);
  }

  /** A user by the identity's subject, deleted or not. */
  findByUid(uid: string): Promise<UserRow | undefined> {
    return findUserByUid(this.db, uid);
  }

  /** Users the given user blocked or was blocked by, both directions (feeds and chat filter with it). */
  blockedUserIds(userId: number): Promise<number[]> {
    return blockedUserIds(this.db, userId);
  }

  private async blocksBetween(callerId: number, otherId: number): Promise<BlockView> {
    if (callerId === otherId) return { blockedByCurrentUser: false, currentUserBlockedByUser: false };
    const s = await blockState(this.db, callerId, otherId);
    return { blockedByCurrentUser: s.blockedByViewer, currentUserBlockedByUser: s.blockedViewer };
  }
}
