/**
 * The rules a parent with fans' contributions applies (an ideation mission with its ideas, an AMA
 * session with its questions; docs/PARTICIPATION.md "The participation kit"): who sees a parent,
 * adding and editing contributions while it is open, presenting both with their people, hero
 * media and top comments in a constant number of statements per page, and the admin management
 * of the parents. A module's service extends it with its policy, presenters and its own rules.
 */
import { isEmptyRichText, type ErrorCode, type ParticipationSort } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import type { Page } from '../../http/pagination.ts';
import type { SQL } from 'drizzle-orm';
import type { Localized } from '../../db/schema.ts';
import { plainTexts, richTexts } from '../../lib/localized-texts.ts';
import { sanitizeComment } from '../../lib/sanitize.ts';
import type { Caller } from '../caller.ts';
import type { Found } from '../resources.ts';
import type { UgcAuthor, UgcImage } from '../ugc-repository.ts';
import type { MediaStore, UploadedFile } from '../user-media.ts';
import { adminWrites, type AdminWrites } from './admin-writes.ts';
import type { ContributionForm, ContributionFormSpec } from './contribution-form.ts';
import type { ContributionFacts, ContributionQueries, ContributionRowBase } from './contribution-repository.ts';
import {
  contributionTitle,
  findContribution,
  insertWithImages,
  newPreviewToken,
  requireInitialBoost,
} from './contributions.ts';
import { contributionIncludedRecords } from './presenter.ts';
import { openCounts } from './lists.ts';
import { mediumExists } from './repository.ts';

/** How many contributions a parent carries in its `top_…` relationship. */
export const TOP_CONTRIBUTIONS = 3;

/** A parent's row as the kit reads it. */
export interface ParentRow {
  id: number;
  slug: string;
  published: boolean;
  previewToken: string;
  heroMediumId: number | null;
  endsAt: Date;
}

/** The stored fields of a parent an admin writes, as the kit checks them. */
export interface ParentValues {
  slug: string;
  title: Localized;
  description: Localized;
  heroMediumId: number | null;
  endsAt: Date;
}

/** An admin's parent input (POST/PUT /v2/admin/<parent>s), the fields the kit reads. */
export interface ParentInput {
  slug: string;
  title: { en: string; de?: string; it?: string };
  description?: { en?: string; de?: string; it?: string };
  hero_medium_id?: string | null;
  ends_at: string;
}

/** How a list of contributions is read: its sort, and the type's own filters. */
export interface ContributionListQuery {
  sort: ParticipationSort;
}

/** The parents' table as the kit reads and writes it (platform/participation/repository.ts). */
export interface ParentRecords<Parent> {
  listPublished(db: Db): Promise<Parent[]>;
  bySlug(db: Db, slug: string): Promise<Parent | undefined>;
  byId(db: Db, id: number): Promise<Parent | undefined>;
  listAll(db: Db, limit: number, offset: number): Promise<{ rows: Parent[]; total: number }>;
  insert(db: Db, values: never): Promise<Parent>;
  update(db: Db, id: number, values: never): Promise<Parent | undefined>;
  publish(db: Db, id: number): Promise<Parent | undefined>;
  close(db: Db, id: number): Promise<Parent | undefined>;
  slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean>;
}

/** The hero media as the kit reads them (the contents module's). */
export interface HeroMediaPort {
  findByIds(ids: number[]): Promise<Map<number, unknown>>;
  present(row: never, opts: { available: boolean }): unknown;
}

/** The comments as the kit reads them (the comments module's). */
export interface ContributionCommentsPort {
  topFor(type: string, ids: number[], callerId?: number): Promise<Map<number, Array<{ id: number }>>>;
  presentCommentUser(user: UgcAuthor): unknown;
  presentIncluded(
    rows: Array<{ id: number }>,
    locale?: string,
    callerId?: number,
  ): ReadonlyArray<{ type: string; id: string }>;
}

