import type { ReactNode } from 'react';
import { Link } from '../../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../kernel/ui/Avatar.tsx';
import { VerifiedBadge } from '../../profiles/index.ts';
import { useDisclosure } from '../../../kernel/ui/useDisclosure.ts';

/** One entry of the conversation menu: a link or an action. */
export type MenuEntry = { key: string; label: string } & ({ href: string } | { onSelect: () => void });

/**
 * The conversation pane's header: a back link (narrow screens), the partner's avatar and name
 * (a link to the profile only when it may be viewed), and the conversation menu.
 */
export function PartnerHeader({
  name,
  avatar,
  profileHref,
  backHref,
  menu,
  verified = false,
  children,
}: {
  name: string;
  /** The partner's verified badge. */
  verified?: boolean;
  avatar: string | null;
  profileHref: string | null;
  backHref: string;
  menu: MenuEntry[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="chat-pane-header">
      <Link to={backHref} className="chat-back">
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('chat.back')}</span>
      </Link>
      <Avatar className="chat-avatar" name={name} src={avatar} size={36} />
      <h2 className="chat-pane-title">
        {profileHref ? <Link to={profileHref}>{name}</Link> : name}
        {verified ? <VerifiedBadge inline /> : null}
      </h2>
      {children}
      {menu.length > 0 ? <ConversationMenu entries={menu} /> : null}
    </header>
  );
}

function ConversationMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { open, setOpen, popupId: menuId, rootProps, buttonProps } = useDisclosure();
  return (
    <div className="chat-menu" {...rootProps}>
      <button {...buttonProps} type="button" className="chat-icon-button">
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{t('chat.conversation.menu')}</span>
      </button>
      <ul id={menuId} className="chat-menu-list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {'href' in entry ? (
              <Link to={entry.href}>{entry.label}</Link>
            ) : (
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
