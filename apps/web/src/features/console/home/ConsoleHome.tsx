import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import type { ConsoleAccess } from '../api.ts';
import type { ConsoleSection } from '../sections.ts';

/** The console's first screen: who the caller is in the team and the sections they may open. */
export default function ConsoleHome({ access, sections }: { access: ConsoleAccess; sections: ConsoleSection[] }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  return (
    <div className="console-home" data-testid="console-home">
      <h1>{t('frame.title')}</h1>
      <p>{t('home.role', { role: t(`roles.${access.role}`) })}</p>
      <ul className="console-cards">
        {sections.map((s) => (
          <li key={s.word} className="console-card">
            <Link to={localePath(locale, 'admin', s.word)}>
              <strong>{t(`sections.${s.label}`)}</strong>
              <span>{t(`home.about.${s.label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
