import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { useFieldErrors, type FieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { refusalOf } from '../kit/errors.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { CheckField, FormFooter, TextField } from '../kit/fields.tsx';
import { communitySettingsQuery, membersKeys, saveCommunitySettings } from './api.ts';

/** The most open codes a member may hold, as the server allows. */
const MAX_OPEN_CODES = 1000;

/**
 * The invitation settings (`/admin/members/invitations`, admins only; docs/COMMUNITY.md
 * "Invitation codes"): whether new accounts need a code, and how many unredeemed codes a member may
 * hold at once. Saved as one change, audited by the server; every server sees it at once.
 */
export function InvitationSettings() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const settings = useQuery(communitySettingsQuery());
  const form = useFieldErrors('form-error');
  const [required, setRequired] = useState(false);
  const [openCodes, setOpenCodes] = useState('');
  const [saved, setSaved] = useState(false);
  const loaded = settings.data;
  useEffect(() => {
    if (!loaded) return;
    setRequired(loaded.invitation_required);
    setOpenCodes(String(loaded.open_codes_per_member));
  }, [loaded]);

  if (settings.isPending) return <div className="skeleton console-skeleton-block" />;
  if (settings.isError) return <InlineRetry message={t('list.error')} onRetry={() => void settings.refetch()} />;

  const check = (): FieldErrors | null => {
    const n = Number(openCodes.trim());
    if (!/^\d+$/.test(openCodes.trim()) || n > MAX_OPEN_CODES) {
      return { 'community_settings.open_codes_per_member': [t('members2.openCodesInvalid', { max: MAX_OPEN_CODES })] };
    }
    return null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    void form.submit(
      check,
      async () => {
        const out = await saveCommunitySettings({
          invitation_required: required,
          open_codes_per_member: Number(openCodes.trim()),
        });
        queryClient.setQueryData(membersKeys.settings(), out);
        setSaved(true);
      },
      (error) => refusalOf(error, t('confirm.failed')),
    );
  };
  const since = settings.data.invitation_required_since;
  return (
    <form className="console-form" onSubmit={submit} noValidate data-testid="invitation-settings">
      <h1>{t('members2.tabInvitations')}</h1>
      <CheckField
        label={t('members2.invitationRequired')}
        checked={required}
        onChange={setRequired}
        testId="invitation-required"
      />
      <p className="muted">
        {since && settings.data.invitation_required
          ? t('members2.invitationRequiredSince', { since: absoluteTime(since, locale) })
          : t('members2.invitationRequiredHelp')}
      </p>
      <TextField
        form={form}
        name="community_settings.open_codes_per_member"
        label={t('members2.openCodes')}
        value={openCodes}
        onChange={setOpenCodes}
        numeric
        required
        maxLength={4}
        testId="invitation-open-codes"
      />
      <p className="muted">{t('members2.openCodesHelp')}</p>
      <FormFooter
        form={form}
        saved={saved}
        back={{ to: localePath(locale, 'admin', 'members'), label: t('members2.back') }}
        testId="invitation-settings"
      />
    </form>
  );
}
