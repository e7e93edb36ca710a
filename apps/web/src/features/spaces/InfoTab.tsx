import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAN_GROUP_POST_VISIBILITY, richTextExcerpt, type FanGroupPostVisibility } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { absoluteTime, relativeTime } from '../../kernel/time.ts';
import { groupErrorText, setPostVisibility, topPostsQuery, type FanGroup, type Included } from './api.ts';
import { profilePath, spacePath, spacePostPath } from './paths.ts';
import { BylineAuthor, VerifiedBadge } from '../profiles/index.ts';

/** The info tab: the description, the owner, the settings; moderators change the post visibility here. */
export function InfoTab({
  group,
  included,
  onChanged,
}: {
  group: FanGroup;
  included: Included;
  onChanged: (group: FanGroup) => void;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = group.attributes;
  const owner = included.user(group.relationships.owner.data?.id);
  const canChangeVisibility = a.current_user_permissions.includes('change_post_visibility');
  return (
    <section aria-label={t('spaces.tabs.info')}>
      {a.description ? (
        <div className="prose" data-testid="space-description" dangerouslySetInnerHTML={{ __html: a.description }} />
      ) : (
        <p className="muted">{t('spaces.noDescription')}</p>
      )}
      <dl className="space-settings" data-testid="space-settings">
        {owner ? (
          <>
            <dt>{t('spaces.owner')}</dt>
            <dd>
              <Link to={profilePath(locale, words, owner.attributes.slug)}>{owner.attributes.display_name}</Link>
              {owner.attributes.verified ? <VerifiedBadge inline /> : null}
            </dd>
          </>
        ) : null}
        <dt>{t('spaces.fields.access')}</dt>
        <dd>{t(`spaces.settings.access.${a.access}`)}</dd>
        <dt>{t('spaces.fields.visibility')}</dt>
        <dd>{t(`spaces.settings.visibility.${a.visibility}`)}</dd>
        <dt>{t('spaces.fields.post_creation')}</dt>
        <dd>{t(`spaces.settings.post_creation.${a.post_creation}`)}</dd>
        <dt>{t('spaces.fields.feed_visibility')}</dt>
        <dd>{t(`spaces.settings.feed_visibility.${a.feed_visibility}`)}</dd>
        {canChangeVisibility ? null : (
          <>
            <dt>{t('spaces.fields.post_visibility')}</dt>
            <dd>{t(`spaces.settings.post_visibility.${a.post_visibility}`)}</dd>
          </>
        )}
      </dl>
      {canChangeVisibility ? <PostVisibility group={group} onChanged={onChanged} /> : null}
      {group.relationships.top_group_posts.data.length > 0 ? <TopPosts group={group} /> : null}
    </section>
  );
}

/** The group's newest posts (its `top_group_posts`), each linking its page; then the posts tab. */
function TopPosts({ group }: { group: FanGroup }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(topPostsQuery(group.id, viewer));
  const slug = group.attributes.slug;
  // Silent on failure: the posts tab is one click away and says what went wrong.
  if (query.isError) return null;
  return (
    <section className="space-top-posts" aria-labelledby="space-top-posts" data-testid="space-top-posts">
      <h2 id="space-top-posts">{t('spaces.topPosts')}</h2>
      {query.isPending ? (
        <ul className="space-top-post-list" aria-busy="true">
          {group.relationships.top_group_posts.data.map((ref) => (
            <li key={ref.id} className="space-top-post">
              <span className="skeleton skeleton-line" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="space-top-post-list">
          {query.data.posts.map((post) => {
            const author = query.data.included.user(post.relationships.user.data.id);
            const text = richTextExcerpt(post.attributes.body, 90);
            return (
              <li key={post.id} className="space-top-post">
                <Link to={spacePostPath(locale, words, slug, post.attributes.slug)} data-testid="space-top-post">
                  {text || t('spaces.imagePost', { count: post.attributes.images.length })}
                </Link>
                <span className="muted">
                  <BylineAuthor user={author} />
                  <time dateTime={post.attributes.created_at} title={absoluteTime(post.attributes.created_at, locale)}>
                    {relativeTime(post.attributes.created_at, locale)}
                  </time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to={spacePath(locale, words, slug, 'posts')}>{t('spaces.allPosts')}</Link>
      </p>
    </section>
  );
}

/** The post visibility select (owners and moderators, docs/COMMUNITY.md "Who may do what"); a refusal shows the body's `error`. */
function PostVisibility({ group, onChanged }: { group: FanGroup; onChanged: (group: FanGroup) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const a = group.attributes;
  const [choice, setChoice] = useState<FanGroupPostVisibility>(a.post_visibility as FanGroupPostVisibility);
  const change = async (value: FanGroupPostVisibility) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await setPostVisibility(a.slug, value));
    } catch (e) {
      setError(groupErrorText(e) ?? t('spaces.visibilityError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-field space-post-visibility">
      <label htmlFor={id}>{t('spaces.fields.post_visibility')}</label>
      <span className="space-member-actions">
        {/* A select changes on each arrow key: the choice is saved by the button. */}
        <select
          id={id}
          value={choice}
          disabled={busy}
          onChange={(e) => setChoice(e.target.value as FanGroupPostVisibility)}
          data-testid="space-post-visibility"
        >
          {FAN_GROUP_POST_VISIBILITY.map((value) => (
            <option key={value} value={value}>
              {t(`spaces.settings.post_visibility.${value}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-small"
          disabled={busy || choice === a.post_visibility}
          onClick={() => void change(choice)}
          data-testid="space-post-visibility-save"
        >
          {t('spaces.form.save')}
        </button>
      </span>
      {error ? (
        <p className="space-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
