import { ApiError, readListHeaders, unwrap, type components } from '@tribune/api-client';
import type { CommentSort } from '@tribune/domain';
import { api } from '../../kernel/api.ts';

type Schemas = components['schemas'];

/** A resource that holds comments: a content, a static page, an idea, or a comment (its replies). */
export type CommentableType =
  'content' | 'static_page' | 'idea' | 'ama_question' | 'voting' | 'event' | 'group_post' | 'feed_post' | 'comment';

/** The commentable a list or a composer talks about. */
export interface Commentable {
  type: CommentableType;
  /** The slug of a content, static page or post, the id of a comment; an idea's is `<mission slug>/<idea id>`. */
  key: string;
}

/** The path of an idea from its key `<mission slug>/<idea id>`. */
function ideaPath(key: string): { slug: string; idea_id: string } {
  const cut = key.lastIndexOf('/');
  return { slug: key.slice(0, cut), idea_id: key.slice(cut + 1) };
}

/** The path of an AMA question from its key `<session slug>/<question id>`. */
function amaQuestionPath(key: string): { slug: string; id: string } {
  const cut = key.lastIndexOf('/');
  return { slug: key.slice(0, cut), id: key.slice(cut + 1) };
}

/** An included user (schema UserSummary). */
export type UserRecord = Schemas['UserSummary'];

/** One image of a comment. */
export type CommentImage = Schemas['Comment']['attributes']['images'][number];

/** The comment attributes (schema Comment). */
export type CommentAttributes = Schemas['Comment']['attributes'];

type CommentRecord = Schemas['Comment'];

/** A comment with its author and top replies resolved from `included`. */
export interface CommentView {
  id: string;
  attributes: CommentAttributes;
  user: UserRecord['attributes'] | null;
  topComments: CommentView[];
}

/** One page of a comment list. */
export interface CommentPage {
  items: CommentView[];
  page: number;
  totalCount: number;
  totalPages: number;
}

/** A report type (GET /v2/ugc_report_types). */
export type ReportType = Schemas['UgcReportType'];

/** The like state the server answers a like or unlike with. */
export type LikeState = Pick<Schemas['Like']['attributes'], 'likes_count' | 'liked_by_user'>;

/** What a comment is sent with: the HTML body and, optionally, image files. */
export interface CommentInput {
  body: string;
  images?: File[];
}

type Included = Array<CommentRecord | UserRecord>;
type Result<T> = { data?: T; error?: unknown; response: Response };
type CommentDocument = { data: CommentRecord; included: Included };

/** Resolves comments against the included users and comments (one level of top comments). */
function resolve(records: CommentRecord[], included: Included, depth = 0): CommentView[] {
  const users = new Map<string, UserRecord['attributes']>();
  const comments = new Map<string, CommentRecord>();
  for (const item of included) {
    if (item.type === 'user') users.set(item.id, item.attributes);
    else comments.set(item.id, item);
  }
  return records.map((record) => {
    const tops = record.relationships.top_comments.data
      .map((ref) => comments.get(ref.id))
      .filter((c): c is CommentRecord => c !== undefined);
    return {
      id: record.id,
      attributes: record.attributes,
      user: users.get(record.relationships.user.data.id) ?? null,
      topComments: depth === 0 ? resolve(tops, included, 1) : [],
    };
  });
}

function one(result: Result<CommentDocument>): CommentView {
  const doc = unwrap(result);
  const view = resolve([doc.data], doc.included)[0];
  if (!view) throw new ApiError(500, null);
  return view;
}

