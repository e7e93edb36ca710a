import { isEmptyRichText, type ParticipationSort } from '@tribune/domain';
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
import type { Caller } from '../auth/index.ts';
import {
  contributionTitle,
  insertWithImages,
  requireInitialBoost,
  storeContributionImages,
} from '../comments/index.ts';
import type { CommentImage, CommentRow, CommentUser } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import type { MediaPort } from '../contents/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { MAX_QUESTION_IMAGES } from './input.ts';
import { amaPolicy, isHost, isOpen } from './policy.ts';
import { presentAdminSession, presentQuestion, presentSession, type AmaQuestionResource } from './presenter.ts';
import {
  closeSession,
  findQuestionFacts,
  findSessionById,
  findSessionBySlug,
  findUserId,
  findUsers,
  findVisibleQuestion,
  insertQuestion,
  insertSession,
  listAllSessions,
  listPublishedSessions,
  listQuestions,
  mediumExists,
  publishSession,
  sessionSlugTaken,
  topQuestions,
  updateQuestion,
  updateSession,
  writeAnswer,
  type AnsweredFilter,
  type QuestionRow,
  type SessionRow,
  type SessionValues,
} from './repository.ts';
import { plainTexts, richTexts } from '../../lib/localized-texts.ts';
import type { Lang } from '../../http/locale.ts';

/** How many questions a session carries in `top_ama_questions`. */
export const TOP_QUESTIONS = 3;

/** An admin's session input (POST/PUT /v2/admin/ama_sessions). */
export interface SessionInput {
  slug: string;
  title: { en: string; de?: string; it?: string };
  description?: { en?: string; de?: string; it?: string };
  hero_medium_id?: string | null;
  /** The host by id, or `host_slug` by slug; neither: no host (nobody answers). */
  host_user_id?: string | null;
  host_slug?: string | null;
  ends_at: string;
}

/** How a list of questions is read. */
export interface QuestionQuery {
  sort: ParticipationSort;
  answered: AnsweredFilter;
}

/**
 * The rules of AMA sessions and questions (decorated as `app.amas`): who sees a session, asking
 * and editing questions while it is open, the host's answers (told to the asker), admin
 * management, in a constant number of statements per page.
 */
