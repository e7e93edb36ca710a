import { useBrowserStore } from '../kernel/hydration.ts';
import { useTranslation } from 'react-i18next';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Says so when the device is offline and the app shows what the service worker saved. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useBrowserStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className="alert alert-info" role="status">
      {t('app.offline')}
    </p>
  );
}
