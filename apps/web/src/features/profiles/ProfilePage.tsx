import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { chatEnabled, moduleEnabled } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { chatPathForUser } from '../chat/index.ts';
import { profileQuery, useToggleBlock, type PublicProfile } from './api.ts';
import { BlockDialog } from './BlockDialog.tsx';
import { ProfileGroups } from './ProfileGroups.tsx';
import { ProfileNfts } from './ProfileNfts.tsx';
import { ProfilePosts } from './ProfilePosts.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import { VerifiedBadge } from './VerifiedBadge.tsx';
import './profiles.css';

/** A user's public profile (/{locale}/{profiles}/{slug}): hero, avatar, name, verified badge, block. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { params } = useShell();
  const session = useSession();
  const slug = params.slug ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user : null;
  const profile = useQuery(profileQuery(slug, viewer?.id ?? null));
  const missing = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
  usePageMeta(
    profile.data
      ? { title: profile.data.attributes.display_name, image: profile.data.attributes.avatar_thumbnail }
      : { title: missing ? t('profile.notFoundTitle') : null, noCrawl: missing },
  );

  if (profile.isPending) return <ProfileSkeleton />;
  if (missing) return <NotFoundState title={t('profile.notFoundTitle')} text={t('profile.notFoundText')} />;
  if (profile.isError) return <ErrorState message={t('profile.loadError')} onRetry={() => void profile.refetch()} />;
  const isSelf = viewer !== null && (viewer.id === profile.data.id || viewer.slug === profile.data.attributes.slug);
  return (
    <ProfileView
      profile={profile.data}
      viewerId={viewer && !isSelf ? viewer.id : null}
      listViewer={viewer?.id ?? null}
      slug={slug}
    />
  );
}

function ProfileView({
  profile,
  viewerId,
  listViewer,
  slug,
}: {
  profile: PublicProfile;
  /** The signed-in viewer when it is somebody else (block, message). */
  viewerId: string | null;
  /** The signed-in viewer, self included (what the lists may show them). */
  listViewer: string | null;
  slug: string;
}) {
  const { t } = useTranslation();
  const { attributes: a } = profile;
  const [dialogOpen, setDialogOpen] = useState(false);
  const toggle = useToggleBlock(slug, viewerId);
  const blocked = a.blocked_by_current_user;
  const { locale, words, config, flags } = useShell();
  const navigate = useNavigate();
  // Opening a chat goes to the existing conversation or the new-conversation page (docs/CHAT.md "The app's rules").
  const openChat = () =>
    void chatPathForUser({ id: profile.id, slug: a.slug }, locale, words.messages).then((path) => navigate(path));

  return (
    <article className="page profile" data-testid="profile-page">
      <div className="profile-hero">
        {a.hero_medium_image ? <img src={a.hero_medium_image} alt="" data-testid="profile-hero" /> : null}
      </div>
      <header className="profile-header">
        {a.avatar_thumbnail ? (
          <img
            className="profile-avatar"
            src={a.avatar_thumbnail}
            alt={t('profile.avatarAlt', { name: a.display_name })}
            width="96"
            height="96"
            data-testid="profile-avatar"
          />
        ) : (
          <span className="profile-avatar profile-avatar-empty" aria-hidden="true">
            {[...a.display_name][0]?.toUpperCase() ?? '?'}
          </span>
        )}
        <h1 className="profile-name">
          <span>{a.display_name}</span>
          {a.verified ? <VerifiedBadge /> : null}
        </h1>
        {viewerId && chatEnabled(config, flags) ? (
          <button type="button" className="button" onClick={openChat} data-testid="profile-message">
            {t('chat.messageUser')}
          </button>
        ) : null}
        {viewerId ? (
          <button
            type="button"
            className={blocked ? 'button button-secondary' : 'button button-danger'}
            onClick={() => setDialogOpen(true)}
            disabled={toggle.isPending}
          >
            {blocked ? t('block.unblock') : t('block.block')}
          </button>
        ) : null}
      </header>
      <div aria-live="polite">
        {blocked ? <p className="alert alert-info">{t('profile.youBlocked')}</p> : null}
        {a.current_user_blocked_by_user ? <p className="alert alert-info">{t('profile.blockedYou')}</p> : null}
        {toggle.isError ? (
          <p className="alert alert-danger" role="alert">
            {t('block.error')}
          </p>
        ) : null}
      </div>
      {moduleEnabled('spaces', config, flags) ? <ProfileGroups slug={slug} viewer={listViewer} /> : null}
      {moduleEnabled('spaces', config, flags) || moduleEnabled('postToFeed', config, flags) ? (
        <ProfilePosts slug={slug} viewer={listViewer} />
      ) : null}
      {moduleEnabled('nfts', config, flags) ? <ProfileNfts slug={slug} viewer={listViewer} /> : null}
      {viewerId ? (
        <BlockDialog
          open={dialogOpen}
          blocked={blocked}
          name={a.display_name}
          onCancel={() => setDialogOpen(false)}
          onConfirm={() => {
            setDialogOpen(false);
            toggle.mutate(profile.id);
          }}
        />
      ) : null}
    </article>
  );
}