export class AmasService {
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
    this.admin = adminWrites({ db, type: 'ama_session', slugIndexes: ['ama_sessions_slug_idx'] });
  }

  /** The published sessions: open first (soonest end), then at most 5 ended ones (most recent end). */
  async listParents(caller: Caller | undefined, lang: Lang) {
    const rows = await listPublishedSessions(this.db);
    const out = await this.presentSessions(rows, caller, lang, { sort: 'top', answered: undefined });
    const counts = openCounts(rows, (r) => isOpen(r));
    return { ...out, meta: { open_count: counts.open, ended_count: counts.ended } };
  }

  /** One session with its top questions; unpublished ones only for admins, its host and holders of its preview token. */
  async showParent(slug: string, caller: Caller | undefined, lang: Lang, query: QuestionQuery, previewToken?: string) {
    const row = await findSessionBySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    amaPolicy.authorize(caller, 'preview', { session: row, token: previewToken });
    const out = await this.presentSessions([row], caller, lang, query);
    const data = out.data[0];
    if (!data) throw new AppError('NOT_FOUND');
    return { data, included: out.included, meta: this.queryMeta(query) };
  }

  /** One page of a session's questions (404 when the session is not there for this caller). */
  async listContributions(slug: string, caller: Caller | undefined, query: QuestionQuery, page: Page) {
    const session = await this.visibleSession(slug, caller);
    const { rows, total } = await listQuestions(this.db, {
      sessionId: session.id,
      sort: query.sort,
      answered: query.answered,
      viewerId: caller?.user.id,
      limit: page.perPage,
      offset: page.offset,
    });
    const doc = await this.presentQuestions(rows, caller, new Map([[session.id, session]]));
    return { ...doc, total, meta: this.queryMeta(query) };
  }

  /** One question of a session (404 when either is not there for this caller, or it is another session's). */
  async showContribution(slug: string, id: number, caller: Caller | undefined) {
    const { session, question } = await this.visibleQuestion(slug, id, caller);
    return this.questionDocument(question, session, caller);
  }

  /**
   * Asks a question as the caller: the session open (422 AMA_SESSION_CLOSED otherwise), a title,
   * a sanitized body (may be empty), initial_boost a base-10 integer, images checked by content.
   */
  async createContribution(slug: string, caller: Caller, form: ContributionForm) {
    const session = await this.visibleSession(slug, caller);
    amaPolicy.authorize(caller, 'ask', session);
    const title = contributionTitle(form.title, 'ama_question.title');
    const body = this.cleanBody(form.body);
    const initialBoost = requireInitialBoost(form.initialBoost, 'ama_question.initial_boost');
    const images = await this.storeImages(caller.user.id, form.images);
    const id = await insertWithImages(
      this.deps.store,
      images,
      () =>
        insertQuestion(this.db, { sessionId: session.id, userId: caller.user.id, title, body, images, initialBoost }),
      // The session closed between the check and the insert.
      'AMA_SESSION_CLOSED',
    );
    const row = await findVisibleQuestion(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.questionDocument(row, session, caller);
  }

  /** Edits a question: its author only, while the session is open and the question unanswered. */
  async updateContribution(slug: string, id: number, caller: Caller, form: ContributionForm) {
    const { session, question } = await this.visibleQuestion(slug, id, caller);
    amaPolicy.authorize(caller, 'edit', { question, session });
    const title = form.title === undefined ? question.title : contributionTitle(form.title, 'ama_question.title');
    const body = form.body === undefined ? question.body : this.cleanBody(form.body);
    let images: CommentImage[] | undefined;
    if (form.hasImages) images = await this.storeImages(caller.user.id, form.images);
    const ok = await updateQuestion(this.db, id, { title, body, images });
    if (!ok) {
      if (images) await this.deps.store.remove(images.map((i) => i.key));
      throw new AppError('AMA_QUESTION_ANSWERED');
    }
    if (images) await this.deps.store.remove(question.images.map((i) => i.key));
    const row = await findVisibleQuestion(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.questionDocument(row, session, caller);
  }

  /**
   * The host answers (`first`) or edits the answer: only the session's host or an admin (403 for
   * anybody else who sees the question), also after the end. The first answer tells the asker
   * (`ama_question.answered`, in the same transaction, published after commit).
   */
  async answer(slug: string, id: number, caller: Caller, raw: string, first: boolean) {
    const { session, question } = await this.visibleQuestion(slug, id, caller);
    amaPolicy.authorize(caller, 'answer', session);
    const answer = sanitizeComment(raw);
    if (isEmptyRichText(answer)) {
      throw new AppError('VALIDATION_FAILED', undefined, { answer: ["can't be blank"] });
    }
    if (first && question.answeredAt !== null) throw new AppError('AMA_ALREADY_ANSWERED');
    if (!first && question.answeredAt === null) throw new AppError('AMA_NOT_ANSWERED');
    let notified: Array<Notified | undefined> = [];
    const notifier = this.deps.notifier;
    await inTransaction(this.db, async (tx) => {
      const ok = await writeAnswer(tx, id, { answer, hostId: caller.user.id, first });
      if (!ok) throw new AppError(first ? 'AMA_ALREADY_ANSWERED' : 'AMA_NOT_ANSWERED');
      if (first && notifier?.moduleOn()) {
        notified = [
          await notifier.notify(
            {
              userId: question.userId,
              key: 'ama_question.answered',
              actorId: caller.user.id,
              parameters: {
                serialized_resource: {
                  type: 'ama_question',
                  id: String(question.id),
                  title: question.title,
                  parent: { type: 'ama_session', id: String(session.id), slug: session.slug },
                },
              },
            },
            tx,
          ),
        ];
      }
    });
    await notifier?.publish(notified);
    const row = await findVisibleQuestion(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.questionDocument(row, session, caller);
  }

  /**
   * A question as one caller finds it, for the resource registry (comments, likes, likers,
   * reports): by the key of its URLs, `<session slug>/<question id>`, or by id; undefined when
   * it, its author or its session is not there for them.
   */
  async findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined> {
    return findContribution(ref, {
      facts: (id) => findQuestionFacts(this.db, id, caller?.user.id),
      parentSlug: (facts) => facts.sessionSlug,
      visible: (facts) =>
        amaPolicy.can(caller, 'see', { published: facts.sessionPublished, hostUserId: facts.hostUserId }),
    });
  }

  // ---- admin ----

  /** Every session, unpublished included, newest first. */
  async adminList(page: Page) {
    const { rows, total } = await listAllSessions(this.db, page.perPage, page.offset);
    return { data: rows.map(presentAdminSession), total };
  }

  /** One session for editing (with its preview token). */
  async adminShow(id: number) {
    const row = await findSessionById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminSession(row);
  }

  /** Creates an unpublished session with a new preview token. */
  async create(input: SessionInput, actorId: number | null) {
    const values = await this.sessionValues(input);
    const row = await this.admin.slugSafe(() =>
      insertSession(this.db, { ...values, previewToken: newPreviewToken(), createdBy: actorId }),
    );
    await this.admin.audit(actorId, 'create', row.id, { slug: row.slug, host_user_id: row.hostUserId });
    return presentAdminSession(row);
  }

  /** Replaces a session's fields (its host included); publication and preview token stay. */
  async update(id: number, input: SessionInput, actorId: number) {
    const values = await this.sessionValues(input, id);
    const row = await this.admin.slugSafe(() => updateSession(this.db, id, values));
    if (!row) throw new AppError('NOT_FOUND');
    await this.admin.audit(actorId, 'update', id, { host_user_id: row.hostUserId });
    return presentAdminSession(row);
  }

  /** Publishes a session. */
  async publish(id: number, actorId: number | null) {
    return presentAdminSession(await this.admin.change(actorId, 'publish', id, () => publishSession(this.db, id)));
  }

  /** Closes a session now (ends_at = now unless it ended already). */
  async close(id: number, actorId: number) {
    return presentAdminSession(await this.admin.change(actorId, 'close', id, () => closeSession(this.db, id)));
  }

  // ---- internals ----

  private queryMeta(query: QuestionQuery) {
    return { sort_ama_questions_by: query.sort, answered: query.answered ?? null };
  }

  /** A session for the question routes: published, or any for admins and the host (no preview token here). */
  private async visibleSession(slug: string, caller: Caller | undefined): Promise<SessionRow> {
    const row = await findSessionBySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    amaPolicy.authorize(caller, 'see', row);
    return row;
  }

  private async visibleQuestion(slug: string, id: number, caller: Caller | undefined) {
    const session = await this.visibleSession(slug, caller);
    const question = await findVisibleQuestion(this.db, id, caller?.user.id);
    if (!question || question.sessionId !== session.id) throw new AppError('NOT_FOUND');
    return { session, question };
  }

  /** Sanitized to the fans' rich-text subset (that of comments); may be empty (the title asks). */
  private cleanBody(raw: string | undefined): string {
    const body = sanitizeComment(raw ?? '');
    return isEmptyRichText(body) ? '' : body;
  }

  private storeImages(userId: number, files: ContributionForm['images']): Promise<CommentImage[]> {
    return storeContributionImages(this.deps.store, userId, files, MAX_QUESTION_IMAGES);
  }

  private async questionDocument(row: QuestionRow, session: SessionRow, caller: Caller | undefined) {
    const doc = await this.presentQuestions([row], caller, new Map([[session.id, session]]));
    const data = doc.data[0] as AmaQuestionResource;
    return { data, included: doc.included };
  }

  /** Presents questions with their authors, answerers, top comments and those comments' authors in `included`. */
  private async presentQuestions(rows: QuestionRow[], caller: Caller | undefined, sessions: Map<number, SessionRow>) {
    const callerId = caller?.user.id;
    const commented = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const top = commented.length ? await this.deps.comments.topFor('ama_question', commented, callerId) : new Map();
    const data = rows.map((r) => {
      const session = sessions.get(r.sessionId);
      return presentQuestion(r, {
        viewerId: callerId,
        publicUrl: this.deps.publicUrl,
        editable: session ? amaPolicy.can(caller, 'edit', { question: r, session }) : false,
        answerable: session ? amaPolicy.can(caller, 'answer', session) : false,
        topCommentIds: ((top.get(r.id) ?? []) as CommentRow[]).map((c) => c.id),
      });
    });
    const { included, seen } = contributionIncludedRecords<CommentUser>(
      rows.flatMap((r) => [r.user, r.answeredAt !== null ? r.answerer : null]),
      (u) => this.deps.comments.presentCommentUser(u),
      this.deps.comments.presentIncluded([...top.values()].flat() as CommentRow[], '', callerId),
    );
    return { data, included, seen };
  }

  /** Presents sessions with their hosts, top questions (and their authors) and hero media in `included`. */
  private async presentSessions(rows: SessionRow[], caller: Caller | undefined, lang: Lang, query: QuestionQuery) {
    const callerId = caller?.user.id;
    const withQuestions = rows.filter((r) => r.amaQuestionsCount > 0).map((r) => r.id);
    const questionRows = await topQuestions(this.db, withQuestions, {
      sort: query.sort,
      viewerId: callerId,
      answered: query.answered,
      n: TOP_QUESTIONS,
    });
    const bySession = new Map<number, number[]>();
    for (const q of questionRows) bySession.set(q.sessionId, [...(bySession.get(q.sessionId) ?? []), q.id]);
    const heroIds = [...new Set(rows.flatMap((r) => (r.heroMediumId === null ? [] : [r.heroMediumId])))];
    const hostIds = [...new Set(rows.flatMap((r) => (r.hostUserId === null ? [] : [r.hostUserId])))];
    const [media, hosts] = await Promise.all([
      heroIds.length ? this.deps.media.findByIds(heroIds) : Promise.resolve(new Map()),
      findUsers(this.db, hostIds),
    ]);
    const hostShown = new Set(hosts.map((h) => h.id));
    const data = rows.map((r) =>
      presentSession(r, {
        locale: lang.locale,
        fallback: lang.fallback,
        topQuestionIds: bySession.get(r.id) ?? [],
        viewerIsHost: isHost(caller, r),
        hostShown: r.hostUserId !== null && hostShown.has(r.hostUserId),
      }),
    );
    const included: unknown[] = [];
    for (const id of heroIds) {
      const m = media.get(id);
      if (m) included.push(this.deps.media.present(m, { available: true }));
    }
    const questionsDoc = await this.presentQuestions(questionRows, caller, new Map(rows.map((r) => [r.id, r])));
    included.push(...questionsDoc.data, ...questionsDoc.included);
    for (const h of hosts) {
      if (questionsDoc.seen.has(h.id)) continue;
      included.push(this.deps.comments.presentCommentUser(h));
    }
    return { data, included };
  }

  private async sessionValues(input: SessionInput, exceptId?: number): Promise<SessionValues> {
    const fields: Record<string, string[]> = {};
    const endsAt = new Date(input.ends_at);
    if (!Number.isFinite(endsAt.getTime())) fields['ama_session.ends_at'] = ['is not a date-time'];
    const heroId = input.hero_medium_id ? Number(input.hero_medium_id) : null;
    if (heroId !== null && !(await mediumExists(this.db, heroId))) {
      fields['ama_session.hero_medium_id'] = ['does not exist'];
    }
    let hostUserId: number | null = null;
    if (input.host_user_id) {
      hostUserId = (await findUserId(this.db, { id: Number(input.host_user_id) })) ?? null;
      if (hostUserId === null) fields['ama_session.host_user_id'] = ['does not exist'];
    } else if (input.host_slug) {
      hostUserId = (await findUserId(this.db, { slug: input.host_slug })) ?? null;
      if (hostUserId === null) fields['ama_session.host_slug'] = ['does not exist'];
    }
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', undefined, fields);
    if (await sessionSlugTaken(this.db, input.slug, exceptId)) {
      throw this.admin.slugTaken();
    }
    return {
      slug: input.slug,
      title: plainTexts(input.title),
      description: richTexts(input.description),
      heroMediumId: heroId,
      hostUserId,
      endsAt,
    };
  }
}
