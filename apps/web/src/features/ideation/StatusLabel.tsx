import { useTranslation } from 'react-i18next';
import type { IdeaStatus } from './api.ts';

/** An idea's club acceptance status, translated (`successfull` reads "Successful"). */
export function StatusLabel({ status }: { status: IdeaStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`idea-status idea-status-${status}`} data-testid="idea-status" data-status={status}>
      {t(`ideation.statuses.${status}`)}
    </span>
  );
}
