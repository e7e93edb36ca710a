/**
 * The rich text of posts: the comments' subset of HTML plus mentions, links that carry the
 * mentioned user's id (`<a data-mention="{userId}">`); the ids are stored and the users
 * presented, so the web app links their profiles whatever the href said.
 */
import sanitizeHtml from 'sanitize-html';
import { isEmptyRichText } from '@tribune/domain';
import { AppError } from '../../http/errors.ts';
import { slugWords } from '../../platform/slugs.ts';

/** At most this many users are mentioned per post (the rest stay plain links). */
export const MAX_MENTIONS = 20;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'u', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'data-mention'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { 'data-mention': mention, ...rest } = attribs;
      const out: Record<string, string> = { ...rest, rel: 'noopener noreferrer nofollow' };
      if (mention && /^[1-9][0-9]{0,15}$/.test(mention)) out['data-mention'] = mention;
      return { tagName, attribs: out };
    },
  },
};

/** Sanitizes a post body to the allowed subset, keeping `data-mention` only when it is a user id. */
export function sanitizePost(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The user ids a sanitized body mentions, in order of first mention, at most MAX_MENTIONS. */
export function mentionIdsOf(html: string): number[] {
  const ids: number[] = [];
  for (const m of html.matchAll(/data-mention="([1-9][0-9]{0,15})"/g)) {
    const id = Number(m[1]);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length >= MAX_MENTIONS) break;
  }
  return ids;
}

/** A sanitized body; empty only when images carry the post (422 naming `field` otherwise). */
export function cleanPostBody(raw: string | undefined, hasImages: boolean, field: string): string {
  const body = sanitizePost(raw ?? '');
  if (isEmptyRichText(body)) {
    if (!hasImages) throw new AppError('VALIDATION_FAILED', undefined, { [field]: ["can't be blank"] });
    return '';
  }
  return body;
}

/** The words of a post's slug: its text's first words in lower-case ASCII (the id follows: `-{id}`). */
export function postSlugBase(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return slugWords(text, 'post');
}
