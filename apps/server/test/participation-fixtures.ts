import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { ensureDemoFans, type DemoFans } from '../src/modules/users/demo-fans.ts';
import { multipart } from './comments-fixtures.ts';
import { createTestApp, isErrorBody, relativeMediaPath, type TestApp } from './helpers.ts';
import { png, type Req } from './fixtures.ts';
import { replyNotificationPath } from './notifications-fixtures.ts';
import type { TestKeys } from './tokens.ts';

/**
 * Shared scenarios of the participation modules (docs/PARTICIPATION.md "The participation kit"):
 * a parent (an AMA session, an ideation mission…) with its children (questions, ideas…) that are
 * liked, commented on and shown with images, each checked the same way for every module.
 */

export const DAY = 24 * 3600 * 1000;

/** The parents every listing test makes: an open one, a later one, seven ended ones, a draft. */
export async function openLaterEndedDraft<T>(
  first: string,
  create: (slug: string, endsAt: Date, publish: boolean) => Promise<T>,
): Promise<{ first: T; draft: T }> {
  const now = Date.now();
  const made = await create(first, new Date(now + 10 * DAY), true);
  await create('later', new Date(now + 20 * DAY), true);
  for (let i = 0; i < 7; i++) await create(`ended-${i}`, new Date(now - (i + 1) * DAY), true);
  const draft = await create('draft', new Date(now + 5 * DAY), false);
  return { first: made, draft };
}

interface Listed {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: unknown }>;
}

/**
 * The public list of `url` (made by openLaterEndedDraft): open parents first (soonest end), then the 5
 * most recent ended ones, drafts never; the first one's German title. Answers the list's body.
 */
export async function expectOpenThenEnded(
  req: Req,
  url: string,
  first: string,
  firstAttributes: Record<string, unknown>,
  germanTitle: string,
): Promise<{ data: Listed[]; included: Listed[] }> {
  const res = await req('GET', url);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: Listed[]; meta: Record<string, number>; included: Listed[] };
  expect(body.data.map((s) => s.attributes.slug)).toEqual([
    first,
    'later',
    'ended-0',
    'ended-1',
    'ended-2',
    'ended-3',
    'ended-4',
  ]);
  expect(body.meta).toEqual({ open_count: 2, ended_count: 5 });
  expect(body.data[0]!.attributes).toMatchObject({ open: true, ...firstAttributes });
  expect(body.data[2]!.attributes.open).toBe(false);
  expect(res.headers['total-count']).toBe('7');
  // Translated texts follow the request's language.
  const de = await req('GET', `${url}/${first}`, undefined, undefined, { 'accept-language': 'de' });
  expect(de.json().data.attributes.title).toBe(germanTitle);
  return body;
}

/** Where a parent's draft lives and who may see it. */
export interface DraftGate {
  /** The public collection, e.g. `/v2/ama_sessions` (the draft is `<base>/draft`). */
  base: string;
  /** Its children's path segment, e.g. `ama_questions`. */
  children: string;
  draftId: string;
  previewToken: string;
  admin: string;
  /** A signed-in fan who may not see the draft. */
  fan: string;
  /** Other tokens that see the draft (its host). */
  alsoAllowed?: string[];
  /** Adds a child to the draft as `fan` (refused with 404). */
  addChild(): Promise<LightMyRequestResponse>;
}

/**
 * An unpublished parent is shown to admins (and `alsoAllowed`) and to holders of its preview token
 * only; the token opens the show only, not its children; only admins read the preview token.
 */
