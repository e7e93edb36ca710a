/**
 * The contributions of fans (ideas, AMA questions) and the preview tokens of the participation kit (docs/PARTICIPATION.md).
 */
import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import type { Found } from '../resources.ts';
import type { MediaStore } from '../user-media.ts';

/** A new preview token of an unpublished mission or session: 32 url-safe characters, unguessable. */
export function newPreviewToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * `initial_boost` of a new idea or question: "parsed as a base-10 integer" (docs/PARTICIPATION.md "Ideation");
 * anything else, negative or beyond 38 digits is undefined (the route answers 422).
 */
export function parseInitialBoost(raw: string | number | undefined | null): bigint | undefined {
  if (raw === undefined || raw === null || raw === '') return 0n;
  const text = String(raw).trim();
  if (!/^[0-9]{1,38}$/.test(text)) return undefined;
  return BigInt(text);
}

const RECORD_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A contribution's URL key as its like and comment routes build it, `<parent slug>/<id>` (an idea
 * under its mission, a question under its session), or an id alone (likers lists, reports).
 * Undefined when the key is neither.
 */
export function parseChildKey(key: string): { id: number; parentSlug?: string } | undefined {
  const parts = key.split('/');
  const last = parts.pop() ?? '';
  if (!RECORD_ID.test(last) || parts.length > 1) return undefined;
  return { id: Number(last), parentSlug: parts[0] };
}

/** Whether `token` opens an unpublished record with this preview token (its own show only). */
export function previewTokenMatches(token: string | undefined, record: { previewToken: string }): boolean {
  return token !== undefined && token.length > 0 && token === record.previewToken;
}

/** How a participation type finds one of its contributions for one caller. */
export interface ContributionFinder<Facts> {
  /** The contribution's facts by id, as the caller sees them; undefined when it is not there. */
  facts(id: number): Promise<Facts | undefined>;
  /** The slug of its parent (mission, session). */
  parentSlug(facts: Facts): string;
  /** Whether the caller may see it (its parent published, or the caller sees drafts). */
  visible(facts: Facts): boolean;
}

/**
 * A contribution as one caller finds it, for the resource registry (comments, likes, likers,
 * reports): by the key of its URLs, `<parent slug>/<id>` (it must be that parent's) or a bare id,
 * or by id; undefined when it, its author or its parent is not there for them.
 */
export async function findContribution<Facts extends { id: number }>(
  ref: { key: string } | { id: number },
  finder: ContributionFinder<Facts>,
): Promise<Found | undefined> {
  const parsed = 'id' in ref ? { id: ref.id, parentSlug: undefined } : parseChildKey(ref.key);
  if (!parsed) return undefined;
  const facts = await finder.facts(parsed.id);
  if (!facts) return undefined;
  if (parsed.parentSlug !== undefined && finder.parentSlug(facts) !== parsed.parentSlug) return undefined;
  if (!finder.visible(facts)) return undefined;
  return { id: facts.id, thread: true };
}

/** Plain text, blanks collapsed, never empty (422 naming `field`). */
export function contributionTitle(raw: string | undefined, field: string): string {
  const title = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!title) throw new AppError('VALIDATION_FAILED', undefined, { [field]: ["can't be blank"] });
  return title;
}

/** `initial_boost` parsed as a base-10 integer (see parseInitialBoost), or 422 naming `field`. */
export function requireInitialBoost(raw: string | number | undefined | null, field: string): bigint {
  const boost = parseInitialBoost(raw);
  if (boost === undefined) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      [field]: ['must be a whole number of base units (0 or more, base 10)'],
    });
  }
  return boost;
}

/**
 * Inserts a contribution whose images are already stored. `insert` answers the new id, or
 * undefined when the parent closed between the check and the insert (then `closed` is thrown);
 * either way a contribution that is not saved leaves none of its images behind.
 */
export async function insertWithImages(
  store: MediaStore,
  images: Array<{ key: string }>,
  insert: () => Promise<number | undefined>,
  closed: ErrorCode,
): Promise<number> {
  let id: number | undefined;
  try {
    id = await insert();
  } catch (err) {
    await store.remove(images.map((i) => i.key));
    throw err;
  }
  if (id === undefined) {
    await store.remove(images.map((i) => i.key));
    throw new AppError(closed);
  }
  return id;
}
