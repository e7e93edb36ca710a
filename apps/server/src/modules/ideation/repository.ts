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