export async function expectDraftGate(req: Req, g: DraftGate): Promise<void> {
  const draft = `${g.base}/draft`;
  const admin = g.base.replace('/v2/', '/v2/admin/');
  expect((await req('GET', draft)).statusCode).toBe(404);
  expect((await req('GET', draft, g.fan)).statusCode).toBe(404);
  expect((await req('GET', `${draft}?preview_token=wrong-token`, g.fan)).statusCode).toBe(404);
  expect((await req('GET', `${draft}?preview_token=${g.previewToken}`)).statusCode).toBe(200);
  expect((await req('GET', draft, g.admin)).statusCode).toBe(200);
  for (const token of g.alsoAllowed ?? []) expect((await req('GET', draft, token)).statusCode).toBe(200);
  // The token opens the show only: the draft's children stay 404 to everybody else, adding too.
  expect((await req('GET', `${draft}/${g.children}?preview_token=${g.previewToken}`)).statusCode).toBe(404);
  expect((await req('GET', `${draft}/${g.children}`, g.fan)).statusCode).toBe(404);
  expect((await g.addChild()).statusCode).toBe(404);
  // Only admins read the preview token.
  const listed = await req('GET', admin, g.admin);
  expect(listed.statusCode).toBe(200);
  expect(listed.json().data.find((s: Listed) => s.id === g.draftId).attributes.preview_token).toBe(g.previewToken);
  expect((await req('GET', `${admin}/${g.draftId}`, g.fan)).statusCode).toBe(403);
  expect((await req('GET', admin, g.fan)).statusCode).toBe(403);
  expect((await req('GET', admin)).statusCode).toBe(401);
  expect((await req('GET', `${g.base}/missing`)).statusCode).toBe(404);
}

/** Each input is refused with its status, the error body, and an error on its field. */
export async function expectFieldErrors(
  cases: Array<[Record<string, unknown>, number, string]>,
  send: (input: Record<string, unknown>) => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (const [input, status, field] of cases) {
    const res = await send(input);
    expect(res.statusCode, JSON.stringify(input)).toBe(status);
    expect(isErrorBody(res.json())).toBe(true);
    expect(Object.keys(res.json().errors), JSON.stringify(input)).toContain(field);
  }
}

/** Where a parent's children are and how a fan adds one. */
export interface ChildRoutes {
  /** The parent, e.g. `/v2/ama_sessions/coach`. */
  parent: string;
  /** Its children's path segment, e.g. `ama_questions`. */
  children: string;
  /** The child's payload key, e.g. `ama_question`. */
  key: string;
  /** The children's sort parameter, e.g. `sort_ama_questions_by`. */
  sortParam: string;
  /** The parents' collection, for a bad slug (e.g. `/v2/ama_sessions`). */
  base: string;
}

/**
 * The malformed requests on a parent's children: broken JSON, an unknown sort, a non-numeric id, a bad
 * parent slug (400 each) and a guest adding one (401).
 */
export async function expectMalformedChildRequests(
  req: Req,
  r: ChildRoutes,
  fan: string,
  addAsGuest: () => Promise<LightMyRequestResponse>,
): Promise<void> {
  const broken = await req('POST', `${r.parent}/${r.children}`, fan, `{"${r.key}":`, {
    'content-type': 'application/json',
  });
  expect(broken.statusCode).toBe(400);
  expect((await req('GET', `${r.parent}/${r.children}?${r.sortParam}=best`)).statusCode).toBe(400);
  expect((await req('GET', `${r.parent}/${r.children}/abc`)).statusCode).toBe(400);
  expect((await req('GET', `${r.base}/Bad_Slug`)).statusCode).toBe(400);
  expect((await addAsGuest()).statusCode).toBe(401);
}

/** An image upload on a child: the fields of the accepted one and what a refused one needs besides. */
export interface ImageUpload {
  /** The children's collection, e.g. `/v2/ama_sessions/coach/ama_questions`. */
  url: string;
  /** The child's payload key, e.g. `ama_question`. */
  key: string;
  token: string;
  /** The form fields of the accepted child. */
  fields: Record<string, string>;
  filename: string;
  background: string;
  /** Fields the refused child has besides its title (`<key>[body]`…). */
  refusedFields?: Record<string, string>;
}

/**
 * Adds a child as multipart with a real 640x320 PNG (served as WebP), refuses a non-image with
 * UNSUPPORTED_IMAGE and an unknown field with 422; answers the accepted response.
 */
