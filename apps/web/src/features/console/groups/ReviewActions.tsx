import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { groupKeys, reviewGroup, type Acceptance, type AdminGroup } from './api.ts';

type Review = { kind: 'accept' | 'reject'; to: Acceptance } | { kind: 'feature' | 'unfeature'; featured: boolean };

/** The reviews a group's state offers: accept or reject it (again), feature or unfeature it. */
function reviewsOf(g: AdminGroup): Review[] {
  const out: Review[] = [];
  if (g.attributes.acceptance_status !== 'accepted') out.push({ kind: 'accept', to: 'accepted' });
  if (g.attributes.acceptance_status !== 'rejected') out.push({ kind: 'reject', to: 'rejected' });
  out.push(g.attributes.featured ? { kind: 'unfeature', featured: false } : { kind: 'feature', featured: true });
  return out;
}

/** A group's review buttons, each asked first with an optional reason (kept in the audit log). */
export function ReviewActions({ group }: { group: AdminGroup }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  return (
    <span className="console-actions">
      {reviewsOf(group).map((r) => (
        <ConfirmButton
          key={r.kind}
          label={t(`groups.do.${r.kind}`)}
          title={t(`groups.confirm.${r.kind}`, { name: group.attributes.name })}
          text={t(`groups.confirmText.${r.kind}`)}
          confirmLabel={t(`groups.do.${r.kind}`)}
          askReason
          destructive={r.kind === 'reject'}
          testId={`groups-${r.kind}-${group.id}`}
          onConfirm={async (reason) => {
            await reviewGroup(
              group.id,
              'to' in r ? { acceptance_status: r.to } : { featured: r.featured },
              reason.trim(),
            );
            await queryClient.invalidateQueries({ queryKey: groupKeys.all });
          }}
        />
      ))}
    </span>
  );
}
