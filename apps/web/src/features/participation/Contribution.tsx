import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, type components } from '@tribune/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../kernel/intl.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { CommentsSection, LikeButton } from '../comments/index.ts';
import { BoostButton } from '../wallet/index.ts';
import { BylineAuthor } from '../profiles/index.ts';
import type { ContributionFormProps, ContributionInput } from './ContributionForm.tsx';
import { BackLink } from './ItemPage.tsx';
import './participation.css';

/** An included user: the author of a contribution. */
export type ContributionAuthor = components['schemas']['UserSummary'];

/** The kinds of contribution: what likes, boosts and comments call them. */
export type ContributionType = 'idea' | 'ama_question';

/** What every contribution (an idea, an AMA question) carries: the pieces the kit shows. */
export interface ContributionAttributes {
  title: string;
  body: string;
  created_at: string;
  images: readonly { src: string; width: number; height: number }[];
  likes_count: number;
  liked_by_user: boolean;
  boosts: string;
  boosted_by_current_user: boolean;
}

/** The author (with the verified badge), ` · ` and the time of a contribution, then `suffix`. */
export function Byline({
  author,
  createdAt,
  suffix,
  className = 'muted',
}: {
  author: ContributionAuthor | undefined;
  createdAt: string;
  suffix?: string;
  className?: string;
}) {
  const { locale } = useShell();
  return (
    <p className={className}>
      <BylineAuthor user={author} />
      <time dateTime={createdAt}>{formatDateTime(createdAt, locale)}</time>
      {suffix ?? ''}
    </p>
  );
}