export async function expectImageUpload(req: Req, u: ImageUpload): Promise<LightMyRequestResponse> {
  const form = multipart(u.fields, [
    { name: 'img_files[]', filename: u.filename, type: 'image/png', data: await png(640, 320, u.background) },
  ]);
  const res = await req('POST', u.url, u.token, form.payload, form.headers);
  expect(res.statusCode, res.body).toBe(201);
  const images = res.json().data.attributes.images as Array<{ src: string; width: number; height: number }>;
  expect(images).toHaveLength(1);
  expect([images[0]!.width, images[0]!.height]).toEqual([640, 320]);
  const served = await req('GET', relativeMediaPath(images[0]!.src));
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');

  const text = multipart({ [`${u.key}[title]`]: 'Not an image', ...u.refusedFields }, [
    { name: 'img_files[]', filename: 'evil.png', type: 'image/png', data: Buffer.from('<html>hello</html>') },
  ]);
  const refused = await req('POST', u.url, u.token, text.payload, text.headers);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().code).toBe('UNSUPPORTED_IMAGE');
  const unknown = multipart({ [`${u.key}[title]`]: 'x', [`${u.key}[nope]`]: 'y' });
  expect((await req('POST', u.url, u.token, unknown.payload, unknown.headers)).statusCode).toBe(422);
  return res;
}

/** A child as it is reached under its parent and under another parent, and its liked type. */
export interface ChildPlace {
  /** The child under its parent, e.g. `/v2/ama_sessions/coach/ama_questions/12`. */
  url: string;
  /** The same child under another parent's slug (where it does not exist). */
  elsewhere: string;
  /** Its liked_type / commentable_type, e.g. `ama_question`. */
  type: string;
  id: string;
}

/**
 * Likes and unlikes the child through the shared routes, counting once per user: `first` likes twice,
 * `second` once and then unlikes; the likers list names `firstSlug`.
 */
export async function expectLikes(
  req: Req,
  c: ChildPlace,
  first: string,
  second: string,
  firstSlug: string,
): Promise<void> {
  const url = `${c.url}/like`;
  expect((await req('POST', url)).statusCode).toBe(401);
  const liked = await req('POST', url, first);
  expect(liked.statusCode).toBe(200);
  expect(liked.json().data.attributes).toMatchObject({ liked_type: c.type, likes_count: 1, liked_by_user: true });
  expect((await req('POST', url, first)).json().data.attributes.likes_count).toBe(1);
  expect((await req('POST', url, second)).json().data.attributes.likes_count).toBe(2);
  const shown = await req('GET', c.url, first);
  expect(shown.json().data.attributes).toMatchObject({ likes_count: 2, liked_by_user: true });
  const unliked = await req('DELETE', url, second);
  expect(unliked.json().data.attributes).toMatchObject({ likes_count: 1, liked_by_user: false });
  expect((await req('POST', `${c.elsewhere}/like`, first)).statusCode).toBe(404);
  const likers = await req('GET', `/v2/likes?liked_type=${c.type}&liked_id=${c.id}`);
  expect(likers.json().data.map((u: { attributes: { slug: string } }) => u.attributes.slug)).toEqual([firstSlug]);
}

/**
 * Takes a comment of `author` on the child (top comments come with the child), and a reply of
 * `replier` whose notification leads to `link(replyId)`; no comment under another parent's slug.
 */
export async function expectComments(
  app: App,
  req: Req,
  c: ChildPlace,
  author: string,
  replier: string,
  body: string,
  link: (replyId: string) => string,
): Promise<void> {
  const url = `${c.url}/comments`;
  const posted = await req('POST', url, author, { comment: { body } });
  expect(posted.statusCode, posted.body).toBe(201);
  expect(posted.json().data.attributes).toMatchObject({ commentable_type: c.type, commentable_id: c.id });
  const list = await req('GET', url);
  expect(list.statusCode).toBe(200);
  expect(list.json().data).toHaveLength(1);
  const shown = (await req('GET', c.url)).json() as {
    data: { attributes: Record<string, unknown>; relationships: Record<string, { data: unknown }> };
    included: Array<{ type: string }>;
  };
  expect(shown.data.attributes.comments_count).toBe(1);
  expect(shown.data.relationships.top_comments!.data).toEqual([{ id: posted.json().data.id, type: 'comment' }]);
  expect(shown.included.some((r) => r.type === 'comment')).toBe(true);
  // A reply tells the author, and its link leads to the comment under the child.
  const { replyId, path } = await replyNotificationPath(app, posted.json().data.id, replier, author);
  expect(path).toBe(link(replyId));
  expect((await req('POST', `${c.elsewhere}/comments`, author, { comment: { body: '<p>x</p>' } })).statusCode).toBe(
    404,
  );
}

