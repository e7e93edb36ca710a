import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSENT_ESSENTIAL, type ConsentFlags } from '@tribune/domain';
import { ConsentToggles, readLocalConsent, savedConsentQuery, useSaveConsent } from '../consent/index.ts';
import { InlineRetry } from '../../kernel/ui/ErrorState.tsx';

/** The three consent choices, loaded from and saved to the consent service. */
export function ConsentSection() {
  const { t } = useTranslation();
  const id = useId();
  const saved = useQuery({ ...savedConsentQuery, placeholderData: () => readLocalConsent()?.flags ?? null });
  const save = useSaveConsent({ keepOnFailure: false });
  const [draft, setDraft] = useState<ConsentFlags | null>(null);
  const value = draft ?? saved.data ?? CONSENT_ESSENTIAL;

  return (
    <section className="settings-section" aria-labelledby={`${id}-h`} data-testid="consent-settings">
      <h2 id={`${id}-h`}>{t('settings.consentTitle')}</h2>
      <p className="muted">{t('settings.consentText')}</p>
      {saved.isError && !saved.data ? (
        <InlineRetry message={t('settings.consentLoadError')} onRetry={() => void saved.refetch()} />
      ) : null}
      <ConsentToggles
        value={value}
        disabled={save.isPending || (saved.isPending && saved.isPlaceholderData === false)}
        onChange={(next) => {
          setDraft(next);
          save.reset();
        }}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={save.isPending}
          onClick={() => save.mutate(value, { onSuccess: () => setDraft(null) })}
        >
          {t('consent.save')}
        </button>
      </div>
      <p role="status" className={save.isError ? 'field-error' : 'muted field-hint'}>
        {save.isSuccess ? t('settings.consentSaved') : save.isError ? t('settings.consentSaveError') : ''}
      </p>
    </section>
  );
}
