import { isEmptyRichText } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import { sanitizeComment } from '../../lib/sanitize.ts';
import {
  ContributionService,
  type ContributionServiceDeps,
  type ContributionListQuery,
  type ParentInput,
} from '../../platform/participation/index.ts';
import type { Caller } from '../auth/index.ts';
import { storeContributionImages } from '../comments/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { QUESTION_FORM } from './input.ts';
import { amaPolicy, isHost } from './policy.ts';
import { presentAdminSession, presentQuestion, presentSession } from './presenter.ts';
import {
  answeredWhere,
  findQuestionFacts,
  findUserId,
  findUsers,
  questionQueries,
  sessionRecords,
  UNANSWERED,
  writeAnswer,
  type AnsweredFilter,
  type QuestionRow,
  type SessionRow,
} from './repository.ts';

/** An admin's session input (POST/PUT /v2/admin/ama_sessions). */
export interface SessionInput extends ParentInput {
  /** The host by id, or `host_slug` by slug; neither: no host (nobody answers). */
  host_user_id?: string | null;
  host_slug?: string | null;
}

/** How a list of questions is read. */
export interface QuestionQuery extends ContributionListQuery {
  answered: AnsweredFilter;
}

type QuestionFacts = NonNullable<Awaited<ReturnType<typeof findQuestionFacts>>>;

/**
 * The rules of AMA sessions and questions (decorated as `app.amas`), a parent with contributions
 * of the participation kit: who sees a session (also its host), asking and editing questions
 * while it is open and they are unanswered, the host's answers (told to the asker), admin
 * management, in a constant number of statements per page.
 */
export class AmasService extends ContributionService<
  SessionRow,
  QuestionRow,
  QuestionQuery,
  QuestionFacts,
  SessionInput
> {
  protected readonly defaultQuery: QuestionQuery = { sort: 'top', answered: undefined };

  constructor(
    db: Db,
    private readonly deps: ContributionServiceDeps & { notifier?: Notifier },
  ) {
    super(db, deps, {
      parent: 'ama_session',
      form: QUESTION_FORM,
      records: sessionRecords,
      queries: questionQueries,
      policy: amaPolicy,
      closed: 'AMA_SESSION_CLOSED',
      editRefused: 'AMA_QUESTION_ANSWERED',
      emptyBody: true,
      storeImages: storeContributionImages,
    });
  }

  /**
   * The host answers (`first`) or edits the answer: only the session's host or an admin (403 for
   * anybody else who sees the question), also after the end. The first answer tells the asker
   * (`ama_question.answered`, in the same transaction, published after commit).
   */
  async answer(slug: string, id: number, caller: Caller, raw: string, first: boolean) {
    const { parent: session, row: question } = await this.visibleContribution(slug, id, caller);
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
      if (first) {
        const told = { key: 'ama_question.answered', actorId: caller.user.id, row: question, parent: session };
        notified = await this.tellAuthor(notifier, tx, told);
      }
    });
    await notifier?.publish(notified);
    return this.reread(id, session, caller);
  }

  // ---- the kit's hooks ----

  protected queryMeta(query: QuestionQuery) {
    return { sort_ama_questions_by: query.sort, answered: query.answered ?? null };
  }

  protected override listWhere(query: QuestionQuery) {
    return answeredWhere(query.answered);
  }

  protected override editGuard() {
    return UNANSWERED;
  }

  protected hasContributions(row: SessionRow): boolean {
    return row.amaQuestionsCount > 0;
  }

  protected override facts(id: number, viewerId: number | undefined) {
    return findQuestionFacts(this.db, id, viewerId);
  }

  protected seesFacts(caller: Caller | undefined, facts: QuestionFacts): boolean {
    return amaPolicy.can(caller, 'see', { published: facts.parentPublished, hostUserId: facts.hostUserId });
  }

  /** Who asked, and who answered (once answered). */
  protected override people(row: QuestionRow) {
    return [row.user, row.answeredAt !== null ? row.answerer : null];
  }

  /** The sessions' hosts, deleted ones left out. */
  protected override parentPeople(rows: SessionRow[]) {
    return findUsers(this.db, [...new Set(rows.flatMap((r) => (r.hostUserId === null ? [] : [r.hostUserId])))]);
  }

  protected presentContribution(
    row: QuestionRow,
    ctx: { caller: Caller | undefined; parent: SessionRow | undefined; topCommentIds: number[] },
  ) {
    const { caller, parent } = ctx;
    return presentQuestion(row, {
      publicUrl: this.deps.publicUrl,
      editable: parent ? amaPolicy.can(caller, 'edit', { contribution: row, parent }) : false,
      answerable: parent ? amaPolicy.can(caller, 'answer', parent) : false,
      topCommentIds: ctx.topCommentIds,
    });
  }

  protected presentParent(
    row: SessionRow,
    ctx: { caller: Caller | undefined; lang: Lang; topIds: number[]; people: Set<number> },
  ) {
    return presentSession(row, {
      lang: ctx.lang,
      topQuestionIds: ctx.topIds,
      viewerIsHost: isHost(ctx.caller, row),
      hostShown: row.hostUserId !== null && ctx.people.has(row.hostUserId),
    });
  }

  protected presentAdmin(row: SessionRow) {
    return presentAdminSession(row);
  }

  protected override auditDetails(row: SessionRow) {
    return { host_user_id: row.hostUserId };
  }

  /** The host, by id or else by slug (422 naming the field when there is none). */
  protected override async moreValues(input: SessionInput, fields: Record<string, string[]>) {
    let hostUserId: number | null = null;
    if (input.host_user_id) {
      hostUserId = (await findUserId(this.db, { id: Number(input.host_user_id) })) ?? null;
      if (hostUserId === null) fields['ama_session.host_user_id'] = ['does not exist'];
    } else if (input.host_slug) {
      hostUserId = (await findUserId(this.db, { slug: input.host_slug })) ?? null;
      if (hostUserId === null) fields['ama_session.host_slug'] = ['does not exist'];
    }
    return { hostUserId };
  }
}
