import { lazy } from 'react';

// The comments feature's public surface: both parts load on demand, so the TipTap composer and the
// comment list stay out of the chunk of the page that shows them.

/** The comments section of a content or static page. */
export const CommentsSection = lazy(() => import('./CommentsSection.tsx'));

/** The rich-text editor of the comment composer (TipTap), for other fans' texts (ideas, questions). */
export const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));
export type { DocumentToolLabels } from './RichTextEditor.tsx';

/** The like button of a content. */
export const LikeButton = lazy(() => import('./LikeButton.tsx').then((m) => ({ default: m.LikeButton })));

/** Focuses a composer's lazy rich-text editor once it has arrived. */
export { useFocusEditorWhenReady } from './focus-editor.ts';

/** A composer with images (the comment and the post composer): its state and its body. */
export { ComposerBody, useComposerState } from './composer-parts.tsx';
