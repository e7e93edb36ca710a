import type { ReactNode } from 'react';
import type { components } from '@tribune/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { formatDateTime } from '../../kernel/intl.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import './participation.css';

/** What the cards of the participation areas take besides their item. */
export interface ItemCardProps<Included> {
  included?: Included;
  /** The first card of the page: its image loads first. */
  priority?: boolean;
}

/** A hero medium of a participation item. */
export type CardMedium = components['schemas']['ContentMedium'];

/** What a card shows of its participation item: open or not, the title, the hero medium's id. */
interface CardItem {
  attributes: { open: boolean; title: string };
  relationships: { hero_medium: { data?: { id: string } | null } };
}

/**
 * The card of a participation item in a list (an AMA session, a mission, an event): the hero (or a
 * placeholder sign; looked up in `included`), the title linking to the item, then the owner's lines
 * (`children`). Class names are `{prefix}-card…`; a closed item's card also has
 * `{prefix}-card-{closedClass}`.
 */
export function ParticipationCard({
  prefix,
  testId,
  item,
  included,
  closedClass = 'ended',
  placeholder,
  to,
  priority = false,
  children,
}: {
  prefix: string;
  testId: string;
  item: CardItem;
  included: { medium(id: string | undefined): CardMedium | undefined } | undefined;
  closedClass?: string;
  placeholder: string;
  to: string;
  /** The first card of the page: its image loads first. */
  priority?: boolean;
  children: ReactNode;
}) {
  const { open, title } = item.attributes;
  const medium = included?.medium(item.relationships.hero_medium.data?.id);
  const image = medium?.attributes.thumbnail ?? medium?.attributes.original ?? null;
  return (
    <article className={open ? `${prefix}-card` : `${prefix}-card ${prefix}-card-${closedClass}`} data-testid={testId}>
      <div className={`${prefix}-card-media`} aria-hidden="true">
        {image ? (
          <CardImage
            src={image}
            renditions={medium?.attributes.image_renditions}
            width={320}
            height={180}
            priority={priority}
          />
        ) : (
          <span className={`${prefix}-card-placeholder`}>{placeholder}</span>
        )}
      </div>
      <div className={`${prefix}-card-body`}>
        <h3>
          <Link to={to}>{title}</Link>
        </h3>
        {children}
      </div>
    </article>
  );
}

/** Placeholders of participation cards while a list loads (the cards' final size). */
export function ParticipationCardSkeletons({
  prefix,
  testId,
  count = 3,
}: {
  prefix: string;
  testId: string;
  count?: number;
}) {
  return (
    <div className={`${prefix}-grid`} aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${prefix}-card ${prefix}-card-skeleton`}>
          <span className={`skeleton ${prefix}-card-media`} />
          <span className={`${prefix}-card-body`}>
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The open/closed badge and the end of a participation item (`{prefix}-state open|closed`), then
 * `children`, in the feature's words: `{ns}.open|closed` and `{ns}.endsOn|endedOn` with the date.
 */
export function OpenState({
  prefix,
  ns,
  item,
  testId,
  children,
}: {
  prefix: string;
  /** The feature's translation namespace. */
  ns: string;
  item: { attributes: { open: boolean; ends_at: string } };
  /** The badge's test id. */
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { open, ends_at: endsAt } = item.attributes;
  const date = formatDateTime(endsAt, locale);
  return (
    <p className="muted">
      <span className={open ? `${prefix}-state open` : `${prefix}-state closed`} data-testid={testId}>
        {open ? t(`${ns}.open`) : t(`${ns}.closed`)}
      </span>{' '}
      <time dateTime={endsAt}>{open ? t(`${ns}.endsOn`, { date }) : t(`${ns}.endedOn`, { date })}</time>
      {children}
    </p>
  );
}