/**
 * A child of a draft parent (added by the admin) is hidden with its comments and likes from `fan`;
 * `allowed` (the admin, a host) still see it.
 */
export async function expectDraftChildHidden(
  req: Req,
  c: { url: string; type: string; id: string },
  fan: string,
  allowed: string[],
  extra: () => Promise<void> = async () => {},
): Promise<void> {
  expect((await req('GET', c.url, fan)).statusCode).toBe(404);
  expect((await req('GET', `${c.url}/comments`)).statusCode).toBe(404);
  expect((await req('POST', `${c.url}/like`, fan)).statusCode).toBe(404);
  expect((await req('GET', `/v2/likes?liked_type=${c.type}&liked_id=${c.id}`)).statusCode).toBe(404);
  await extra();
  for (const token of allowed) expect((await req('GET', c.url, token)).statusCode).toBe(200);
}

/** A closed parent: what a late child and a late edit are told. */
export interface ClosedParent {
  /** `POST` this to close it (the admin route). */
  closeUrl: string;
  admin: string;
  /** Adds a child as the given fan. */
  add(token: string, title: string): Promise<LightMyRequestResponse>;
  /** The child's URL under the parent. */
  childUrl(id: string): string;
  /** The payload of an edit of the child's title. */
  edit(title: string): unknown;
  author: string;
  late: string;
  closedCode: string;
  closedError: string;
  editError: string;
}

/**
 * A child added before the parent closes; after closing, the parent is shown closed, a new child is
 * refused (422 with the closed code and message) and so is an edit; the child is no longer editable.
 * Answers the child's id.
 */
export async function expectClosedParent(req: Req, p: ClosedParent): Promise<string> {
  const added = await p.add(p.author, 'Before the end');
  expect(added.statusCode).toBe(201);
  const id = added.json().data.id as string;
  const closed = await req('POST', p.closeUrl, p.admin);
  expect(closed.statusCode).toBe(200);
  expect(closed.json().data.attributes.open).toBe(false);
  const late = await p.add(p.late, 'Too late');
  expect(late.statusCode).toBe(422);
  expect(late.json()).toMatchObject({ code: p.closedCode, error: p.closedError });
  const edit = await req('PUT', p.childUrl(id), p.author, p.edit('Changed'));
  expect(edit.statusCode).toBe(422);
  expect(edit.json().error).toBe(p.editError);
  const shown = await req('GET', p.childUrl(id), p.author);
  expect(shown.json().data.attributes.editable).toBe(false);
  return id;
}

/**
 * Runs a module's demo seed twice on a fresh app (the demo fans made first, once per run when `fansEach`)
 * and checks its two parents: open then ended, the first one's Italian title. Then `more` checks the rest.
 */
export async function expectDemoSeed(
  keys: TestKeys | undefined,
  seed: (app: App, fans: DemoFans) => Promise<unknown>,
  base: string,
  italianTitle: string,
  more: (fresh: TestApp, list: Listed[], italian: LightMyRequestResponse) => Promise<void>,
  fansEach = false,
): Promise<void> {
  const fresh = await createTestApp({}, keys ? { jwks: () => keys.jwks } : {});
  try {
    const fans = await ensureDemoFans(fresh.database.db);
    await seed(fresh.app, fans);
    await seed(fresh.app, fansEach ? await ensureDemoFans(fresh.database.db) : fans);
    const res = await fresh.app.inject({ method: 'GET', url: base });
    const list = res.json().data as Listed[];
    expect(list).toHaveLength(2);
    expect(list.map((s) => s.attributes.open)).toEqual([true, false]);
    const it = await fresh.app.inject({
      method: 'GET',
      url: `${base}/${String(list[0]!.attributes.slug)}`,
      headers: { 'accept-language': 'it' },
    });
    expect(it.json().data.attributes.title).toBe(italianTitle);
    await more(fresh, list, it);
  } finally {
    await fresh.close();
  }
}
