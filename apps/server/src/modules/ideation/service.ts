import { isEmptyRichText, type IdeaStatus, type ParticipationSort } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { sanitizeComment } from '../../lib/sanitize.ts';
import {
  adminWrites,
  contributionIncludedRecords,
  findContribution,
  newPreviewToken,
  openCounts,
  type AdminWrites,
  type ContributionForm,
} from '../../platform/participation/index.ts';
import type { Found } from '../../platform/resources.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import type { Caller } from '../auth/index.ts';
import {
  contributionTitle,
  insertWithImages,
  requireInitialBoost,
  storeContributionImages,
} from '../comments/index.ts';
import type { CommentImage, CommentRow } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import type { MediaPort } from '../contents/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { MAX_IDEA_IMAGES } from './input.ts';
import { ideationPolicy, isOpen } from './policy.ts';
import { presentAdminMission, presentIdea, presentMission, type IdeaResource } from './presenter.ts';
import {
  closeMission,
  findIdeaFacts,
  findIdeaForStatus,
  findMissionById,
  findMissionBySlug,
  findVisibleIdea,
  insertIdea,
  insertMission,
  listAllMissions,
  listIdeas,
  listPublishedMissions,
  mediumExists,
  missionSlugTaken,
  publishMission,
  setIdeaStatus,
  topIdeas,
  updateIdea,
  updateMission,
  type IdeaRow,
  type MissionRow,
  type MissionValues,
} from './repository.ts';
import { plainTexts, richTexts } from '../../lib/localized-texts.ts';
import type { Lang } from '../../http/locale.ts';

/** How many ideas a mission carries in `top_ideas`. */
export const TOP_IDEAS = 3;

/** An admin's mission input (POST/PUT /v2/admin/ideation_missions). */
export interface MissionInput {
  slug: string;
  title: { en: string; de?: string; it?: string };
  description?: { en?: string; de?: string; it?: string };
  hero_medium_id?: string | null;
  ends_at: string;
}

/**
 * The rules of ideation missions and ideas (decorated as `app.ideation`): who sees a mission,
 * adding and editing ideas while it is open, their club acceptance status (admins), in a
 * constant number of statements per page.
 */
