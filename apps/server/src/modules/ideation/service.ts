import type { IdeaStatus } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import type { Page } from '../../http/pagination.ts';
import {
  adminWrites,
  ContributionService,
  type AdminWrites,
  type ContributionServiceDeps,
  type ContributionFacts,
  type ContributionListQuery,
} from '../../platform/participation/index.ts';
import type { Caller } from '../auth/index.ts';
import { storeContributionImages } from '../comments/index.ts';
import type { Notified, Notifier } from '../notifications/index.ts';
import { IDEA_FORM } from './input.ts';
import { ideationPolicy } from './policy.ts';
import { presentAdminIdea, presentAdminMission, presentIdea, presentMission } from './presenter.ts';
import {
  adminIdeasPage,
  findIdeaForStatus,
  ideaQueries,
  missionRecords,
  setIdeaStatus,
  type IdeaRow,
  type MissionRow,
} from './repository.ts';

/**
 * The rules of ideation missions and ideas (decorated as `app.ideation`), a parent with
 * contributions of the participation kit: who sees a mission, adding and editing ideas while it
 * is open, their club acceptance status (admins), in a constant number of statements per page.
 */
export class IdeationService extends ContributionService<MissionRow, IdeaRow, ContributionListQuery> {
  protected readonly defaultQuery: ContributionListQuery = { sort: 'top' };
  /** The audit log of ideas (`idea.status`). */
  private readonly ideaAudit: AdminWrites;

  constructor(
    db: Db,
    private readonly deps: ContributionServiceDeps & { notifier?: Notifier },
  ) {
    super(db, deps, {
      parent: 'ideation_mission',
      form: IDEA_FORM,
      records: missionRecords,
      queries: ideaQueries,
      policy: ideationPolicy,
      closed: 'MISSION_CLOSED',
      editRefused: 'NOT_FOUND',
      emptyBody: false,
      storeImages: storeContributionImages,
    });
    this.ideaAudit = adminWrites({ db, type: 'idea', slugIndexes: [] });
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
        await this.ideaAudit.audit(caller.user.id, 'status', id, { from: idea.status, to: status }, tx);
        const parent = { id: idea.missionId, slug: idea.missionSlug };
        notified = await this.tellAuthor(notifier, tx, {
          key: 'idea.status_changed',
          actorId: caller.user.id,
          row: idea,
          parent,
        });
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

  /** A page of a mission's ideas for the admins (any visibility), newest first; 404 for no such mission. */
  async adminIdeas(missionId: number, page: Page, filter: { search?: string; status?: IdeaStatus }) {
    const mission = await missionRecords.byId(this.db, missionId);
    if (!mission) throw new AppError('NOT_FOUND');
    const search = filter.search?.trim() || undefined;
    const { rows, total } = await adminIdeasPage(this.db, missionId, {
      search,
      status: filter.status,
      limit: page.perPage,
      offset: page.offset,
    });
    return { data: rows.map(presentAdminIdea), total };
  }

  // ---- the kit's hooks ----

  protected queryMeta(query: ContributionListQuery) {
    return { sort_ideas_by: query.sort };
  }

  protected hasContributions(row: MissionRow): boolean {
    return row.ideasCount > 0;
  }

  protected seesFacts(caller: Caller | undefined, facts: ContributionFacts): boolean {
    return ideationPolicy.can(caller, 'see', { published: facts.parentPublished });
  }

  protected presentContribution(
    row: IdeaRow,
    ctx: { caller: Caller | undefined; parent: MissionRow | undefined; topCommentIds: number[] },
  ) {
    return presentIdea(row, {
      publicUrl: this.deps.publicUrl,
      editable: ideationPolicy.can(ctx.caller, 'edit', {
        contribution: row,
        parent: ctx.parent ?? { endsAt: new Date(0) },
      }),
      topCommentIds: ctx.topCommentIds,
    });
  }

  protected presentParent(row: MissionRow, ctx: { lang: Lang; topIds: number[] }) {
    return presentMission(row, ctx.lang, ctx.topIds);
  }

  protected presentAdmin(row: MissionRow) {
    return presentAdminMission(row);
  }
}