/** The notifications as the kit sends them (the notifications module's). */
export interface ContributionNotifier<N> {
  moduleOn(): boolean;
  /** `input`: `{ userId, key, actorId, parameters }` as the kit builds it. */
  notify(input: never, tx?: Db): Promise<N>;
}

/** What the kit's service is built on. */
export interface ContributionServiceDeps {
  media: HeroMediaPort;
  comments: ContributionCommentsPort;
  store: MediaStore;
  publicUrl: string;
}

/**
 * A type's policy (its policy.ts, `definePolicy`) as the kit asks it: `see` a parent (404
 * otherwise), `preview` it with its preview token (its own show), `add` to it (refused when
 * closed), `edit` a contribution (its author, while open, ...).
 */
export interface ContributionPolicy<Parent, Row> {
  authorize(caller: Caller | undefined, action: 'see' | 'add', subject: Parent): void;
  authorize(caller: Caller | undefined, action: 'preview', subject: { parent: Parent; token?: string }): void;
  authorize(caller: Caller | undefined, action: 'edit', subject: { contribution: Row; parent: Parent }): void;
}

/**
 * What a type hands the kit's service besides its hooks. The contributions' resource type is
 * their form's key (`ama_question`); the parent's slug is unique by `<parent>s_slug_idx`.
 */
export interface ContributionServiceSpec<Parent, Row> {
  /** The parent's record type in the admin audit log and errors, e.g. `ama_session`. */
  parent: string;
  /** The contributions' form (its key and limits). */
  form: ContributionFormSpec;
  records: ParentRecords<Parent>;
  queries: ContributionQueries<Row>;
  policy: ContributionPolicy<Parent, Row>;
  /** 422 when the parent closed between the check and the insert. */
  closed: ErrorCode;
  /** 422 when an edit found the contribution changed meanwhile (e.g. answered). */
  editRefused: ErrorCode;
  /** Whether the body may be empty without images (a question's title asks; an idea needs one). */
  emptyBody: boolean;
  /** Stores a contribution's images, at most `max` (the comments module's `storeContributionImages`). */
  storeImages(store: MediaStore, userId: number, files: UploadedFile[], max: number): Promise<UgcImage[]>;
}

/** What the demo seeds react to a contribution with (the resource registry, comments and likes). */
export interface DemoReactionPorts {
  resources: { get(type: string): { table: string } | undefined };
  comments: {
    create(
      type: string,
      key: string,
      caller: Caller,
      form: { body: string; images: []; hasImages: false },
    ): Promise<unknown>;
  };
  setLike(db: Db, like: { table: string; type: string; id: number; userId: number; liked: true }): Promise<unknown>;
}

/** A demo contribution: its author's name, its texts, the fans who like it and a comment. */
export interface DemoContribution<Name extends string> {
  by: Name;
  title: string;
  body?: string;
  likedBy: Name[];
  comment?: { by: Name; body: string };
}

/** A presented parent or contribution (a JSON:API resource). */
type Resource = { id: string };

/**
 * The kit's service of a parent with contributions; `Query` is how the type reads a list, `Facts`
 * what its resource registry reads of a contribution.
 */
export abstract class ContributionService<
  Parent extends ParentRow,
  Row extends ContributionRowBase,
  Query extends ContributionListQuery,
  Facts extends ContributionFacts = ContributionFacts,
  Input extends ParentInput = ParentInput,
