import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { Caller } from '../auth/index.ts';
import { findContentById, listContents, type CategoryRow, type ContentRow } from '../contents/index.ts';
import { LEGAL_PAGE_SHORTCUTS } from '@tribune/domain';
import { inTransaction } from '../../db/transaction.ts';
import { RetryLaterError, type JobQueue } from '../../lib/jobs.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import type { CommentsService } from '../comments/index.ts';
import type { Notifier } from '../notifications/index.ts';
import {
  deleteStaticPageRow,
  findStaticPageById,
  insertStaticPage,
  listStaticPages,
  lockStaticPage,
  takenStaticPageSlugs,
  updateStaticPage,
  type StaticPageRow,
} from '../static-pages/index.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import type { UserRow } from '../users/index.ts';
import { adminPolicy } from './policy.ts';
import { auditAccountChange } from './users-admin.ts';
import type { UsersService } from '../users/index.ts';
import type { CategoryInput, ContentInput, StaticPageInput } from './input.ts';
import {
  categorySlugTaken,
  existing,
  insertCategory,
  insertContent,
  runSchedule,
  setPublished,
  takenContentSlugs,
  updateCategory,
  updateContent,
  type ContentValues,
} from './repository.ts';
import { plainTexts, richTexts } from '../../lib/localized-texts.ts';

const SLUG_TAKEN_MESSAGE = 'is already taken';

/**
 * A content's schedule from its input (docs/CONSOLE.md "Contents"): left out, unchanged; null,
 * cleared. An end must lie ahead and after the publication; a publication in the past is at once.
 */
function scheduleOf(
  input: ContentInput,
  fields: Record<string, string[]>,
): { publishAt?: Date | null; unpublishAt?: Date | null } {
  const time = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));
  const publishAt = time(input.publish_at);
  const unpublishAt = time(input.unpublish_at);
  if (unpublishAt) {
    if (unpublishAt.getTime() <= Date.now()) fields['content.unpublish_at'] = ['must be in the future'];
    else if (publishAt && unpublishAt <= publishAt) fields['content.unpublish_at'] = ['must be after the publish time'];
  }
  return {
    ...(publishAt === undefined ? {} : { publishAt }),
    ...(unpublishAt === undefined ? {} : { unpublishAt }),
  };
}

function slugMap(translated: { de?: string; it?: string } | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(translated ?? {}).filter(([, s]) => typeof s === 'string')) as Record<
    string,
    string
  >;
}

/** A slug conflict as the API reports it: 409 SLUG_TAKEN naming the fields. */
function slugTaken(fields: string[]): AppError {
  return new AppError('SLUG_TAKEN', undefined, Object.fromEntries(fields.map((f) => [f, [SLUG_TAKEN_MESSAGE]])));
}

/** The row of a write or read by id; 404 when there was none. */
function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The static pages the app links to by their slug: the legal shortcuts (`/imprint`, `/privacy`,
 * `/tos`, …, docs/DECISIONS.md "Routing"), among them the cookie dialog's privacy and imprint
 * links and the pages a registered-users-only instance leaves open. They cannot be deleted, and
 * their slug cannot change.
 */
export const LINKED_PAGE_SLUGS: readonly string[] = LEGAL_PAGE_SHORTCUTS;

const LINKED_PAGE_DELETE =
  'The app links to this page (a legal page: the imprint, the privacy policy, the terms and the like): it cannot be deleted. Edit it instead.';
const LINKED_PAGE_SLUG = 'cannot change: the app links to this page by its slug';

/** A page as the audit log keeps it before and after a change. */
function pageSnapshot(row: StaticPageRow) {
  return {
    slug: row.slug,
    translated_slugs: row.translatedSlugs,
    title: row.title,
    description: row.description,
    body: row.body,
    menu_slug: row.menuSlug,
    no_crawl: row.noCrawl,
    published: row.published,
  };
}

/** What deleting a static page removes with it: its thread (comments' images, notifications). */
export interface PageAttachments {
  comments: Pick<CommentsService, 'removeAttached'>;
  store: Pick<MediaStore, 'remove'>;
  notifier?: Pick<Notifier, 'withdrawn'>;
}

