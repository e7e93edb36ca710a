import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IDEA_STATUSES, type IdeaStatus } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { FormError, HeadedSection } from '../../../kernel/ui/FormBits.tsx';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { refusalOf } from '../kit/errors.ts';
import { useListParams } from '../kit/useListParams.ts';
import { ideasQuery, participationKeys, setIdeaStatus, type AdminIdea } from './api.ts';

const isStatus = (v: string): v is IdeaStatus => (IDEA_STATUSES as readonly string[]).includes(v);

/**
 * A mission's ideas on its screen (docs/CONSOLE.md "Participation"): every idea, hidden ones too,
 * newest first, with a search and the status filter in the URL; each idea's club acceptance status
 * changed in place, asked first when it rejects.
 */
export function MissionIdeas({ missionId }: { missionId: string }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { values, page, set } = useListParams({ search: '', status: '' });
  const status = isStatus(values.status) ? values.status : '';
  const list = useQuery(ideasQuery(missionId, { search: values.search, status, page }));
  const columns: ConsoleColumn<AdminIdea>[] = [
    { key: 'title', header: t('particip2.ideas.title'), cell: (i) => i.attributes.title },
    { key: 'author', header: t('particip2.ideas.author'), cell: (i) => i.attributes.user.display_name },
    {
      key: 'created',
      header: t('particip2.ideas.created'),
      cell: (i) => absoluteTime(i.attributes.created_at, locale),
    },
    {
      key: 'likes',
      header: t('particip2.ideas.likes'),
      cell: (i) =>
        t('particip2.ideas.counts', { likes: i.attributes.likes_count, comments: i.attributes.comments_count }),
    },
    { key: 'status', header: t('particip2.ideas.status'), cell: (i) => <IdeaStatusControl idea={i} /> },
  ];
  return (
    <HeadedSection
      headingId={`mission-ideas-${missionId}`}
      title={t('particip2.ideas.heading')}
      className="console-panel"
      testId="mission-ideas"
    >
      <ConsoleTable
        caption={t('particip2.ideas.heading')}
        query={list}
        columns={columns}
        rowKey={(i) => i.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search || status ? t('particip2.ideas.noneMatch') : t('particip2.ideas.none')}
        testId="ideas-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('particip2.ideas.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="ideas-search"
            />
            <ConsoleSelect
              label={t('particip2.ideas.statusFilter')}
              value={status}
              options={[
                { value: '', label: t('particip2.ideas.anyStatus') },
                ...IDEA_STATUSES.map((s) => ({ value: s, label: t(`particip2.statuses.${s}`) })),
              ]}
              onChange={(s) => set({ status: s })}
              testId="ideas-status-filter"
            />
          </>
        }
      />
    </HeadedSection>
  );
}

/** An idea's status: a labelled select and its button; rejecting asks first. */
function IdeaStatusControl({ idea }: { idea: AdminIdea }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const selectId = useId();
  const current = idea.attributes.status;
  const [chosen, setChosen] = useState<IdeaStatus>(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = async () => {
    await setIdeaStatus(idea.id, chosen);
    await queryClient.invalidateQueries({ queryKey: participationKeys.all });
  };
  const applyNow = async () => {
    setBusy(true);
    setError(null);
    try {
      await apply();
    } catch (e) {
      setError(refusalOf(e, t('confirm.failed')).message);
    } finally {
      setBusy(false);
    }
  };
  const title = idea.attributes.title;
  return (
    <div className="console-inline-form">
      <label htmlFor={selectId} className="visually-hidden">
        {t('particip2.ideas.statusOf', { title })}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isStatus(v)) setChosen(v);
        }}
        data-testid={`idea-status-${idea.id}`}
      >
        {IDEA_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`particip2.statuses.${s}`)}
          </option>
        ))}
      </select>
      {chosen === 'rejected' && current !== 'rejected' ? (
        <ConfirmButton
          label={t('particip2.ideas.apply')}
          title={t('particip2.ideas.confirmReject', { title })}
          text={t('particip2.ideas.confirmRejectText')}
          confirmLabel={t('particip2.ideas.reject')}
          destructive
          testId={`idea-apply-${idea.id}`}
          onConfirm={apply}
        />
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || chosen === current}
          onClick={() => void applyNow()}
          data-testid={`idea-apply-${idea.id}`}
        >
          {busy ? t('confirm.working') : t('particip2.ideas.apply')}
        </button>
      )}
      {error ? <FormError testId={`idea-status-error-${idea.id}`}>{error}</FormError> : null}
    </div>
  );
}
