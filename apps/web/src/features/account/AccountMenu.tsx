import { useEffect } from 'react';
import { Link, useLocation } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { chatEnabled, localePath, loginPath, moduleEnabled } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { useDisclosure } from '../../kernel/ui/useDisclosure.ts';
import { useSession } from '../../kernel/session/session.ts';
import { UnreadBadge, useUnreadNotifications } from '../notifications/index.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { invitationCodesPath } from '../invitations/index.ts';
import { myNftsPath } from '../nfts/index.ts';
import './account.css';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The header's account entry: "Sign in" for guests; avatar or initials with a menu (settings, sign out) for users. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { locale, words, config, flags } = useShell();
  const location = useLocation();
  const session = useSession();
  const { open, setOpen, popupId: menuId, rootProps, buttonProps } = useDisclosure();
  const unread = useUnreadNotifications();

  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  const { user } = session;
  if (!user || session.status !== 'signedIn') {
    const here = `${location.pathname}${location.search}`;
    const onAccountPage = /\/account\//.test(location.pathname);
    return (
      <Link className="account-signin button" to={loginPath(locale, onAccountPage ? undefined : here)}>
        {t('account.menu.signIn')}
      </Link>
    );
  }
  const name = user.display_name ?? user.slug ?? '';
  return (
    <div className="account-menu" {...rootProps}>
      <button {...buttonProps} type="button" className="account-trigger">
        {user.avatar_thumbnail ? (
          <img className="avatar" src={user.avatar_thumbnail} alt="" width="32" height="32" />
        ) : (
          <span className="avatar avatar-initials" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span className="visually-hidden">{t('account.menu.label', { name })}</span>
      </button>
      <div id={menuId} className="account-dropdown" hidden={!open}>
        <p className="account-name">
          {name}
          {user.verified ? <VerifiedBadge /> : null}
        </p>
        <ul>
          {user.slug ? (
            <li>
              <Link to={`/${locale}/${words.profiles}/${encodeURIComponent(user.slug)}`}>
                {t('account.menu.profile')}
              </Link>
            </li>
          ) : null}
          {unread !== null ? (
            <li>
              <Link
                to={localePath(locale, words.notifications)}
                className="account-menu-notifications"
                aria-label={
                  unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.label')
                }
              >
                {t('notifications.menuEntry')}
                <UnreadBadge count={unread} />
              </Link>
            </li>
          ) : null}
          {chatEnabled(config, flags) ? (
            <li>
              <Link to={`/${locale}/${words.messages}`}>{t('chat.menuEntry')}</Link>
            </li>
          ) : null}
          <li>
            <Link to={`/${locale}/${words.wallet}`} data-testid="account-menu-wallet">
              {t('wallet.menuEntry')}
            </Link>
          </li>
          {moduleEnabled('nfts', config, flags) ? (
            <li>
              <Link to={myNftsPath(locale, words)} data-testid="account-menu-nfts">
                {t('nfts.myNftsTitle')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={`/${locale}/${words.settings}`}>{t('account.menu.settings')}</Link>
          </li>
          <li>
            <Link to={invitationCodesPath(locale, words)} data-testid="account-menu-invitations">
              {t('invitations.menuEntry')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void session.logout()}>
              {t('account.menu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
