import { Link } from '../router.tsx';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context.ts';

/** A not-found block with a way home; used by the not-found page and by pages whose item is missing. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  return (
    <section className="page narrow" data-testid="not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button" to={`/${locale}/`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