/** GET a page of comments of a commentable in one sort order. */
export async function fetchComments(target: Commentable, sort: CommentSort, page: number): Promise<CommentPage> {
  const query = { sort_by: sort, page };
  if (target.type === 'group_post' || target.type === 'feed_post') {
    const params = { params: { path: { slug: target.key }, query } };
    return commentPage(
      target.type === 'group_post'
        ? await api.GET('/v2/group_posts/{slug}/comments', params)
        : await api.GET('/v2/feed_posts/{slug}/comments', params),
    );
  }
  const result =
    target.type === 'event'
      ? await api.GET('/v2/events/{slug}/comments', { params: { path: { slug: target.key }, query } })
      : target.type === 'voting'
        ? await api.GET('/v2/votings/{voting_id}/comments', { params: { path: { voting_id: target.key }, query } })
        : target.type === 'content'
          ? await api.GET('/v2/contents/{slug}/comments', { params: { path: { slug: target.key }, query } })
          : target.type === 'static_page'
            ? await api.GET('/v2/static_pages/{slug}/comments', { params: { path: { slug: target.key }, query } })
            : target.type === 'idea'
              ? await api.GET('/v2/ideation_missions/{slug}/ideas/{idea_id}/comments', {
                  params: { path: ideaPath(target.key), query },
                })
              : target.type === 'ama_question'
                ? await api.GET('/v2/ama_sessions/{slug}/ama_questions/{id}/comments', {
                    params: { path: amaQuestionPath(target.key), query },
                  })
                : await api.GET('/v2/comments/{id}/comments', { params: { path: { id: target.key }, query } });
  return commentPage(result);
}

/** A page of comments from a list answer and its paging headers. */
function commentPage(result: Result<{ data: CommentRecord[]; included: Included }>): CommentPage {
  const doc = unwrap(result);
  const headers = readListHeaders(result.response);
  return {
    items: resolve(doc.data, doc.included),
    page: headers.currentPage,
    totalCount: headers.totalCount,
    totalPages: headers.totalPages ?? 1,
  };
}

/** GET /v2/comments/{id}. */
export async function fetchComment(id: string): Promise<CommentView> {
  return one(await api.GET('/v2/comments/{id}', { params: { path: { id } } }));
}

// JSON `{ comment: { body } }`, or multipart `comment[body]` + `img_files[]` when images go along
// (docs/DECISIONS.md "Comments, likes and reports (issue #4)"). Multipart goes through the same client (bearer, refresh on 401) as the avatar upload.
function commentBody(input: CommentInput) {
  const body = { comment: { body: input.body } };
  if (!input.images || input.images.length === 0) return { body };
  const form = new FormData();
  form.append('comment[body]', input.body);
  for (const file of input.images) form.append('img_files[]', file, file.name);
  return {
    // The generated body type describes the JSON variant; the form carries the same fields and goes out as it is.
    body,
    bodySerializer: () => form,
    // The browser sets multipart/form-data with its boundary; the default JSON header must not win.
    headers: { 'Content-Type': null },
  };
}

/** POST a new comment to a commentable (JSON or multipart). */
export async function createComment(target: Commentable, input: CommentInput): Promise<CommentView> {
  const init = commentBody(input);
  if (target.type === 'group_post') {
    return one(await api.POST('/v2/group_posts/{slug}/comments', { ...init, params: { path: { slug: target.key } } }));
  }
  if (target.type === 'feed_post') {
    return one(await api.POST('/v2/feed_posts/{slug}/comments', { ...init, params: { path: { slug: target.key } } }));
  }
  if (target.type === 'event') {
    return one(await api.POST('/v2/events/{slug}/comments', { ...init, params: { path: { slug: target.key } } }));
  }
  if (target.type === 'voting') {
    return one(
      await api.POST('/v2/votings/{voting_id}/comments', { ...init, params: { path: { voting_id: target.key } } }),
    );
  }
  if (target.type === 'content') {
    return one(await api.POST('/v2/contents/{slug}/comments', { ...init, params: { path: { slug: target.key } } }));
  }
  if (target.type === 'static_page') {
    return one(await api.POST('/v2/static_pages/{slug}/comments', { ...init, params: { path: { slug: target.key } } }));
  }
  if (target.type === 'idea') {
    return one(
      await api.POST('/v2/ideation_missions/{slug}/ideas/{idea_id}/comments', {
        ...init,
        params: { path: ideaPath(target.key) },
      }),
    );
  }
  if (target.type === 'ama_question') {
    return one(
      await api.POST('/v2/ama_sessions/{slug}/ama_questions/{id}/comments', {
        ...init,
        params: { path: amaQuestionPath(target.key) },
      }),
    );
  }
  return one(await api.POST('/v2/comments/{id}/comments', { ...init, params: { path: { id: target.key } } }));
}

