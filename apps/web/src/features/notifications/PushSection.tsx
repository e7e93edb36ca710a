import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../kernel/session/session.ts';
import { BusyButton } from '../../kernel/ui/FormBits.tsx';
import { reportNotificationFailure } from './failure.ts';
import {
  currentSubscription,
  disablePushEverywhere,
  enablePush,
  pushSupport,
  PushSetupError,
  readPushSaved,
  type PushSupport,
} from './push.ts';

type Outcome = 'enabled' | 'disabled' | 'dismissed' | 'noWorker' | 'failed' | 'disableFailed' | null;

/**
 * Push on this device: never asked on load; a button explains and asks the browser, then the
 * subscription goes quietly to the server. Blocked in the browser: how to allow it again.
 */
export function PushSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { updateProfile } = useSession();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const saved = readPushSaved();

  useEffect(() => {
    if (support === 'unsupported') return;
    let live = true;
    currentSubscription().then(
      (s) => live && setSubscribed(s !== null && Notification.permission === 'granted'),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await enablePush(userId, (input) => updateProfile(input));
      setSubscribed(true);
      setOutcome('enabled');
    } catch (error) {
      if (error instanceof PushSetupError && error.reason !== 'failed') {
        setOutcome(error.reason === 'denied' ? null : error.reason);
      } else {
        reportNotificationFailure('push subscribe', error);
        setOutcome('failed');
      }
    } finally {
      setSupport(pushSupport());
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await disablePushEverywhere();
      setSubscribed(false);
      setOutcome('disabled');
    } catch (error) {
      reportNotificationFailure('push unsubscribe', error);
      setOutcome('disableFailed');
    } finally {
      setBusy(false);
    }
  };

  const savedHere = subscribed === true && saved?.saved === true && saved.userId === userId;
  return (
    <div className="notification-push" aria-labelledby={`${id}-h`} role="group" data-testid="push-settings">
      <h3 id={`${id}-h`}>{t('notifications.push.title')}</h3>
      {support === 'unsupported' ? (
        <p className="muted">{t('notifications.push.unsupported')}</p>
      ) : support === 'denied' ? (
        <p className="muted" data-testid="push-denied">
          {t('notifications.push.denied')}
        </p>
      ) : savedHere ? (
        <p>{t('notifications.push.onHere')}</p>
      ) : (
        <>
          <p className="muted">{t('notifications.push.explain')}</p>
          <div className="row">
            <BusyButton busy={busy} onClick={() => void turnOn()} testId="push-enable">
              {t('notifications.push.enable')}
            </BusyButton>
          </div>
        </>
      )}
      <p className="muted">{t('notifications.push.offText')}</p>
      <div className="row">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void turnOff()}
          data-testid="push-disable-all"
        >
          {t('notifications.push.disableAll')}
        </button>
      </div>
      <p
        role="status"
        className={outcome === 'failed' || outcome === 'disableFailed' ? 'field-error' : 'muted field-hint'}
      >
        {outcome ? t(`notifications.push.outcome.${outcome}`) : ''}
      </p>
    </div>
  );
}
