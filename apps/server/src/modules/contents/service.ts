import type { ContentType } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import type { Lang } from '../../http/locale.ts';
import type { Caller } from '../auth/index.ts';
import { contentAccess, contentVisibility, GUEST, type ContentViewer } from './policy.ts';
import type { CommentsPort, MediaPort, MediumResource } from './ports.ts';
import { presentCategory, presentContent, type CategoryMedium, type ContentResource } from './presenter.ts';
import {
  findContentBySlug,
  listCategories,
  listContents,
  listFacets,
  findContentVisibility,
  viewerState,
  type CategoryRow,
  type ContentRow,
  type MediumRow,
  type SearchLocale,
} from './repository.ts';

/** Query of the public contents list. */
export interface ContentListQuery {
  byCategory?: string;
  byContentType?: ContentType;
  search?: string;
}

/** The search dictionary of a request's language (english for any other language). */
export function searchLocaleOf(locale: string): SearchLocale {
  return locale === 'de' || locale === 'it' ? locale : 'en';
}

/**
 * The rules of reading contents: what a viewer may see, in a constant number of queries per
 * page (page, facets, media, the viewer's state, top comments), whatever the page size.
 */
export class ContentsService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaPort,
    private readonly comments: CommentsPort,
  ) {}

  /** Every category in menu order, with their media. */
  async categories(lang: Lang) {
    const rows = await listCategories(this.db);
    const media = await this.findMedia(rows.flatMap((c) => (c.mediumId === null ? [] : [c.mediumId])));
    return rows.map((c) => this.category(c, media, lang));
  }

  /**
   * One page of published contents for this viewer, with includes and list meta. A signed-in
   * reader's likes, purchases and entitlements come with the page, in the same statement: a
   * signed-in read costs no more statements than a guest's.
   */
  async list(query: ContentListQuery, page: Page, caller: Caller | undefined, lang: Lang) {
    const searchLocale = searchLocaleOf(lang.locale);
    const text = query.search?.trim();
    const user = caller?.user;
    const {
      rows,
      total,
      facets: pageFacets,
      viewer: state,
    } = await listContents(
      this.db,
      {
        categorySlug: query.byCategory,
        contentType: query.byContentType,
        search: text ? { locale: searchLocale, text } : undefined,
        withFacets: true,
        viewerId: user?.id,
      },
      page.perPage,
      page.offset,
    );
    const facets = pageFacets ?? (await listFacets(this.db));
    const viewer: ContentViewer = user && state ? { userId: user.id, ...state } : GUEST;
    const out = await this.present(rows, facets.categories, caller, lang, viewer);
    return {
      ...out,
      total,
      meta: {
        search_locale: searchLocale,
        available_content_types: facets.types,
        available_categories: out.categoryResources,
      },
    };
  }

  /** A published content by canonical or translated slug; 404 otherwise. */
  async show(slug: string, caller: Caller | undefined, lang: Lang) {
    const row = await findContentBySlug(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND');
    const categories = row.categoryId === null ? [] : await listCategories(this.db);
    const out = await this.present([row], categories, caller, lang);
    const data = out.data[0];
    if (!data) throw new AppError('NOT_FOUND');
    return { data, included: out.included };
  }

  /**
   * A content as one caller (undefined: a guest) finds it, for the resource registry: by the key
   * of a URL (slug or id) or by id; undefined when it does not exist for them (unpublished and
   * they are no admin), else whether they may also see its comment thread (the audience rule).
   */
  async findForCaller(
    ref: { key: string } | { id: number },
    caller: Caller | undefined,
  ): Promise<{ id: number; thread: boolean } | undefined> {
    const facts = await findContentVisibility(this.db, ref, caller?.user.id);
    if (!facts) return undefined;
    const { visible, thread } = contentVisibility(caller, facts);
    return visible ? { id: facts.id, thread } : undefined;
  }

  /** Presents contents (and, in `included`, their categories, hero media and top comments) for a viewer. */
  async presentForCaller(rows: ContentRow[], caller: Caller | undefined, lang: Lang) {
    const categories = rows.some((r) => r.categoryId !== null) ? await listCategories(this.db) : [];
    return this.present(rows, categories, caller, lang);
  }

  private async viewer(caller: Caller | undefined, ids: number[]): Promise<ContentViewer> {
    if (!caller) return GUEST;
    const user = caller.user;
    const state = ids.length
      ? await viewerState(this.db, user.id, ids)
      : { entitlements: [], purchased: new Set<number>(), liked: new Set<number>(), boosted: new Set<number>() };
    return { userId: user.id, ...state };
  }

  private async findMedia(ids: number[]): Promise<Map<number, MediumRow>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    return this.media.findByIds(unique);
  }

  private presentMedium(row: MediumRow, available: boolean): MediumResource {
    return this.media.present(row, { available });
  }

  private category(row: CategoryRow, media: Map<number, MediumRow>, lang: Lang) {
    const medium = row.mediumId === null ? undefined : media.get(row.mediumId);
    let categoryMedium: CategoryMedium | null = null;
    if (medium) {
      const presented = this.presentMedium(medium, true).attributes;
      categoryMedium = {
        id: String(medium.id),
        original_tiny: this.media.imageUrl?.(medium, 'tiny') ?? presented.thumbnail ?? presented.original ?? '',
        dimensions: presented.dimensions ?? { width: medium.width ?? 0, height: medium.height ?? 0 },
      };
    }
    return presentCategory(row, lang.locale, lang.fallback, categoryMedium);
  }

  private async present(
    rows: ContentRow[],
    allCategories: CategoryRow[],
    caller: Caller | undefined,
    lang: Lang,
    known?: ContentViewer,
  ) {
    const ids = rows.map((r) => r.id);
    const usedCategoryIds = new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])));
    const viewer = known ?? (await this.viewer(caller, ids));
    const media = await this.findMedia([
      ...rows.flatMap((r) => (r.heroMediumId === null ? [] : [r.heroMediumId])),
      ...allCategories.flatMap((c) => (c.mediumId === null ? [] : [c.mediumId])),
    ]);
    // Contents nobody commented on have no top comments: no query for them. A content whose
    // audience the viewer is not in keeps its thread closed to them (contentVisibility).
    const commented = rows.filter((r) => r.commentsCount > 0 && contentAccess(viewer, r).available).map((r) => r.id);
    const top = commented.length ? await this.comments.topFor('content', commented, viewer.userId) : new Map();

    const heroAvailable = new Map<number, boolean>();
    const data: ContentResource[] = rows.map((row) => {
      const access = contentAccess(viewer, row);
      if (row.heroMediumId !== null)
        heroAvailable.set(row.heroMediumId, (heroAvailable.get(row.heroMediumId) ?? false) || access.available);
      return presentContent(row, lang.locale, lang.fallback, {
        available: access.available,
        unlockAudiences: access.unlockAudiences,
        liked: viewer.liked.has(row.id),
        bought: viewer.purchased.has(row.id),
        boosted: viewer.boosted?.has(row.id) ?? false,
        topCommentIds: (top.get(row.id) ?? []).map((c: { id: number }) => c.id),
      });
    });
    const categoryResources = allCategories.map((c) => this.category(c, media, lang));
    const included: unknown[] = categoryResources.filter((c) => usedCategoryIds.has(Number(c.id)));
    for (const [id, available] of heroAvailable) {
      const row = media.get(id);
      if (row) included.push(this.presentMedium(row, available));
    }
    included.push(
      ...this.comments.presentIncluded([...top.values()].flat() as Array<{ id: number }>, lang.locale, viewer.userId),
    );
    return { data, included, categoryResources };
  }
}
