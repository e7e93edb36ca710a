import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import { cssomStyle } from '../../kernel/ui/cssom-style.ts';
import { LockIcon } from '../media/index.ts';
import type { Category, Content, Included } from './api.ts';
import './contents.css';
import { mediumDate } from '../../kernel/intl.ts';

/** A category's label in its own colours. */
export function CategoryChip({ category }: { category: Category }) {
  // Colours arrive from the instance's data: set through the CSS object model, which the CSP allows.
  return (
    <span
      className="category-chip"
      ref={cssomStyle({ backgroundColor: category.attributes.bg_color, color: category.attributes.text_color })}
    >
      {category.attributes.title}
    </span>
  );
}

/** The path of a content page in the current language. */
export function contentPath(locale: string, contentsWord: string, slug: string): string {
  return `/${locale}/${contentsWord}/${encodeURIComponent(slug)}`;
}

/** A date in the page's language, e.g. '3 Mar 2025'. */
export function formatDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : mediumDate(date, locale);
}

/** The image a content's card shows: its hero's thumbnail (a video's poster once transcoded), or the image itself. */
export function cardThumbnail(content: Content, included: Included): string | null {
  const medium = included.medium(content.relationships.hero_medium.data?.id);
  return (
    medium?.attributes.thumbnail ?? (medium?.attributes.media_type === 'image' ? medium.attributes.original : null)
  );
}

/**
 * The index of a list's first card with an image: the likely largest paint, loaded first (`priority`).
 * A newest content without an image (a video still being transcoded, an embed) does not hold it.
 */
export function priorityCard(contents: readonly Content[], included: Included): number {
  return contents.findIndex((c) => cardThumbnail(c, included) !== null);
}

/**
 * A content in a list: hero thumbnail (fixed box, so nothing moves when it loads), type badge,
 * category, title, teaser, likes and comments, and a lock badge when the viewer may not see it.
 * `from` is the list the card was opened from, for the content page's back link.
 */
export function ContentCard({
  content,
  included,
  from,
  priority = false,
}: {
  content: Content;
  included: Included;
  from?: string;
  /** The first card of a page with an image (`priorityCard`): its image is likely the largest paint, so it loads first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = content.attributes;
  const category = included.category(content.relationships.category.data?.id);
  const medium = included.medium(content.relationships.hero_medium.data?.id);
  const thumbnail = cardThumbnail(content, included);
  return (
    <article className="content-card" data-testid="content-card">
      <div className="content-card-media">
        {thumbnail ? (
          <CardImage
            src={thumbnail}
            renditions={medium?.attributes.image_renditions}
            width={medium?.attributes.dimensions?.width ?? 640}
            height={medium?.attributes.dimensions?.height ?? 360}
            priority={priority}
          />
        ) : (
          <span className="content-card-noimage" aria-hidden="true" />
        )}
        <span className="content-badge">{t(`contents.types.${a.content_type}`)}</span>
        {a.available ? null : (
          <span className="content-badge content-badge-lock" data-testid="lock-badge">
            <LockIcon />
            {t('contents.locked')}
          </span>
        )}
      </div>
      <div className="content-card-body">
        {category ? <CategoryChip category={category} /> : null}
        <h3 className="content-card-title">
          <Link to={contentPath(locale, words.contents, a.slug)} state={from ? { from } : undefined}>
            {a.title}
          </Link>
        </h3>
        {a.teaser ? <p className="content-card-teaser">{a.teaser}</p> : null}
        <p className="content-card-meta muted">
          <time dateTime={a.published_at ?? undefined}>{formatDate(a.published_at, locale)}</time>
          <span>{t('contents.likes', { count: a.likes_count })}</span>
          <span>{t('contents.comments', { count: a.comments_count })}</span>
        </p>
      </div>
    </article>
  );
}

/** Loading placeholders in the cards' shape: exactly SKELETON_PLACEHOLDERS cards. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="content-grid" aria-busy="true" data-testid="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="content-card content-card-skeleton" data-testid="skeleton-card">
          <span className="skeleton content-card-media" />
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  );
}
