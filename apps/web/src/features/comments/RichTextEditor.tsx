import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/** What the comment editor needs: its accessible name, the starting HTML and where changes go. */
export interface RichTextEditorProps {
  label: string;
  initialContent?: string;
  disabled?: boolean;
  onChange: (html: string) => void;
  /** Called with Ctrl/Cmd+Enter, the keyboard way to send. */
  onSubmit?: () => void;
  testId?: string;
}

/**
 * The TipTap editor of the composer with a small toolbar (bold, italic, bullet and ordered list).
 * This module is the only one that imports TipTap, and it is loaded only when a composer mounts.
 */
export default function RichTextEditor({
  label,
  initialContent,
  disabled,
  onChange,
  onSubmit,
  testId,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialContent ?? '',
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
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
  });
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });

  const tools = [
    { name: 'bold', glyph: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { name: 'italic', glyph: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    { name: 'bulletList', glyph: '•', run: () => editor.chain().focus().toggleBulletList().run() },
    { name: 'orderedList', glyph: '1.', run: () => editor.chain().focus().toggleOrderedList().run() },
  ] as const;

  return (
    <div className={disabled ? 'rte disabled' : 'rte'}>
      <div className="rte-toolbar" role="toolbar" aria-label={t('comments.editor.toolbar')}>
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
      <EditorContent editor={editor} />
    </div>
  );
}
