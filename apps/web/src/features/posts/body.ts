/**
 * A post's body as the web shows it. The server sanitizes it to the comments' subset plus mention
 * links (`<a data-mention="{userId}">`, docs/COMMUNITY.md "Mentions") and presents the mentioned
 * users; the link of each mention is the user's profile here, whatever href the author sent.
 */

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ATTR_ESCAPES[c] ?? c);
}

/**
 * The body with every mention pointing at `profileHref(userId)`; a mention of a user the answer
 * did not include (deleted, beyond the stored mentions) loses its href and stays plain text.
 */
export function linkMentions(html: string, profileHref: (userId: string) => string | null): string {
  return html.replace(/<a\b([^>]*)>/g, (tag, attributes: string) => {
    const mention = /\sdata-mention="([1-9][0-9]{0,15})"/.exec(attributes)?.[1];
    if (!mention) return tag;
    const href = profileHref(mention);
    return href
      ? `<a href="${escapeAttribute(href)}" class="post-mention" data-mention="${mention}">`
      : `<a class="post-mention" data-mention="${mention}">`;
  });
}
