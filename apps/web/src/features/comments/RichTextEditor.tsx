import { useEffect, useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/core';
import type { SuggestionKeyDownProps } from '@tiptap/suggestion';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import type { MentionListState } from './MentionList.tsx';
import type * as Mentions from './RichTextEditorMentions.ts';
import type { MentionSuggestionProps } from './RichTextEditorMentions.ts';
import './editor-base.css';
// The editor's own look (.rte…) lives with the comments' styles; a console form has no comments section to bring them.
import './comments.css';

/** A user the editor may mention (`GET /v2/fan_groups/{slug}/mentions`). */
export interface Mentionable {
  id: number;
  display_name: string;
  slug: string;
}

/** What the comment editor needs: its accessible name, the starting HTML and where changes go. */
export interface RichTextEditorProps {
  label: string;
  initialContent?: string;
  disabled?: boolean;
  onChange: (html: string) => void;
  /** Called with Ctrl/Cmd+Enter, the keyboard way to send. */
  onSubmit?: () => void;
  testId?: string;
  /**
   * Users to mention for a query (typed after `@`). Given, `@` opens the suggestion list and the
   * HTML carries `<a href="/{locale}/{profiles}/{slug}" data-mention="{id}">@Name</a>`.
   */
  mentionables?: (query: string) => Promise<Mentionable[]>;
  /**
   * A document's tools besides the composer's: headings (h2, h3) and links, with their labels
   * (the console's pages). Left out, the editor is the comment composer's, unchanged.
   */
  documentTools?: DocumentToolLabels;
}

/** The labels of a document's tools (given by the screen that asks for them, in its texts). */
export interface DocumentToolLabels {
  heading2: string;
  heading3: string;
  link: string;
  linkAddress: string;
  linkApply: string;
  linkRemove: string;
}

// A type only: the module itself is loaded on demand below.
type MentionsModule = typeof Mentions;

/**
 * The TipTap editor of the composer with a small toolbar (bold, italic, bullet and ordered list).
 * This module is the only one that imports TipTap, and it is loaded only when a composer mounts.
 * With `mentionables`, the mention extension and its list load as one more chunk first, so editors
 * without mentions (comments) do not carry them.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const wanted = props.mentionables !== undefined;
  // undefined: loading; null: not wanted, or the chunk failed (the editor works without mentions).
  const [mentions, setMentions] = useState<MentionsModule | null | undefined>(wanted ? undefined : null);
  useEffect(() => {
    if (!wanted || mentions !== undefined) return;
    let live = true;
    import('./RichTextEditorMentions.ts').then(
      (m) => live && setMentions(m),
      () => live && setMentions(null),
    );
    return () => {
      live = false;
    };
  }, [wanted, mentions]);
  if (mentions === undefined) {
    return <div className="rte rte-loading" aria-busy="true" aria-label={props.label} />;
  }
  return <EditorBody {...props} mentions={wanted ? mentions : null} />;
}

const CLOSED: MentionListState & { open: boolean } = {
  open: false,
  items: [],
  loading: false,
  error: false,
  active: 0,
  left: 0,
  top: 0,
};

function EditorBody({
  label,
  initialContent,
  disabled,
  onChange,
  onSubmit,
  testId,
  mentionables,
  mentions,
  documentTools,
}: RichTextEditorProps & { mentions: MentionsModule | null }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const listId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [list, setList] = useState(CLOSED);
  // The suggestion plugin calls back from outside React: it reads the latest state and props here.
  const live = useRef({ list, mentionables, props: null as MentionSuggestionProps | null });
  live.current.list = list;
  live.current.mentionables = mentionables;
  const failed = useRef(false);

  const place = (p: MentionSuggestionProps) => {
    const rect = p.clientRect?.();
    const box = frame.current?.getBoundingClientRect();
    if (!rect || !box) return { left: 0, top: 0 };
    // Under the caret, kept inside the editor's frame (18rem wide at most, so it fits at 390 px).
    const width = Math.min(288, box.width - 8);
    return {
      left: Math.max(0, Math.min(rect.left - box.left, box.width - width)),
      top: rect.bottom - box.top + 4,
    };
  };
  const show = (p: MentionSuggestionProps) => {
    live.current.props = p;
    const error = !p.loading && failed.current;
    setList((cur) => ({
      open: true,
      items: p.loading ? cur.items : p.items,
      loading: p.loading,
      error,
      active: p.loading ? cur.active : 0,
      ...place(p),
    }));
  };
  const pick = (index: number) => {
    const user = live.current.list.items[index];
    const p = live.current.props;
    if (!user || !p || !mentions) return;
    p.command(mentions.mentionAttrs(user));
  };
  const retry = () => {
    const p = live.current.props;
    const fetch = live.current.mentionables;
    if (!p || !fetch) return;
    setList((cur) => ({ ...cur, loading: true, error: false }));
    fetch(p.query).then(
      (items) => setList((cur) => (cur.open ? { ...cur, items, loading: false, error: false, active: 0 } : cur)),
      () => setList((cur) => (cur.open ? { ...cur, loading: false, error: true } : cur)),
    );
  };
  const onKeyDown = ({ event }: SuggestionKeyDownProps): boolean => {
    const cur = live.current.list;
    if (!cur.open || event.key === 'Escape') return false;
    const n = cur.items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (n === 0) return true;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setList((c) => ({ ...c, active: (c.active + step + n) % n }));
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      if (n > 0) {
        pick(cur.active);
        return true;
      }
      if (cur.error && event.key === 'Enter') {
        retry();
        return true;
      }
    }
    return false;
  };
  const renderer = useRef({
    onOpen: show,
    onUpdate: show,
    onClose: () => {
      live.current.props = null;
      setList(CLOSED);
    },
    onKeyDown,
  });
  renderer.current.onOpen = show;
  renderer.current.onUpdate = show;
  renderer.current.onKeyDown = onKeyDown;

  const editor = useEditor({
    // TipTap would inject its base styles as an inline <style>, which the CSP refuses; they come
    // from our bundle instead (editor-base.css).
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: documentTools ? { levels: [2, 3] } : false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      ...(mentions
        ? [
            mentions.createMentionExtension({
              fetch: async (query) => {
                failed.current = false;
                try {
                  return (await live.current.mentionables?.(query)) ?? [];
                } catch (err) {
                  failed.current = true;
                  throw err;
                }
              },
              profileHref: (slug) => `/${locale}/${words.profiles}/${encodeURIComponent(slug)}`,
              renderer: () => renderer.current,
            }),
          ]
        : []),
    ],
    content: initialContent ?? '',
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(mentions ? { 'aria-autocomplete': 'list' } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmit) {
          onSubmit();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    // Leaving the text hides the list (a pick keeps the focus: its mousedown is held); typing
    // on after coming back shows it again.
    onBlur: () => setList((cur) => (cur.open ? CLOSED : cur)),
  });
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);
  useListAria(editor, list, listId, mentions);
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      link: e.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);

  const tools = [
    { name: 'bold', glyph: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { name: 'italic', glyph: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    { name: 'bulletList', glyph: '•', run: () => editor.chain().focus().toggleBulletList().run() },
    { name: 'orderedList', glyph: '1.', run: () => editor.chain().focus().toggleOrderedList().run() },
  ] as const;
  const documentButtons = documentTools
    ? ([
        {
          name: 'heading2',
          glyph: 'H2',
          label: documentTools.heading2,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          name: 'heading3',
          glyph: 'H3',
          label: documentTools.heading3,
          run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
        },
        { name: 'link', glyph: '↗', label: documentTools.link, run: () => setLinking((open) => !open) },
      ] as const)
    : [];

  return (
    <div className={disabled ? 'rte disabled' : 'rte'} ref={frame}>
      <div className="rte-toolbar" role="toolbar" aria-label={t('comments.editor.toolbar')}>
        {documentButtons.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={`rte-tool rte-${tool.name}`}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.name === 'link' ? linking || marks.link : marks[tool.name]}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </button>
        ))}
        {tools.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className={`rte-tool rte-${tool.name}`}
            aria-label={t(`comments.editor.${tool.name}`)}
            title={t(`comments.editor.${tool.name}`)}
            aria-pressed={marks[tool.name]}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </button>
        ))}
      </div>
      {documentTools && linking ? (
        <LinkForm
          editor={editor}
          labels={documentTools}
          onDone={() => setLinking(false)}
          testId={testId ? `${testId}-link` : undefined}
        />
      ) : null}
      <EditorContent editor={editor} />
      {mentions ? (
        <>
          {list.open ? (
            <mentions.MentionList
              id={listId}
              state={list}
              onPick={pick}
              onHover={(i) => setList((c) => ({ ...c, active: i }))}
              onRetry={retry}
            />
          ) : null}
          <p className="visually-hidden" role="status" data-testid="mention-status">
            {announcement(t, list)}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** What the live region says about the list (nothing while it is closed). */
function announcement(t: (key: string, opts?: Record<string, unknown>) => string, list: typeof CLOSED): string {
  if (!list.open) return '';
  if (list.error) return t('mentions.error');
  if (list.loading && list.items.length === 0) return t('mentions.loading');
  if (list.items.length === 0) return t('mentions.empty');
  return t('mentions.found', { count: list.items.length });
}

/**
 * Ties the text to the open list for screen readers: `aria-controls` names the listbox and
 * `aria-activedescendant` its active option while the list is open; both go when it closes.
 */
function useListAria(editor: Editor, list: typeof CLOSED, listId: string, mentions: MentionsModule | null) {
  const activeId = mentions && list.open && list.items.length > 0 ? `${listId}-option-${list.active}` : null;
  useEffect(() => {
    const dom = editor.isInitialized ? editor.view.dom : null;
    if (!dom || !mentions) return;
    if (activeId) {
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', activeId);
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, activeId, listId, mentions]);
}

/**
 * The address of a link on the selection (or of the link the caret is in), typed in a labelled field
 * under the toolbar: Enter or the button applies it, Escape closes, the other button removes the
 * link. Without a selection the address itself is inserted as the link's text.
 */
function LinkForm({
  editor,
  labels,
  onDone,
  testId,
}: {
  editor: Editor;
  labels: DocumentToolLabels;
  onDone: () => void;
  testId?: string;
}) {
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const apply = () => {
    const url = href.trim();
    if (!url) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else chain.setLink({ href: url }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <div className="rte-link-form" data-testid={testId}>
      <label htmlFor={id}>{labels.linkAddress}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoFocus
        value={href}
        placeholder="https://"
        onChange={(e) => setHref(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Inside a form: Enter applies the link, it does not send the form.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
            editor.commands.focus();
          }
        }}
        data-testid={testId ? `${testId}-address` : undefined}
      />
      <button type="button" onClick={apply} data-testid={testId ? `${testId}-apply` : undefined}>
        {labels.linkApply}
      </button>
      {editor.isActive('link') ? (
        <button type="button" onClick={remove} data-testid={testId ? `${testId}-remove` : undefined}>
          {labels.linkRemove}
        </button>
      ) : null}
    </div>
  );
}
