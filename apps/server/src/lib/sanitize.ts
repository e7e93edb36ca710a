import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
};

/** Sanitizes rich text to the allowed subset of HTML: no scripts, styles, handlers or foreign schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const COMMENT_OPTIONS: sanitizeHtml.IOptions = {
  // Comments get a smaller set than contents: no headings, rules or link targets.
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'u', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

/** Sanitizes a comment body: the small comment subset, links only to http(s) and mailto, always nofollow. */
export function sanitizeComment(html: string): string {
  return sanitizeHtml(html, COMMENT_OPTIONS);
}