/** The identity service's side of an account status (the embedded identity; absent when external). */
export interface IdentityStatus {
  setStatus(uid: string, status: UserRow['status']): Promise<void>;
}

/**
 * The rules of managing contents, categories, static pages and accounts: admins only (the one
 * caller resolver decides who is: users.role, or a verified ADMIN_EMAILS address, never a banned
 * user), the same validation for the API and the demo seed, HTML sanitized on save.
 */
/** The job that publishes and unpublishes scheduled contents. */
export const CONTENT_SCHEDULE_JOB = 'content.schedule';

export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly identity?: IdentityStatus,
    private readonly attached?: PageAttachments,
    private readonly jobs?: JobQueue,
  ) {}

  /** The same rules writing through `db`: the demo seed's transaction, which commits a step's rows together. */
  within(db: Db): AdminService {
    return new AdminService(db, this.users, this.identity, this.attached, this.jobs);
  }

  /**
   * Bans, locks or unlocks an account: the API's row at once (every instance drops its cached
   * caller, so the user's next request is refused), then the identity service (which revokes
   * the account's sessions and refresh tokens on a ban); audited. 404 for a missing user.
   */
  async setUserStatus(caller: Caller, userId: number, status: UserRow['status'], reason?: string): Promise<UserRow> {
    adminPolicy.authorize(caller, 'members', undefined);
    const target = await this.users.findById(userId);
    if (!target) throw new AppError('NOT_FOUND');
    adminPolicy.authorize(caller, 'changeStatus', target);
    const updated = await this.users.setStatus(target.id, status);
    if (!updated) throw new AppError('NOT_FOUND');
    await this.identity?.setStatus(target.uid, status);
    await auditAccountChange(this.db, caller, 'user.status', target, { from: target.status, to: status, reason });
    return updated;
  }

  /** Contents including unpublished ones, newest first. */
  list(page: Page, f: { search?: string; contentType?: ContentRow['contentType'] } = {}) {
    const search = f.search?.trim();
    return listContents(
      this.db,
      {
        includeUnpublished: true,
        contentType: f.contentType,
        search: search ? { locale: 'en', text: search } : undefined,
      },
      page.perPage,
      page.offset,
    );
  }

  /** One content by id; 404 otherwise. */
  async show(id: number): Promise<ContentRow> {
    return found(await findContentById(this.db, id));
  }

  /** Creates an unpublished content (published later by itself when it has a publish_at). */
  async createContent(input: ContentInput, userId?: number): Promise<ContentRow> {
    const values = await this.contentValues(input);
    const row = await this.slugSafe(() => insertContent(this.db, { ...values, createdBy: userId ?? null }));
    await this.schedule(row);
    return row;
  }

  /** Replaces a content's fields; its publication state stays (its schedule changes when given). */
  async updateContent(id: number, input: ContentInput): Promise<ContentRow> {
    const values = await this.contentValues(input, id);
    const row = found(await this.slugSafe(() => updateContent(this.db, id, values)));
    await this.schedule(row);
    return row;
  }

  /**
   * Queues the `content.schedule` job for a content's publish_at and unpublish_at (docs/CONSOLE.md
   * "Contents"). The job carries the time it was queued for, so that a schedule changed since leaves
   * the older job without effect; queuing the same time twice is harmless.
   */
  private async schedule(row: ContentRow): Promise<void> {
    if (!this.jobs) return;
    for (const [action, at] of [
      ['publish', row.publishAt],
      ['unpublish', row.unpublishAt],
    ] as const) {
      if (at)
        await this.jobs.enqueue(CONTENT_SCHEDULE_JOB, { id: row.id, action, at: at.toISOString() }, { runAt: at });
    }
  }

  /** The `content.schedule` job: carries out a schedule whose time has come. */
  async runSchedule(payload: Record<string, unknown>): Promise<void> {
    const id = Number(payload.id);
    const action = payload.action === 'unpublish' ? 'unpublish' : 'publish';
    const at = new Date(String(payload.at));
    if (!Number.isSafeInteger(id) || Number.isNaN(at.getTime())) return;
    const outcome = await runSchedule(this.db, id, action, at);
    // Run before its time (a clock ahead of the database's): again when it has come.
    if (outcome === 'early') throw new RetryLaterError('not yet', new Date(at.getTime() + 1000));
  }

  /** Publishes (published_at set on first publication) or unpublishes a content. */
  async setPublished(id: number, published: boolean): Promise<ContentRow> {
    return found(await setPublished(this.db, id, published));
  }

  /** Creates a category. */
  async createCategory(input: CategoryInput): Promise<CategoryRow> {
    const values = await this.categoryValues(input);
    return this.slugSafe(() => insertCategory(this.db, values), 'slug');
  }

  /** Replaces a category's fields. */
  async updateCategory(id: number, input: CategoryInput): Promise<CategoryRow> {
    const values = await this.categoryValues(input, id);
    return found(await this.slugSafe(() => updateCategory(this.db, id, values), 'slug'));
  }

  /** The console's list of static pages, published or not, by slug; a search in slugs and titles. */
  listStaticPages(page: Page, search?: string) {
    return listStaticPages(this.db, { search: search?.trim() || undefined }, page.perPage, page.offset);
  }

  /** One static page with every language, for its form; 404 otherwise. */
  async showStaticPage(id: number): Promise<StaticPageRow> {
    return found(await findStaticPageById(this.db, id));
  }

  /** Creates a static page; audited as `static_page.create` when an admin does it (not the seed). */
  async createStaticPage(input: StaticPageInput, actorId?: number): Promise<StaticPageRow> {
    const values = await this.staticPageValues(input);
    return this.slugSafe(
      () =>
        inTransaction(this.db, async (tx) => {
          const row = await insertStaticPage(tx, values);
          if (actorId !== undefined)
            await auditPage(tx, actorId, 'static_page.create', row.id, { to: pageSnapshot(row) });
          return row;
        }),
      'slug',
    );
  }

  /**
   * Replaces a static page's fields, under its row lock; a page the app links to keeps its slug.
   * Audited as `static_page.update` with the page before and after.
   */
  async updateStaticPage(id: number, input: StaticPageInput, actorId?: number): Promise<StaticPageRow> {
    const values = await this.staticPageValues(input, id);
    return this.slugSafe(
      () =>
        inTransaction(this.db, async (tx) => {
          const before = found(await lockStaticPage(tx, id));
          if (LINKED_PAGE_SLUGS.includes(before.slug) && values.slug !== before.slug)
            throw new AppError('VALIDATION_FAILED', undefined, { 'static_page.slug': [LINKED_PAGE_SLUG] });
          const row = found(await updateStaticPage(tx, id, values));
          if (actorId !== undefined)
            await auditPage(tx, actorId, 'static_page.update', id, {
              from: pageSnapshot(before),
              to: pageSnapshot(row),
            });
          return row;
        }),
      'slug',
    );
  }

  /**
   * Deletes a static page with its thread (comments, their likes, reports and notifications), in one
   * transaction, audited as `static_page.delete` with the page as it was. A page the app links to
   * answers 409 CONFLICT and stays; a missing one 404.
   */
  async deleteStaticPage(id: number, actorId: number): Promise<void> {
    const removed = await inTransaction(this.db, async (tx) => {
      const before = found(await lockStaticPage(tx, id));
      if (LINKED_PAGE_SLUGS.includes(before.slug)) throw new AppError('CONFLICT', LINKED_PAGE_DELETE);
      const attached = (await this.attached?.comments.removeAttached(tx, 'static_page', [id])) ?? {
        imageKeys: [],
        notifications: [],
      };
      await deleteStaticPageRow(tx, id);
      await auditPage(tx, actorId, 'static_page.delete', id, { from: pageSnapshot(before) });
      return attached;
    });
    await this.attached?.store.remove(removed.imageKeys);
    await this.attached?.notifier?.withdrawn(removed.notifications);
  }

  /** Concurrent writers can pass the pre-check; the unique indexes decide, answered as 409 too. */
  private async slugSafe<T>(write: () => Promise<T>, field = 'slug'): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err, 'content_slugs_pkey') || isUniqueViolation(err, 'contents_slug_idx'))
        throw slugTaken([field]);
      if (isUniqueViolation(err, 'categories_slug_idx') || isUniqueViolation(err, 'static_pages_slug_idx'))
        throw slugTaken([field]);
      throw err;
    }
  }

  private async contentValues(input: ContentInput, exceptId?: number): Promise<ContentValues> {
    const translated = slugMap(input.translated_slugs);
    const fields: Record<string, string[]> = {};
    const categoryId = input.category_id ? Number(input.category_id) : null;
    const heroId = input.hero_medium_id ? Number(input.hero_medium_id) : null;
    const found = await existing(this.db, categoryId, heroId === null ? [] : [heroId]);
    if (categoryId !== null && !found.category) fields['content.category_id'] = ['does not exist'];
    if (heroId !== null && !found.media.has(heroId)) fields['content.hero_medium_id'] = ['does not exist'];
    const schedule = scheduleOf(input, fields);
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);

    const candidates = [input.slug, ...Object.values(translated)];
    const taken = new Set(await takenContentSlugs(this.db, candidates, exceptId));
    const takenFields = [
      ...(taken.has(input.slug) ? ['content.slug'] : []),
      ...Object.entries(translated)
        .filter(([, s]) => taken.has(s))
        .map(([l]) => `content.translated_slugs.${l}`),
    ];
    if (takenFields.length) throw slugTaken(takenFields);
    return {
      slug: input.slug,
      translatedSlugs: translated,
      contentType: input.content_type,
      // Titles, teasers and tags are plain text (the web escapes them); bodies are sanitized HTML.
      title: plainTexts(input.title),
      teaser: plainTexts(input.teaser),
      body: richTexts(input.body),
      tags: [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))],
      categoryId,
      heroMediumId: heroId,
      availableFor: input.available_for ?? [],
      noCrawl: input.no_crawl ?? false,
      // Left out: unchanged on an update, none (not for sale) on a create.
      ...(input.price === undefined ? {} : { price: input.price }),
      ...schedule,
    };
  }

  private async categoryValues(input: CategoryInput, exceptId?: number) {
    const mediumId = input.medium_id ? Number(input.medium_id) : null;
    if (mediumId !== null && !(await existing(this.db, null, [mediumId])).media.has(mediumId)) {
      throw new AppError('VALIDATION_FAILED', undefined, { 'category.medium_id': ['does not exist'] });
    }
    if (await categorySlugTaken(this.db, input.slug, exceptId)) throw slugTaken(['category.slug']);
    return {
      slug: input.slug,
      title: plainTexts(input.title),
      bgColor: (input.bg_color ?? '#0b5fff').toLowerCase(),
      textColor: (input.text_color ?? '#ffffff').toLowerCase(),
      mediumId,
      sortOrder: input.sort_order ?? 0,
    };
  }

  private async staticPageValues(input: StaticPageInput, exceptId?: number) {
    const translated = slugMap(input.translated_slugs);
    const taken = new Set(await takenStaticPageSlugs(this.db, [input.slug, ...Object.values(translated)], exceptId));
    const takenFields = [
      ...(taken.has(input.slug) ? ['static_page.slug'] : []),
      ...Object.entries(translated)
        .filter(([, s]) => taken.has(s))
        .map(([l]) => `static_page.translated_slugs.${l}`),
    ];
    if (takenFields.length) throw slugTaken(takenFields);
    return {
      slug: input.slug,
      translatedSlugs: translated,
      title: plainTexts(input.title),
      description: plainTexts(input.description),
      body: richTexts(input.body),
      menuSlug: input.menu_slug ?? null,
      noCrawl: input.no_crawl ?? false,
      published: input.published ?? true,
    };
  }
}

/** Appends a static page's change to the audit log, in the transaction that makes it. */
async function auditPage(
  tx: Db,
  actorId: number,
  action: 'static_page.create' | 'static_page.update' | 'static_page.delete',
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  await insertAuditEntry(tx, { actorId, action, targetType: 'static_page', targetId: String(id), details });
}
