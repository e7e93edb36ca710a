import Mention, { type MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import type { Mentionable } from './RichTextEditor.tsx';

export { MentionList } from './MentionList.tsx';

/** Waiting after the last key before asking for users (the spec's 500 ms is for lists; this is a picker). */
export const MENTION_DEBOUNCE_MS = 200;
/** The most users the list offers at once. */
export const MENTION_LIMIT = 10;

/** What the suggestion plugin hands the list: the users found and the command that inserts one. */
export type MentionSuggestionProps = SuggestionProps<Mentionable, MentionNodeAttrs>;

/** What the suggestion list hears from the editor, through the editor component's state. */
export interface MentionRenderer {
  onOpen: (p: MentionSuggestionProps) => void;
  onUpdate: (p: MentionSuggestionProps) => void;
  onClose: () => void;
  onKeyDown: (p: SuggestionKeyDownProps) => boolean;
}

/** The mention node's attributes: the user id, their name and slug (the link's last segment). */
interface MentionAttrs extends MentionNodeAttrs {
  label: string | null;
  slug: string | null;
}

/** The slug at the end of a profile link (`/en/profiles/anna-3` → `anna-3`). */
function slugOfHref(href: string | null): string | null {
  if (!href) return null;
  const last = href.split(/[?#]/)[0]!.split('/').filter(Boolean).pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The mention extension of the post editor: `@` opens the suggestion list, a chosen user becomes an
 * atom written as `<a href="{profile path}" data-mention="{id}">@Name</a>`, the one form the server's
 * post sanitizer keeps (`post-text.ts`), and the same link is read back when a post is edited.
 */
export function createMentionExtension(opts: {
  fetch: (query: string, signal: AbortSignal) => Promise<Mentionable[]>;
  profileHref: (slug: string) => string;
  renderer: () => MentionRenderer;
}) {
  return Mention.extend({
    addAttributes() {
      return {
        id: {
          default: null,
          rendered: false,
          parseHTML: (el: HTMLElement) => el.getAttribute('data-mention'),
        },
        label: {
          default: null,
          rendered: false,
          parseHTML: (el: HTMLElement) => (el.textContent ?? '').replace(/^@/, ''),
        },
        slug: {
          default: null,
          rendered: false,
          parseHTML: (el: HTMLElement) => slugOfHref(el.getAttribute('href')),
        },
        mentionSuggestionChar: { default: '@', rendered: false },
      };
    },
    parseHTML() {
      // Before the link mark's `a[href]`: a stored mention comes back as a mention, not a plain link.
      return [{ tag: 'a[data-mention]', priority: 100 }];
    },
    renderHTML({ node }) {
      const a = node.attrs as MentionAttrs;
      return ['a', { href: opts.profileHref(a.slug ?? ''), 'data-mention': a.id ?? '' }, `@${a.label ?? ''}`];
    },
    renderText({ node }) {
      return `@${(node.attrs as MentionAttrs).label ?? ''}`;
    },
  }).configure({
    suggestion: {
      char: '@',
      debounce: MENTION_DEBOUNCE_MS,
      items: async ({ query, signal }) => (await opts.fetch(query, signal)).slice(0, MENTION_LIMIT),
      // The list is the editor component's own, positioned in the editor's frame: no popup library.
      dismissOnOutsideClick: false,
      render: () => {
        const r = opts.renderer;
        return {
          onStart: (p) => r().onOpen(p),
          onUpdate: (p) => r().onUpdate(p),
          onExit: () => r().onClose(),
          onKeyDown: (p) => r().onKeyDown(p),
        };
      },
    },
  });
}

/** The attributes the suggestion's command writes into the node for a chosen user. */
export function mentionAttrs(m: Mentionable): MentionAttrs {
  return { id: String(m.id), label: m.display_name, slug: m.slug };
}