> {
  protected readonly admin: AdminWrites;
  /** The contributions' resource type. */
  protected readonly type: string;

  constructor(
    protected readonly db: Db,
    protected readonly kit: ContributionServiceDeps,
    protected readonly spec: ContributionServiceSpec<Parent, Row>,
  ) {
    this.admin = adminWrites({ db, type: spec.parent, slugIndexes: [`${spec.parent}s_slug_idx`] });
    this.type = spec.form.key;
  }

  // ---- the type's own parts ----

  /** The query of a list that asks nothing (the public list of parents). */
  protected abstract readonly defaultQuery: Query;
  /** The meta of a show and of a page (the sort asked, ...). */
  protected abstract queryMeta(query: Query): Record<string, unknown>;
  /** Presents a contribution for one caller. */
  protected abstract presentContribution(
    row: Row,
    ctx: { caller: Caller | undefined; parent: Parent | undefined; topCommentIds: number[] },
  ): Resource;
  /** Presents a parent in the request's language; `people` holds the ids of the people included. */
  protected abstract presentParent(
    row: Parent,
    ctx: { caller: Caller | undefined; lang: Lang; topIds: number[]; people: Set<number> },
  ): Resource;
  /** Presents a parent for admins. */
  protected abstract presentAdmin(row: Parent): { id: string };
  /** Whether the caller sees a contribution with these facts (the resource registry), by the policy's `see`. */
  protected abstract seesFacts(caller: Caller | undefined, facts: Facts): boolean;
  /** The facts of a contribution for the resource registry (with the parent's own columns). */
  protected facts(id: number, viewerId: number | undefined): Promise<Facts | undefined> {
    return this.spec.queries.facts(this.db, id, viewerId) as Promise<Facts | undefined>;
  }
  /** A further condition of the type's lists (e.g. answered questions only). */
  protected listWhere(_query: Query): SQL | undefined {
    return undefined;
  }
  /** The people a contribution brings into `included` besides its author (e.g. who answered it). */
  protected people(row: Row): Array<UgcAuthor | null> {
    return [row.user];
  }
  /** The people parents bring into `included` (e.g. their hosts), read in one statement. */
  protected parentPeople(_rows: Parent[]): Promise<UgcAuthor[]> {
    return Promise.resolve([]);
  }
  /** The type's own stored fields of an admin's input (checks add to `fields`), e.g. the host. */
  protected async moreValues(_input: Input, _fields: Record<string, string[]>): Promise<object> {
    return {};
  }
  /** The type's own details of the admin audit entries, e.g. the host. */
  protected auditDetails(_row: Parent): Record<string, unknown> {
    return {};
  }

  // ---- the fans' side ----

  /** The published parents: open first (soonest end), then at most 5 ended ones (most recent end). */
  async listParents(caller: Caller | undefined, lang: Lang) {
    const rows = await this.spec.records.listPublished(this.db);
    const out = await this.presentParents(rows, caller, lang, this.defaultQuery);
    const counts = openCounts(rows, (r) => r.endsAt.getTime() > Date.now());
    return { ...out, meta: { open_count: counts.open, ended_count: counts.ended } };
  }

  /** One parent with its top contributions; unpublished ones only as the rules' `preview` lets. */
  async showParent(slug: string, caller: Caller | undefined, lang: Lang, query: Query, previewToken?: string) {
    const row = await this.spec.records.bySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    this.spec.policy.authorize(caller, 'preview', { parent: row, token: previewToken });
    const out = await this.presentParents([row], caller, lang, query);
    const data = out.data[0];
    if (!data) throw new AppError('NOT_FOUND');
    return { data, included: out.included, meta: this.queryMeta(query) };
  }

  /** One page of a parent's contributions (404 when the parent is not there for this caller). */
  async listContributions(slug: string, caller: Caller | undefined, query: Query, page: Page) {
    const parent = await this.visibleParent(slug, caller);
    const { rows, total } = await this.spec.queries.page(this.db, parent.id, {
      sort: query.sort,
      viewerId: caller?.user.id,
      where: this.listWhere(query),
      limit: page.perPage,
      offset: page.offset,
    });
    const doc = await this.presentContributions(rows, caller, new Map([[parent.id, parent]]));
    return { data: doc.data, included: doc.included, total, meta: this.queryMeta(query) };
  }

  /** One contribution of a parent (404 when either is not there for this caller, or it is another parent's). */
  async showContribution(slug: string, id: number, caller: Caller | undefined) {
    const { parent, row } = await this.visibleContribution(slug, id, caller);
    return this.document(row, parent, caller);
  }

  /**
   * Adds a contribution as the caller: the parent open (422 `closed` otherwise), a title, a
   * sanitized body (may be empty as `emptyBody` says), initial_boost a base-10 integer, images
   * checked by content.
   */
  async createContribution(slug: string, caller: Caller, form: ContributionForm) {
    const parent = await this.visibleParent(slug, caller);
    this.spec.policy.authorize(caller, 'add', parent);
    const { type } = this;
    const title = contributionTitle(form.title, `${type}.title`);
    const body = this.cleanBody(form.body, form.images.length > 0);
    const initialBoost = requireInitialBoost(form.initialBoost, `${type}.initial_boost`);
    const images = await this.storeImages(caller.user.id, form.images);
    const values = { parentId: parent.id, userId: caller.user.id, title, body, images, initialBoost };
    // `closed`: the parent closed between the check and the insert.
    const id = await insertWithImages(
      this.kit.store,
      images,
      () => this.spec.queries.insert(this.db, values),
      this.spec.closed,
    );
    return this.reread(id, parent, caller);
  }

  /**
   * Edits a contribution as the rules' `edit` lets (its author, while the parent is open, ...).
   * Fields left out stay; img_files replace the images; `editGuard` must hold at the write.
   */
  async updateContribution(slug: string, id: number, caller: Caller, form: ContributionForm) {
    const { parent, row: current } = await this.visibleContribution(slug, id, caller);
    this.spec.policy.authorize(caller, 'edit', { contribution: current, parent });
    const title = form.title === undefined ? current.title : contributionTitle(form.title, `${this.type}.title`);
    const keepsImages = !form.hasImages && current.images.length > 0;
    const body =
      form.body === undefined ? current.body : this.cleanBody(form.body, form.images.length > 0 || keepsImages);
    let images: UgcImage[] | undefined;
    if (form.hasImages) images = await this.storeImages(caller.user.id, form.images);
    const ok = await this.spec.queries.update(this.db, id, { title, body, images }, this.editGuard());
    if (!ok) {
      if (images) await this.kit.store.remove(images.map((i) => i.key));
      throw new AppError(this.spec.editRefused);
    }
    if (images) await this.kit.store.remove(current.images.map((i) => i.key));
    return this.reread(id, parent, caller);
  }

  /**
   * A contribution as one caller finds it, for the resource registry (comments, likes, likers,
   * reports): by the key of its URLs, `<parent slug>/<id>` (it must be that parent's) or a bare
   * id, or by id; undefined when it, its author or its parent is not there for them.
   */
  async findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined> {
    return findContribution(ref, {
      facts: (id) => this.facts(id, caller?.user.id),
      parentSlug: (facts) => facts.parentSlug,
      visible: (facts) => this.seesFacts(caller, facts),
    });
  }

  /**
   * Adds a demo contribution through the same rules and validation as the API, with the likes of
   * its fans and a comment (docs/PARTICIPATION.md "The hub and the demo"); answers its id.
   */
  async seedContribution<Name extends string>(
    parentSlug: string,
    fans: Record<Name, Caller>,
    c: DemoContribution<Name>,
    ports: DemoReactionPorts,
  ): Promise<number> {
    const form = { title: c.title, body: c.body, initialBoost: '0', images: [], hasImages: false };
    const id = Number((await this.createContribution(parentSlug, fans[c.by], form)).data.id);
    const handler = ports.resources.get(this.type);
    for (const name of c.likedBy) {
      if (!handler) continue;
      const like = { table: handler.table, type: this.type, id, userId: fans[name].user.id, liked: true as const };
      await ports.setLike(this.db, like);
    }
    if (c.comment) {
      const comment = { body: c.comment.body, images: [] as [], hasImages: false as const };
      await ports.comments.create(this.type, `${parentSlug}/${id}`, fans[c.comment.by], comment);
    }
    return id;
  }

  // ---- admin ----

  /** Every parent, unpublished included, newest first. */
  async adminList(page: Page) {
    const { rows, total } = await this.spec.records.listAll(this.db, page.perPage, page.offset);
    return { data: rows.map((r) => this.presentAdmin(r)), total };
  }

  /** One parent for editing (with its preview token). */
  async adminShow(id: number) {
    const row = await this.spec.records.byId(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.presentAdmin(row);
  }

  /** Creates an unpublished parent with a new preview token. */
  async create(input: Input, actorId: number | null) {
    const values = await this.parentValues(input);
    const row = await this.admin.slugSafe(() =>
      this.spec.records.insert(this.db, { ...values, previewToken: newPreviewToken(), createdBy: actorId } as never),
    );
    await this.admin.audit(actorId, 'create', row.id, { slug: row.slug, ...this.auditDetails(row) });
    return this.presentAdmin(row);
  }

  /** Replaces a parent's fields; publication and preview token stay. */
  async update(id: number, input: Input, actorId: number) {
    const values = await this.parentValues(input, id);
    const row = await this.admin.slugSafe(() => this.spec.records.update(this.db, id, values as never));
    if (!row) throw new AppError('NOT_FOUND');
    await this.admin.audit(actorId, 'update', id, this.auditDetails(row));
    return this.presentAdmin(row);
  }

  /** Publishes a parent. */
  async publish(id: number, actorId: number | null) {
    return this.presentAdmin(
      await this.admin.change(actorId, 'publish', id, () => this.spec.records.publish(this.db, id)),
    );
  }

  /** Closes a parent now (ends_at = now unless it ended already). */
  async close(id: number, actorId: number) {
    return this.presentAdmin(await this.admin.change(actorId, 'close', id, () => this.spec.records.close(this.db, id)));
  }

  // ---- internals ----

  /**
   * In the transaction `tx`: tells a contribution's author (`key`, naming the contribution and its
   * parent) when notifications are on; answers what to publish after commit.
   */
  protected async tellAuthor<N>(
    notifier: ContributionNotifier<N> | undefined,
    tx: Db,
    n: {
      key: string;
      actorId: number;
      row: { id: number; userId: number; title: string };
      parent: { id: number; slug: string };
    },
  ): Promise<N[]> {
    if (!notifier?.moduleOn()) return [];
    const parent = { type: this.spec.parent, id: String(n.parent.id), slug: n.parent.slug };
    const resource = { type: this.type, id: String(n.row.id), title: n.row.title, parent };
    const input = {
      userId: n.row.userId,
      key: n.key,
      actorId: n.actorId,
      parameters: { serialized_resource: resource },
    };
    return [await notifier.notify(input as never, tx)];
  }

  /** What must still hold when an edit is written (e.g. unanswered); none by default. */
  protected editGuard(): SQL | undefined {
    return undefined;
  }

  /** A parent for the contributions' routes: seen by the rules' `see` (no preview token here). */
  protected async visibleParent(slug: string, caller: Caller | undefined): Promise<Parent> {
    const row = await this.spec.records.bySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    this.spec.policy.authorize(caller, 'see', row);
    return row;
  }

  protected async visibleContribution(slug: string, id: number, caller: Caller | undefined) {
    const parent = await this.visibleParent(slug, caller);
    const row = await this.spec.queries.visible(this.db, id, caller?.user.id);
    if (!row || row.parentId !== parent.id) throw new AppError('NOT_FOUND');
    return { parent, row };
  }

  /** The contribution's document as the caller sees it now (after a write). */
  protected async reread(id: number, parent: Parent, caller: Caller) {
    const row = await this.spec.queries.visible(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.document(row, parent, caller);
  }

  /** Sanitized to the fans' rich-text subset (that of comments); empty as `emptyBody` says, or with images. */
  private cleanBody(raw: string | undefined, hasImages: boolean): string {
    const body = sanitizeComment(raw ?? '');
    if (!isEmptyRichText(body)) return body;
    if (!this.spec.emptyBody && !hasImages) {
      throw new AppError('VALIDATION_FAILED', undefined, { [`${this.type}.body`]: ["can't be blank"] });
    }
    return '';
  }

  private storeImages(userId: number, files: UploadedFile[]): Promise<UgcImage[]> {
    return this.spec.storeImages(this.kit.store, userId, files, this.spec.form.maxImages);
  }

  protected async document(row: Row, parent: Parent, caller: Caller | undefined) {
    const doc = await this.presentContributions([row], caller, new Map([[parent.id, parent]]));
    const data = doc.data[0] as Resource & { attributes: { boosts: string; boosted_by_current_user: boolean } };
    return { data, included: doc.included };
  }

  /** Presents contributions with their people, top comments and those comments' authors in `included`. */
  private async presentContributions(rows: Row[], caller: Caller | undefined, parents: Map<number, Parent>) {
    const callerId = caller?.user.id;
    const { comments } = this.kit;
    const commented = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const top = commented.length ? await comments.topFor(this.type, commented, callerId) : new Map();
    const data = rows.map((r) =>
      this.presentContribution(r, {
        caller,
        parent: parents.get(r.parentId),
        topCommentIds: ((top.get(r.id) ?? []) as Array<{ id: number }>).map((c) => c.id),
      }),
    );
    const { included, seen } = contributionIncludedRecords<UgcAuthor>(
      rows.flatMap((r) => this.people(r)),
      (u) => comments.presentCommentUser(u),
      comments.presentIncluded([...top.values()].flat() as Array<{ id: number }>, '', callerId),
    );
    return { data, included, seen };
  }

  /** Presents parents with their people, top contributions (and their people) and hero media in `included`. */
  private async presentParents(rows: Parent[], caller: Caller | undefined, lang: Lang, query: Query) {
    const callerId = caller?.user.id;
    const withContributions = rows.filter((r) => this.hasContributions(r)).map((r) => r.id);
    const contributionRows = await this.spec.queries.top(this.db, withContributions, {
      sort: query.sort,
      viewerId: callerId,
      where: this.listWhere(query),
      n: TOP_CONTRIBUTIONS,
    });
    const byParent = new Map<number, number[]>();
    for (const c of contributionRows) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c.id]);
    const heroIds = [...new Set(rows.flatMap((r) => (r.heroMediumId === null ? [] : [r.heroMediumId])))];
    const [media, people] = await Promise.all([
      heroIds.length ? this.kit.media.findByIds(heroIds) : Promise.resolve(new Map<number, unknown>()),
      this.parentPeople(rows),
    ]);
    const shown = new Set(people.map((p) => p.id));
    const data = rows.map((r) =>
      this.presentParent(r, { caller, lang, topIds: byParent.get(r.id) ?? [], people: shown }),
    );
    const included: unknown[] = [];
    for (const id of heroIds) {
      const m = media.get(id);
      if (m) included.push(this.kit.media.present(m as never, { available: true }));
    }
    const contributionsDoc = await this.presentContributions(
      contributionRows,
      caller,
      new Map(rows.map((r) => [r.id, r])),
    );
    included.push(...contributionsDoc.data, ...contributionsDoc.included);
    for (const person of people) {
      if (contributionsDoc.seen.has(person.id)) continue;
      included.push(this.kit.comments.presentCommentUser(person));
    }
    return { data, included };
  }

  /** Whether a parent has any contributions to read (its stored count). */
  protected abstract hasContributions(row: Parent): boolean;

  /** The stored fields of an admin's input: ends_at a date-time, the hero medium there, the slug free. */
  private async parentValues(input: Input, exceptId?: number): Promise<ParentValues> {
    const fields: Record<string, string[]> = {};
    const endsAt = new Date(input.ends_at);
    if (!Number.isFinite(endsAt.getTime())) fields[`${this.spec.parent}.ends_at`] = ['is not a date-time'];
    const heroId = input.hero_medium_id ? Number(input.hero_medium_id) : null;
    if (heroId !== null && !(await mediumExists(this.db, heroId))) {
      fields[`${this.spec.parent}.hero_medium_id`] = ['does not exist'];
    }
    const more = await this.moreValues(input, fields);
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
    if (await this.spec.records.slugTaken(this.db, input.slug, exceptId)) {
      throw this.admin.slugTaken();
    }
    return {
      slug: input.slug,
      title: plainTexts(input.title),
      description: richTexts(input.description),
      heroMediumId: heroId,
      ...more,
      endsAt,
    };
  }
}
