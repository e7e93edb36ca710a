import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText, moduleEnabled } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { ComposerBody, useComposerState, useFocusEditorWhenReady } from '../comments/index.ts';
import { PostNftPicker } from '../nfts/index.ts';
import { MAX_POST_IMAGES, MAX_POST_NFTS, postErrorText, type Mentionable, type Post, type PostInput } from './api.ts';
import { canSendPost, keptImages } from './draft.ts';

/** A post being edited: its body and its current images (kept unless new ones replace them). */
export interface PostDraft {
  body: string;
  images: Post['attributes']['images'];
}

/** What a post composer needs. */
export interface PostComposerProps {
  /** The editor's accessible name and the form's heading ("Write a post"). */
  label: string;
  /**
   * Sends the post; a rejection shows the response body's `error` (docs/DECISIONS.md "Failures in the app"), or 'Unknown
   * Error'. Editing, `images` are the new images that replace the current ones (none: they stay).
   */
  onSubmit: (input: PostInput) => Promise<void>;
  /** Users a mention (`@`) may name; without it the editor has no mentions. */
  mentionables?: (query: string) => Promise<Mentionable[]>;
  /** Edit mode: the post's body prefills the editor and its images show until new ones replace them. */
  initial?: PostDraft;
  /** Edit mode: cancel closes the composer (the parent returns the focus). */
  onCancel?: () => void;
  /** Focus the editor once it is loaded (the edit composer opens where the post was). */
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The composer of a post: the comments' rich-text editor (loaded on demand; Ctrl/Cmd+Enter sends),
 * up to four images with previews, and the send button, disabled while there is neither text nor
 * an image (a post may be only images) or a send is running. With `initial` it edits a post: the
 * editor starts with its body, its images stay unless new ones replace them, save and cancel.
 */
export function PostComposer({
  label,
  onSubmit,
  mentionables,
  initial,
  onCancel,
  autoFocus,
  testId = 'post-composer',
}: PostComposerProps) {
  const { t } = useTranslation();
  const { config, flags } = useShell();
  const headingId = useId();
  const state = useComposerState(initial?.body ?? '', MAX_POST_IMAGES);
  // A new post may show NFTs its author holds while the nfts module is on (docs/NFTS.md "NFTs in posts").
  const [nftIds, setNftIds] = useState<string[]>([]);
  const withNfts = initial === undefined && moduleEnabled('nfts', config, flags);
  const { html, images, sending } = state;
  const rootRef = useRef<HTMLElement>(null);
  const editing = initial !== undefined;
  const current = initial?.images ?? [];
  const kept = keptImages(current.length, images.length);
  const empty = !canSendPost(isEmptyRichText(html), images.length, kept);
  const full = images.length >= MAX_POST_IMAGES;

  const sendLabel = editing
    ? sending
      ? t('posts.saving')
      : t('posts.save')
    : sending
      ? t('posts.sending')
      : t('posts.send');

  useFocusEditorWhenReady(rootRef, autoFocus);

  const send = async () => {
    if (empty || sending) return;
    const body = isEmptyRichText(html) ? '' : html;
    const sent = nftIds;
    await state.run(
      async () => {
        await onSubmit({ body, images, ...(withNfts && sent.length > 0 ? { nftIds: sent } : {}) });
        setNftIds([]);
      },
      !editing,
      postErrorText,
    );
  };

  return (
    <section
      ref={rootRef}
      className={editing ? 'composer post-composer post-composer-edit' : 'composer post-composer'}
      aria-labelledby={headingId}
      aria-busy={sending}
      data-testid={testId}
    >
      <h2 id={headingId} className="post-composer-heading">
        {label}
      </h2>
      <ComposerBody
        state={state}
        label={label}
        initialBody={initial?.body}
        mentionables={mentionables}
        empty={empty}
        onSend={() => void send()}
        onCancel={onCancel}
        attach={{
          accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
          disabled: sending || full,
          label:
            editing && current.length > 0
              ? t('posts.replaceImages', { max: MAX_POST_IMAGES })
              : t('posts.addImages', { max: MAX_POST_IMAGES }),
        }}
        texts={{
          attachedImages: t('posts.attachedImages'),
          removeImage: (name) => t('posts.removeImage', { name }),
          cancel: t('posts.cancel'),
          send: sendLabel,
        }}
        cancelTestId={`${testId}-cancel`}
        testId={testId}
      >
        {editing && current.length > 0 ? (
          <CurrentImages
            images={current}
            replaced={images.length > 0}
            onKeep={() => state.setImages([])}
            disabled={sending}
            testId={`${testId}-current`}
          />
        ) : null}
        {withNfts ? (
          <PostNftPicker
            selected={nftIds}
            onChange={setNftIds}
            max={MAX_POST_NFTS}
            disabled={sending}
            testId={`${testId}-nfts`}
          />
        ) : null}
      </ComposerBody>
    </section>
  );
}

/**
 * The images of the post being edited: they stay unless new images replace them (the server's
 * `img_files` replace a post's images); once replaced, a line says so (announced) and offers to
 * keep them after all.
 */
function CurrentImages({
  images,
  replaced,
  onKeep,
  disabled,
  testId,
}: {
  images: PostDraft['images'];
  replaced: boolean;
  onKeep: () => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <div className="post-composer-current" data-testid={testId}>
      <p id={noteId} className="muted post-composer-note" role="status">
        {replaced
          ? t('posts.imagesReplaced', { count: images.length })
          : t('posts.imagesStay', { count: images.length })}
      </p>
      {replaced ? (
        <button
          type="button"
          className="link-button"
          onClick={onKeep}
          disabled={disabled}
          data-testid={`${testId}-keep`}
        >
          {t('posts.keepImages', { count: images.length })}
        </button>
      ) : (
        <ul className="composer-images" aria-label={t('posts.currentImages')} aria-describedby={noteId}>
          {images.map((image, i) => (
            <li key={image.src} className="composer-image">
              <img
                src={image.src}
                width={image.width}
                height={image.height}
                alt={t('posts.currentImageAlt', { index: i + 1, count: images.length })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
