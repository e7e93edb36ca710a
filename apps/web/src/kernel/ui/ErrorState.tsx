import { useTranslation } from 'react-i18next';

/** An error with a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