export class IdeationService {
  private readonly admin: AdminWrites;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      media: MediaPort;
      comments: CommentsService;
      store: MediaStore;
      publicUrl: string;
      notifier?: Notifier;
    },
  ) {
    this.admin = adminWrites({ db, type: 'ideation_mission', slugIndexes: ['ideation_missions_slug_idx'] });
  }

  /** The published missions: open first (soonest end), then at most 5 ended ones (most recent end). */
  async listParents(caller: Caller | undefined, lang: Lang) {
    const rows = await listPublishedMissions(this.db);
    const out = await this.presentMissions(rows, caller, lang, 'top');
    const counts = openCounts(rows, (r) => isOpen(r));
    return { ...out, meta: { open_count: counts.open, ended_count: counts.ended } };
  }

  /** One mission with its top ideas by `sort`; unpublished ones only for admins and holders of its preview token. */
  async showParent(
    slug: string,
    caller: Caller | undefined,
    lang: Lang,
    sort: ParticipationSort,
    previewToken?: string,
  ) {
    const row = await findMissionBySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    ideationPolicy.authorize(caller, 'preview', { mission: row, token: previewToken });
    const out = await this.presentMissions([row], caller, lang, sort);
    const data = out.data[0];
    if (!data) throw new AppError('NOT_FOUND');
    return { data, included: out.included, meta: { sort_ideas_by: sort } };
  }

  /** One page of a mission's ideas by `sort` (404 when the mission is not there for this caller). */
  async listContributions(slug: string, caller: Caller | undefined, sort: ParticipationSort, page: Page) {
    const mission = await this.visibleMission(slug, caller);
    const { rows, total } = await listIdeas(this.db, {
      missionId: mission.id,
      sort,
      viewerId: caller?.user.id,
      limit: page.perPage,
      offset: page.offset,
    });
    const doc = await this.presentIdeas(rows, caller, new Map([[mission.id, mission]]));
    return { ...doc, total, meta: { sort_ideas_by: sort } };
  }

  /** One idea of a mission (404 when either is not there for this caller, or the idea is another mission's). */
  async showContribution(slug: string, id: number, caller: Caller | undefined) {
    const mission = await this.visibleMission(slug, caller);
    const row = await findVisibleIdea(this.db, id, caller?.user.id);
    if (!row || row.missionId !== mission.id) throw new AppError('NOT_FOUND');
    return this.ideaDocument(row, mission, caller);
  }

  /**
   * Adds an idea as the caller: the mission open (422 MISSION_CLOSED otherwise), a title, a
   * sanitized body (or images), initial_boost a base-10 integer, images checked by content.
   */
  async createContribution(slug: string, caller: Caller, form: ContributionForm) {
    const mission = await this.visibleMission(slug, caller);
    ideationPolicy.authorize(caller, 'propose', mission);
    const title = contributionTitle(form.title, 'idea.title');
    const body = this.cleanBody(form.body, form.images.length > 0);
    const initialBoost = requireInitialBoost(form.initialBoost, 'idea.initial_boost');
    const images = await this.storeImages(caller.user.id, form.images);
    const id = await insertWithImages(
      this.deps.store,
      images,
      () => insertIdea(this.db, { missionId: mission.id, userId: caller.user.id, title, body, images, initialBoost }),
      // The mission closed between the check and the insert.
      'MISSION_CLOSED',
    );
    const row = await findVisibleIdea(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.ideaDocument(row, mission, caller);
  }

  /**
   * Edits an idea: only its author (403 for others who can see it, 404 for those who cannot),
   * only while the mission is open (422). Fields left out stay; img_files replace the images.
   */
  async updateContribution(slug: string, id: number, caller: Caller, form: ContributionForm) {
    const mission = await this.visibleMission(slug, caller);
    const current = await findVisibleIdea(this.db, id, caller.user.id);
    if (!current || current.missionId !== mission.id) throw new AppError('NOT_FOUND');
    ideationPolicy.authorize(caller, 'edit', { idea: current, mission });
    const title = form.title === undefined ? current.title : contributionTitle(form.title, 'idea.title');
    const keepsImages = !form.hasImages && current.images.length > 0;
    const body =
      form.body === undefined ? current.body : this.cleanBody(form.body, form.images.length > 0 || keepsImages);
    let images: CommentImage[] | undefined;
    if (form.hasImages) images = await this.storeImages(caller.user.id, form.images);
    await updateIdea(this.db, id, { title, body, images });
    if (images) await this.deps.store.remove(current.images.map((i) => i.key));
    const row = await findVisibleIdea(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.ideaDocument(row, mission, caller);
  }

  /**
   * An idea as one caller finds it, for the resource registry (comments, likes, likers, reports):
   * by the key of its URLs, `<mission slug>/<idea id>` (the idea must be that mission's) or a bare
   * id, or by id; undefined when it, its author or its mission is not there for them.
   */
  async findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined> {
    return findContribution(ref, {
      facts: (id) => findIdeaFacts(this.db, id, caller?.user.id),
      parentSlug: (facts) => facts.missionSlug,
      visible: (facts) => ideationPolicy.can(caller, 'see', { published: facts.missionPublished }),
    });
  }

  // ---- admin ----

  /** Every mission, unpublished included, newest first. */
  async adminList(page: Page) {
    const { rows, total } = await listAllMissions(this.db, page.perPage, page.offset);
    return { data: rows.map(presentAdminMission), total };
  }

  /** One mission for editing (with its preview token). */
  async adminShow(id: number) {
    const row = await findMissionById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminMission(row);
  }

  /** Creates an unpublished mission with a new preview token. */
  async create(input: MissionInput, actorId: number | null) {
    const values = await this.missionValues(input);
    const row = await this.admin.slugSafe(() =>
      insertMission(this.db, { ...values, previewToken: newPreviewToken(), createdBy: actorId }),
    );
    await this.admin.audit(actorId, 'create', row.id, { slug: row.slug });
    return presentAdminMission(row);
  }

  /** Replaces a mission's fields; publication and preview token stay. */
  async update(id: number, input: MissionInput, actorId: number) {
    const values = await this.missionValues(input, id);
    const row = await this.admin.slugSafe(() => updateMission(this.db, id, values));
    if (!row) throw new AppError('NOT_FOUND');
    await this.admin.audit(actorId, 'update', id, {});
    return presentAdminMission(row);
  }

  /** Publishes a mission. */
  async publish(id: number, actorId: number | null) {
    return presentAdminMission(await this.admin.change(actorId, 'publish', id, () => publishMission(this.db, id)));
  }

  /** Closes a mission now (ends_at = now unless it ended already). */
  async close(id: number, actorId: number) {
    return presentAdminMission(await this.admin.change(actorId, 'close', id, () => closeMission(this.db, id)));
  }

  /**
   * Sets an idea's club acceptance status and tells its author (`idea.status_changed`, in the
   * same transaction, published after commit); setting the status it has already changes nothing
   * and tells nobody. Any idea, whatever its visibility.
   */
  async setIdeaStatus(id: number, status: IdeaStatus, caller: Caller) {
    const idea = await findIdeaForStatus(this.db, id);
    if (!idea) throw new AppError('NOT_FOUND');
    let notified: Array<Notified | undefined> = [];
    const notifier = this.deps.notifier;
    if (idea.status !== status) {
      await inTransaction(this.db, async (tx) => {
        await setIdeaStatus(tx, id, status);
        await insertAuditEntry(tx, {
          actorId: caller.user.id,
          action: 'idea.status',
          targetType: 'idea',
          targetId: String(id),
          details: { from: idea.status, to: status },
        });
        if (notifier?.moduleOn()) {
          notified = [
            await notifier.notify(
              {
                userId: idea.userId,
                key: 'idea.status_changed',
                actorId: caller.user.id,
                parameters: {
                  serialized_resource: {
                    type: 'idea',
                    id: String(idea.id),
                    title: idea.title,
                    parent: { type: 'ideation_mission', id: String(idea.missionId), slug: idea.missionSlug },
                  },
                },
              },
              tx,
            ),
          ];
        }
      });
      await notifier?.publish(notified);
    }
    return {
      data: {
        id: String(id),
        type: 'idea' as const,
        attributes: { status, title: idea.title, ideation_mission_slug: idea.missionSlug },
      },
    };
  }

  // ---- internals ----

  /** A mission for the idea routes: published, or any for admins (no preview token here); 404 otherwise. */
  private async visibleMission(slug: string, caller: Caller | undefined): Promise<MissionRow> {
    const row = await findMissionBySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    ideationPolicy.authorize(caller, 'see', row);
    return row;
  }

  /** Sanitized to the fans' rich-text subset (that of comments); empty only when images carry the idea. */
  private cleanBody(raw: string | undefined, hasImages: boolean): string {
    const body = sanitizeComment(raw ?? '');
    if (isEmptyRichText(body)) {
      if (!hasImages) throw new AppError('VALIDATION_FAILED', undefined, { 'idea.body': ["can't be blank"] });
      return '';
    }
    return body;
  }

  private storeImages(userId: number, files: ContributionForm['images']): Promise<CommentImage[]> {
    return storeContributionImages(this.deps.store, userId, files, MAX_IDEA_IMAGES);
  }

  private async ideaDocument(row: IdeaRow, mission: MissionRow, caller: Caller | undefined) {
    const doc = await this.presentIdeas([row], caller, new Map([[mission.id, mission]]));
    const data = doc.data[0] as IdeaResource;
    return { data, included: doc.included };
  }

  /** Presents ideas with their authors, top comments and those comments' authors in `included`. */
  private async presentIdeas(rows: IdeaRow[], caller: Caller | undefined, missions: Map<number, MissionRow>) {
    const callerId = caller?.user.id;
    const commented = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const top = commented.length ? await this.deps.comments.topFor('idea', commented, callerId) : new Map();
    const data = rows.map((r) =>
      presentIdea(r, {
        publicUrl: this.deps.publicUrl,
        editable: ideationPolicy.can(caller, 'edit', {
          idea: r,
          mission: missions.get(r.missionId) ?? { endsAt: new Date(0) },
        }),
        topCommentIds: ((top.get(r.id) ?? []) as CommentRow[]).map((c) => c.id),
      }),
    );
    const { included } = contributionIncludedRecords(
      rows.map((r) => r.user),
      (u) => this.deps.comments.presentCommentUser(u),
      this.deps.comments.presentIncluded([...top.values()].flat() as CommentRow[], '', callerId),
    );
    return { data, included };
  }

  /** Presents missions with their top ideas (and those ideas' authors) and hero media in `included`. */
  private async presentMissions(rows: MissionRow[], caller: Caller | undefined, lang: Lang, sort: ParticipationSort) {
    const callerId = caller?.user.id;
    const withIdeas = rows.filter((r) => r.ideasCount > 0).map((r) => r.id);
    const ideasRows = await topIdeas(this.db, withIdeas, sort, callerId, TOP_IDEAS);
    const byMission = new Map<number, number[]>();
    for (const i of ideasRows) byMission.set(i.missionId, [...(byMission.get(i.missionId) ?? []), i.id]);
    const heroIds = [...new Set(rows.flatMap((r) => (r.heroMediumId === null ? [] : [r.heroMediumId])))];
    const media = heroIds.length ? await this.deps.media.findByIds(heroIds) : new Map();
    const data = rows.map((r) => presentMission(r, lang.locale, lang.fallback, byMission.get(r.id) ?? []));
    const included: unknown[] = [];
    for (const id of heroIds) {
      const m = media.get(id);
      if (m) included.push(this.deps.media.present(m, { available: true }));
    }
    const missionMap = new Map(rows.map((r) => [r.id, r]));
    const ideasDoc = await this.presentIdeas(ideasRows, caller, missionMap);
    included.push(...ideasDoc.data, ...ideasDoc.included);
    return { data, included };
  }

  private async missionValues(input: MissionInput, exceptId?: number): Promise<MissionValues> {
    const fields: Record<string, string[]> = {};
    const endsAt = new Date(input.ends_at);
    if (!Number.isFinite(endsAt.getTime())) fields['ideation_mission.ends_at'] = ['is not a date-time'];
    const heroId = input.hero_medium_id ? Number(input.hero_medium_id) : null;
    if (heroId !== null && !(await mediumExists(this.db, heroId))) {
      fields['ideation_mission.hero_medium_id'] = ['does not exist'];
    }
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
    if (await missionSlugTaken(this.db, input.slug, exceptId)) {
      throw this.admin.slugTaken();
    }
    return {
      slug: input.slug,
      title: plainTexts(input.title),
      description: richTexts(input.description),
      heroMediumId: heroId,
      endsAt,
    };
  }
}
