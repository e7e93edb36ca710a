import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { errorText, type CommentInput } from './api.ts';
import { ComposerBody, useComposerState } from './composer-parts.tsx';
import { useFocusEditorWhenReady } from './focus-editor.ts';

/** Most images one comment may carry (contract: up to 4). */
export const MAX_COMMENT_IMAGES = 4;

/** What a composer needs: its texts, the starting body and what sending does. */
export interface ComposerProps {
  label: string;
  submitLabel: string;
  initialBody?: string;
  allowImages?: boolean;
  /** Sends the comment; a rejection shows the body's error or 'Unknown Error'. */
  onSubmit: (input: CommentInput) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The comment composer: rich-text editor, up to four image attachments with previews, and the
 * send button, which stays disabled while the document is empty (docs/DECISIONS.md "Comments, likes and reports (issue #4)") or a send is running.
 */
export function Composer({
  label,
  submitLabel,
  initialBody,
  allowImages = true,
  onSubmit,
  onCancel,
  autoFocus,
  testId = 'composer',
}: ComposerProps) {
  const { t } = useTranslation();
  const state = useComposerState(initialBody ?? '', MAX_COMMENT_IMAGES);
  const { html, images, sending } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  const empty = isEmptyRichText(html);

  useFocusEditorWhenReady(rootRef, autoFocus);

  const send = async () => {
    if (empty || sending) return;
    await state.run(() => onSubmit({ body: html, images }), true, errorText);
  };

  return (
    <div className="composer" ref={rootRef} data-testid={testId}>
      <ComposerBody
        state={state}
        label={label}
        initialBody={initialBody}
        empty={empty}
        onSend={() => void send()}
        onCancel={onCancel}
        attach={
          allowImages
            ? {
                accept: 'image/*',
                disabled: sending || images.length >= MAX_COMMENT_IMAGES,
                label: t('comments.addImages', { max: MAX_COMMENT_IMAGES }),
              }
            : undefined
        }
        texts={{
          attachedImages: t('comments.attachedImages'),
          removeImage: (name) => t('comments.removeImage', { name }),
          cancel: t('comments.cancel'),
          send: sending ? t('comments.sending') : submitLabel,
        }}
        testId={testId}
      />
    </div>
  );
}