/** The body of a contribution (sanitized on the server to the fans' small allow-list of tags). */
export function ContributionBody({ prefix, html }: { prefix: string; html: string }) {
  return html ? <div className={`prose ${prefix}-body`} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** The images of a contribution, each in a box of its own size (nothing moves when they load). */
export function ContributionImages({
  prefix,
  ns,
  contribution,
  compact,
  imageTestId,
}: {
  prefix: string;
  /** The feature's translation namespace: `{ns}.imageAlt` names the n-th image (from 1) of the title. */
  ns: string;
  contribution: { attributes: Pick<ContributionAttributes, 'images' | 'title'> };
  compact?: boolean;
  imageTestId?: string;
}) {
  const { t } = useTranslation();
  const { images, title } = contribution.attributes;
  if (images.length === 0) return null;
  return (
    <ul className={compact ? `${prefix}-images compact` : `${prefix}-images`}>
      {images.map((img, i) => (
        <li key={img.src}>
          <img
            src={img.src}
            width={img.width}
            height={img.height}
            style={{ aspectRatio: `${img.width} / ${img.height}` }}
            alt={t(`${ns}.imageAlt`, { index: i + 1, title })}
            loading="lazy"
            data-testid={imageTestId}
          />
        </li>
      ))}
    </ul>
  );
}

/** The actions row of a contribution: like, boost, then the owner's own (`children`). */
export function ContributionActions({
  prefix,
  type,
  likedKey,
  id,
  attributes: a,
  onChanged,
  children,
}: {
  prefix: string;
  type: ContributionType;
  likedKey: string;
  id: string;
  attributes: ContributionAttributes;
  onChanged: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={`${prefix}-actions`}>
      <Suspense fallback={<span className="like-button" aria-hidden="true" />}>
        <LikeButton
          likedType={type}
          likedKey={likedKey}
          likesCount={a.likes_count}
          likedByUser={a.liked_by_user}
          onLiked={onChanged}
        />
      </Suspense>
      <BoostButton
        boostableType={type}
        boostableId={id}
        boosts={a.boosts}
        boostedByCurrentUser={a.boosted_by_current_user}
        onBoosted={onChanged}
      />
      {children}
    </div>
  );
}

/** The texts of a contribution page's states. */
export interface ContributionPageTexts {
  notFoundTitle: string;
  notFoundText: string;
  loadError: string;
}

/** A page's state texts in a feature's words: `{ns}.{name}NotFoundTitle|NotFoundText|LoadError`. */
export function pageStateTexts(t: TFunction, ns: string, name: string): ContributionPageTexts {
  return {
    notFoundTitle: t(`${ns}.${name}NotFoundTitle`),
    notFoundText: t(`${ns}.${name}NotFoundText`),
    loadError: t(`${ns}.${name}LoadError`),
  };
}

/**
 * A contribution page's states: the skeleton while it loads, not found (404 or 400: not crawled),
 * the error state with a retry, else `children` of the data; the page's title follows. It fails
 * silently (docs/DECISIONS.md "Failures in the app"): no alert.
 */
export function ContributionGate<T, E>({
  query,
  title,
  texts,
  children,
}: {
  query: UseQueryResult<T, E>;
  title: (data: T) => string;
  texts: ContributionPageTexts;
  children: (data: T) => ReactNode;
}) {
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageMeta(
    query.data ? { title: title(query.data) } : { title: notFound ? texts.notFoundTitle : null, noCrawl: notFound },
  );
  if (query.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={texts.notFoundTitle} text={texts.notFoundText} />;
  if (query.isError) return <ErrorState message={texts.loadError} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** A contribution as its page shows it. */
export interface ShownContribution {
  id: string;
  attributes: ContributionAttributes & { edited_at: string | null; editable: boolean };
}

/**
 * A contribution's page: the back link; the contribution (header with `status`, title and byline,
 * body, `images`, like, boost and — when the viewer may — the edit button) or, while editing, its
 * form (`edit.Form`); then `after` and the comments.
 */
export function ContributionPageShell({
  className,
  testId,
  prefix,
  headerClassName,
  type,
  resourceKey,
  contribution,
  author,
  status,
  images,
  back,
  texts,
  editTestId,
  edit,
  after,
  highlight,
  onChanged,
}: {
  className: string;
  testId: string;
  prefix: string;
  headerClassName: string;
  type: ContributionType;
  /** `{parentSlug}/{id}`: what likes and comments call the contribution. */
  resourceKey: string;
  contribution: ShownContribution;
  author: ContributionAuthor | undefined;
  status?: ReactNode;
  images: ReactNode;
  back: { to: string; label: string };
  texts: { edit: string; edited: string };
  editTestId: string;
  /** The feature's contribution form and how it saves an edit (then the page closes the form and refreshes). */
  edit: {
    Form: ComponentType<ContributionFormProps>;
    submitLabel: string;
    save: (input: ContributionInput) => Promise<unknown>;
  };
  after?: ReactNode;
  highlight?: string;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const a = contribution.attributes;
  return (
    <article className={className} data-testid={testId}>
      <BackLink to={back.to} label={back.label} />
      {editing ? (
        <section aria-label={texts.edit}>
          <h1>{texts.edit}</h1>
          <edit.Form
            initial={{ title: a.title, body: a.body }}
            submitLabel={edit.submitLabel}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await edit.save(input);
              setEditing(false);
              onChanged();
            }}
          />
        </section>
      ) : (
        <>
          <header className={headerClassName}>
            {status}
            <h1>{a.title}</h1>
            <Byline author={author} createdAt={a.created_at} suffix={a.edited_at ? ` · ${texts.edited}` : ''} />
          </header>
          <ContributionBody prefix={prefix} html={a.body} />
          {images}
          <ContributionActions
            prefix={prefix}
            type={type}
            likedKey={resourceKey}
            id={contribution.id}
            attributes={a}
            onChanged={onChanged}
          >
            {a.editable ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(true)}
                data-testid={editTestId}
              >
                {texts.edit}
              </button>
            ) : null}
          </ContributionActions>
        </>
      )}
      {after}
      <Suspense fallback={null}>
        <CommentsSection
          resourceType={type}
          resourceKey={resourceKey}
          highlightCommentId={highlight}
          onCommented={onChanged}
        />
      </Suspense>
    </article>
  );
}
