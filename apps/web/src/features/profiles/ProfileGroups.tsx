import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { spacePath } from '../spaces/index.ts';
import { profileGroupsQuery, type ProfileGroup } from './api.ts';
import { listSoFar, ProfileSection } from './ProfileSection.tsx';

const GROUP_SKELETON = { className: 'profile-group-grid', lineClassName: 'profile-group-card' };

/**
 * The fan groups a user belongs to, as far as the viewer may see them (the server applies the
 * groups' visibility): cards linking to the groups, paged with "show more". Module spaces only.
 */
export function ProfileGroups({ slug, viewer }: { slug: string; viewer: string | null }) {
  const { t } = useTranslation();
  const groups = useInfiniteQuery(profileGroupsQuery(slug, viewer));
  const { list, total } = listSoFar(groups);

  return (
    <ProfileSection
      testId="profile-groups"
      title={
        <>
          {t('profile.groups.title')}
          {groups.isSuccess && total > 0 ? <span className="profile-count"> ({total})</span> : null}
        </>
      }
      query={groups}
      size={list.length}
      skeleton={GROUP_SKELETON}
      errorMessage={t('profile.groups.loadError')}
      empty={<p className="muted">{t('profile.groups.empty')}</p>}
    >
      <ul className="profile-group-grid">
        {list.map((g) => (
          <li key={g.id}>
            <GroupCard group={g} />
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

function GroupCard({ group }: { group: ProfileGroup }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = group.attributes;
  return (
    <Link className="profile-group-card" to={spacePath(locale, words, a.slug)} data-testid="profile-group">
      {a.image_url ? (
        <img src={a.image_url} alt="" width="56" height="56" loading="lazy" />
      ) : (
        <span className="profile-group-initial" aria-hidden="true">
          {[...a.name.trim()][0]?.toUpperCase() ?? '#'}
        </span>
      )}
      <span className="profile-group-text">
        <span className="profile-group-name">{a.name}</span>
        <span className="muted">{t('spaces.membersCount', { count: a.members_count })}</span>
      </span>
    </Link>
  );
}