/** PUT /v2/comments/{id}: the author edits the body. */
export async function updateComment(id: string, input: CommentInput): Promise<CommentView> {
  return one(await api.PUT('/v2/comments/{id}', { ...commentBody(input), params: { path: { id } } }));
}

/** POST (like) or DELETE (unlike) the like of the current user. */
export async function setLike(
  type: 'content' | 'comment' | 'idea' | 'ama_question' | 'group_post' | 'feed_post',
  key: string,
  like: boolean,
): Promise<LikeState> {
  if (type === 'group_post' || type === 'feed_post') {
    const path = { params: { path: { slug: key } } };
    const result =
      type === 'group_post'
        ? like
          ? await api.POST('/v2/group_posts/{slug}/like', path)
          : await api.DELETE('/v2/group_posts/{slug}/like', path)
        : like
          ? await api.POST('/v2/feed_posts/{slug}/like', path)
          : await api.DELETE('/v2/feed_posts/{slug}/like', path);
    const { likes_count, liked_by_user } = unwrap(result).data.attributes;
    return { likes_count, liked_by_user };
  }
  const result =
    type === 'ama_question'
      ? like
        ? await api.POST('/v2/ama_sessions/{slug}/ama_questions/{id}/like', { params: { path: amaQuestionPath(key) } })
        : await api.DELETE('/v2/ama_sessions/{slug}/ama_questions/{id}/like', {
            params: { path: amaQuestionPath(key) },
          })
      : type === 'idea'
        ? like
          ? await api.POST('/v2/ideation_missions/{slug}/ideas/{idea_id}/like', { params: { path: ideaPath(key) } })
          : await api.DELETE('/v2/ideation_missions/{slug}/ideas/{idea_id}/like', { params: { path: ideaPath(key) } })
        : type === 'content'
          ? like
            ? await api.POST('/v2/contents/{slug}/like', { params: { path: { slug: key } } })
            : await api.DELETE('/v2/contents/{slug}/like', { params: { path: { slug: key } } })
          : like
            ? await api.POST('/v2/comments/{id}/like', { params: { path: { id: key } } })
            : await api.DELETE('/v2/comments/{id}/like', { params: { path: { id: key } } });
  const { likes_count, liked_by_user } = unwrap(result).data.attributes;
  return { likes_count, liked_by_user };
}

/** GET /v2/likes: the users who liked a content or comment (one page). */
export async function fetchLikers(
  type: 'content' | 'comment',
  id: string,
  page: number,
): Promise<{ users: UserRecord[]; totalPages: number }> {
  const result = await api.GET('/v2/likes', { params: { query: { liked_type: type, liked_id: id, page } } });
  return { users: unwrap(result).data, totalPages: readListHeaders(result.response).totalPages ?? 1 };
}

/** GET /v2/ugc_report_types. */
export async function fetchReportTypes(): Promise<ReportType[]> {
  return unwrap(await api.GET('/v2/ugc_report_types')).data;
}

/** POST /v2/ugc_reports: reports a comment or content once per user (409 ALREADY_REPORTED). */
export async function createReport(input: {
  reportable_type: 'comment' | 'content';
  reportable_id: string;
  ugc_report_type_id: string;
  reason?: string;
}): Promise<void> {
  unwrap(await api.POST('/v2/ugc_reports', { body: { ugc_report: input } }));
}

/** The message of a failed call: the error body's text, or null (the caller shows 'Unknown Error'). */
export function errorText(error: unknown): string | null {
  return error instanceof ApiError && error.body?.error ? error.body.error : null;
}

/** The author's one request to review their hidden comment (docs/CONSOLE.md "Moderation"). */
export async function requestReview(id: string): Promise<CommentView['attributes']['moderation']> {
  const body = unwrap(
    await api.POST('/v2/moderation/items/{type}/{id}/review_request', { params: { path: { type: 'comment', id } } }),
  );
  return { status: body.data.attributes.status, reason: body.data.attributes.reason };
}
