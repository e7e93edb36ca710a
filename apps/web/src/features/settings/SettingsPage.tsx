import { Suspense, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { NotificationSettings } from '../notifications/index.ts';
import { ConsentSection } from './ConsentSection.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { ProfileFieldsSection } from './ProfileFieldsSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import './settings.css';

const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** Account settings (protected): profile, language, consent choices, notifications, sign out and delete account. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const id = useId();
  usePageMeta({ title: t('settings.title'), noCrawl: true });
  // The form starts from a freshly loaded user, not the copy persisted on this device.
  const fresh = useQuery({
    queryKey: ['settings', 'user', session.user?.id ?? null],
    queryFn: async () => {
      await session.refreshUser();
      return true;
    },
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
  const { user } = session;

  if (fresh.isPending) return <PageSkeleton />;
  if (fresh.isError || !user) {
    return <ErrorState message={t('settings.loadError')} onRetry={() => void fresh.refetch()} />;
  }
  const displayName = text(user.display_name) ?? '';
  return (
    <div className="page settings" data-testid="settings-page">
      <h1>{t('settings.title')}</h1>
      <ProfileForm
        key={user.id}
        displayName={displayName}
        avatar={text(user.avatar_thumbnail)}
        hero={text(user.hero_medium_image)}
      />
      <ProfileFieldsSection userId={user.id} />
      <LanguageSection current={text(user.locale) ?? locale} />
      <ConsentSection />
      <Suspense fallback={null}>
        <NotificationSettings />
      </Suspense>
      <section className="settings-section" aria-labelledby={`${id}-account`}>
        <h2 id={`${id}-account`}>{t('settings.accountTitle')}</h2>
        <p className="muted">{t('settings.signOutText')}</p>
        <div className="row">
          <button type="button" className="button button-secondary" onClick={() => void session.logout()}>
            {t('settings.signOut')}
          </button>
        </div>
        <p className="muted">{t('settings.delete.text')}</p>
        <div className="row">
          <DeleteAccount displayName={displayName} />
        </div>
      </section>
    </div>
  );
}
