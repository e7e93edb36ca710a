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

/** A failure told in one line (`className`), a retry button (`buttonClassName`) after it. */
export function InlineRetry({
  message,
  onRetry,
  className = 'alert alert-danger',
  buttonClassName = 'button button-secondary',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  buttonClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={className} role="alert">
      {message}{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
