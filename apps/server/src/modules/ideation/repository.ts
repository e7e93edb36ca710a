/**
 * Queries of ideation missions and ideas (drizzle and SQL only, no rules): a constant number of
 * statements per page whatever its size.
 */
import { eq, sql } from 'drizzle-orm';
import { type IdeaStatus } from '@tribune/domain';
import { rowsOf, type Db } from '../../db/client.ts';
import { slugWords } from '../../platform/slugs.ts';
import { ideas, ideationMissions } from '../../db/schema.ts';
import {
  contributionQueries,
  participationRecords,
  type ContributionRowBase,
} from '../../platform/participation/index.ts';

/** A mission row. */
export type MissionRow = typeof ideationMissions.$inferSelect;

/** An idea as read for a viewer: the row, its author, its mission (`parentId`, `parentSlug`) and the viewer's own like. */
export type IdeaRow = ContributionRowBase & { slug: string; status: IdeaStatus; contractAddress: string | null };

/** The url-safe slug of a title: lower-case ASCII words joined by hyphens (at most 60 characters). */
export function slugBase(title: string): string {
  return slugWords(title, 'idea');
}

/**
 * The queries of ideas (platform/participation/contribution-repository.ts) over `ideas i`, their
 * authors `u` and missions `m`: an idea's slug is `<title words>-<id>` and follows title edits.
 */
export const ideaQueries = contributionQueries({
  type: 'idea',
  table: 'ideas',
  alias: 'i',
  parent: { table: 'ideation_missions', alias: 'm', key: 'mission_id', count: 'ideas_count' },
  columns: sql`i.slug, i.status, i.contract_address`,
  extra: (r) => ({
    slug: r.slug as string,
    status: r.status as IdeaStatus,
    contractAddress: r.contract_address as string | null,
  }),
  slug: slugBase,
});

/** An idea's author, status, title and mission, for the admin's status change (any visibility). */
export async function findIdeaForStatus(
  db: Db,
  id: number,
): Promise<
  { id: number; userId: number; title: string; status: IdeaStatus; missionId: number; missionSlug: string } | undefined
> {
  const row = rowsOf<{
    id: string | number;
    user_id: string | number;
    title: string;
    status: IdeaStatus;
    mission_id: string | number;
    mission_slug: string;
  }>(
    await db.execute(sql`select ideas.id, ideas.user_id, ideas.title, ideas.status, ideas.mission_id, m.slug as mission_slug
      from ideas join ideation_missions m on m.id = ideas.mission_id where ideas.id = ${id}`),
  )[0];
  return row
    ? {
        id: Number(row.id),
        userId: Number(row.user_id),
        title: row.title,
        status: row.status,
        missionId: Number(row.mission_id),
        missionSlug: row.mission_slug,
      }
    : undefined;
}

/** Sets an idea's club acceptance status. */
export async function setIdeaStatus(db: Db, id: number, status: IdeaStatus): Promise<void> {
  await db
    .update(ideas)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(ideas.id, id));
}

/** The queries of the missions' table (platform/participation/repository.ts). */
export const missionRecords = participationRecords(ideationMissions);

/** An idea as the admins' list of a mission shows it (any visibility). */
export interface AdminIdeaRow {
  id: number;
  slug: string;
  title: string;
  status: IdeaStatus;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  author: { id: number; slug: string; displayName: string };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a mission's ideas for the admins, newest first, with a search and a status, and the total. */
export async function adminIdeasPage(
  db: Db,
  missionId: number,
  q: { search?: string; status?: IdeaStatus; limit: number; offset: number },
): Promise<{ rows: AdminIdeaRow[]; total: number }> {
  const term = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where = sql`i.mission_id = ${missionId}
    ${q.status ? sql`and i.status = ${q.status}` : sql``}
    ${term ? sql`and (i.title ilike ${term} or u.display_name ilike ${term} or u.slug ilike ${term})` : sql``}`;
  const rows = rowsOf<{
    id: string | number;
    slug: string;
    title: string;
    status: IdeaStatus;
    likes_count: number;
    comments_count: number;
    created_at: Date | string;
    user_id: string | number;
    user_slug: string;
    display_name: string;
  }>(
    await db.execute(sql`
      select i.id, i.slug, i.title, i.status, i.likes_count, i.comments_count, i.created_at,
        u.id as user_id, u.slug as user_slug, u.display_name
      from ideas i join users u on u.id = i.user_id
      where ${where}
      order by i.created_at desc, i.id desc
      limit ${q.limit} offset ${q.offset}`),
  );
  const total = Number(
    rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ideas i join users u on u.id = i.user_id where ${where}`),
    )[0]?.n ?? 0,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      title: r.title,
      status: r.status,
      likesCount: Number(r.likes_count),
      commentsCount: Number(r.comments_count),
      createdAt: new Date(r.created_at),
      author: { id: Number(r.user_id), slug: r.user_slug, displayName: r.display_name },
    })),
  };
}
