import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { FormError, HeadedSection } from '../../../kernel/ui/FormBits.tsx';
import { LabeledField, useFieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { FanPicker } from '../kit/FanPicker.tsx';
import { refusalOf } from '../kit/errors.ts';
import { useIntentKey } from '../kit/useIntentKey.ts';
import { useListParams } from '../kit/useListParams.ts';
import {
  announcementKeys,
  announcementsQuery,
  recipientsQuery,
  sendAnnouncement,
  type Announcement,
  type AnnouncementInput,
} from './api.ts';

/**
 * Announcements (docs/CONSOLE.md "Announcements"): the form (title, body, shown as a prompt dialog
 * or not, to every fan or to one fan found by a search) and the sent ones. Sending to every fan asks
 * first; every send goes with an Idempotency-Key, so a retry after a lost answer sends nothing twice.
 */
export default function AnnouncementsScreen() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  return (
    <div className="console-screen" data-testid="console-announcements">
      <p className="back-link">
        <Link to={localePath(locale, 'admin', 'content')}>{t('particip2.announce.back')}</Link>
      </p>
      <h1>{t('particip2.announce.heading')}</h1>
      <AnnouncementForm />
      <SentAnnouncements />
    </div>
  );
}

function AnnouncementForm() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const form = useFieldErrors('form-error');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [prompt, setPrompt] = useState(false);
  const [toAll, setToAll] = useState(true);
  const [fan, setFan] = useState<{ slug: string; name: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const promptId = useId();
  const input: AnnouncementInput = {
    title: title.trim(),
    body: body.trim(),
    prompt_dialog: prompt,
    to: toAll ? 'all' : (fan?.slug ?? ''),
  };
  const run = useIntentKey(JSON.stringify(input));

  const check = (): Record<string, string[]> | null => {
    const missing: Record<string, string[]> = {};
    if (!input.title) missing.title = [t('content.required')];
    if (!input.body) missing.body = [t('content.required')];
    if (!toAll && !fan) missing.to = [t('particip2.announce.pickFan')];
    return Object.keys(missing).length ? missing : null;
  };
  const deliver = async () => {
    await run((key) => sendAnnouncement(input, key));
    setAsking(false);
    setSent(toAll ? t('particip2.announce.sentAll') : t('particip2.announce.sentOne', { name: fan?.name ?? '' }));
    setTitle('');
    setBody('');
    setPrompt(false);
    await queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  };
  const refused = (err: unknown) => {
    setAsking(false);
    return refusalOf(err, t('particip2.announce.failed'), 'notification');
  };
  const send = () => form.submit(() => null, deliver, refused);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    void form.submit(
      check,
      async () => {
        // Every fan: asked first, in the dialog; one fan: sent at once.
        if (toAll) setAsking(true);
        else await deliver();
      },
      refused,
    );
  };

  return (
    <HeadedSection headingId="announce-new" title={t('particip2.announce.new')} className="console-panel">
      <form className="console-form" onSubmit={submit} noValidate data-testid="announce-form">
        <LabeledField form={form} className="console-field" name="title" label={t('particip2.announce.title')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={120}
              value={title}
              aria-invalid={form.invalid('title')}
              onChange={(e) => setTitle(e.currentTarget.value)}
              data-testid="announce-title"
            />
          )}
        </LabeledField>
        <LabeledField form={form} className="console-field" name="body" label={t('particip2.announce.body')}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={2000}
              value={body}
              aria-invalid={form.invalid('body')}
              onChange={(e) => setBody(e.currentTarget.value)}
              data-testid="announce-body"
            />
          )}
        </LabeledField>
        <div className="console-check">
          <input
            id={promptId}
            type="checkbox"
            checked={prompt}
            onChange={(e) => setPrompt(e.currentTarget.checked)}
            data-testid="announce-prompt"
          />
          <label htmlFor={promptId}>{t('particip2.announce.prompt')}</label>
        </div>
        <fieldset className="console-fieldset">
          <legend>{t('particip2.announce.to')}</legend>
          <label className="console-check">
            <input
              type="radio"
              name="announce-to"
              checked={toAll}
              onChange={() => setToAll(true)}
              data-testid="announce-to-all"
            />
            {t('particip2.announce.toAll')}
          </label>
          <label className="console-check">
            <input
              type="radio"
              name="announce-to"
              checked={!toAll}
              onChange={() => setToAll(false)}
              data-testid="announce-to-one"
            />
            {t('particip2.announce.toOne')}
          </label>
          {!toAll ? (
            <FanPicker
              query={recipientsQuery}
              chosen={fan?.slug}
              keyOf={(u) => u.attributes.slug}
              onPick={(u) => setFan({ slug: u.attributes.slug, name: u.attributes.display_name })}
              texts={{
                search: t('particip2.announce.search'),
                none: t('particip2.announce.noFans'),
                pick: t('particip2.announce.pick'),
              }}
              name="announce-fan"
              testId="announce-fan"
            />
          ) : null}
          {form.message('to')}
        </fieldset>
        <FormError testId="announce-error">{form.error}</FormError>
        <div className="console-form-actions">
          <button type="submit" className="button" disabled={form.busy} data-testid="announce-send">
            {form.busy ? t('confirm.working') : t('particip2.announce.send')}
          </button>
          {sent ? (
            <span role="status" data-testid="announce-sent">
              {sent}
            </span>
          ) : null}
        </div>
      </form>
      <Dialog
        open={asking}
        title={t('particip2.announce.confirmTitle')}
        onClose={() => {
          if (!form.busy) setAsking(false);
        }}
        alert
        size="small"
        initialFocus={cancelRef}
        testId="announce-confirm-dialog"
        footer={
          <>
            <button
              type="button"
              className="button button-secondary"
              ref={cancelRef}
              onClick={() => setAsking(false)}
              disabled={form.busy}
            >
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void send()}
              disabled={form.busy}
              data-testid="announce-confirm"
            >
              {form.busy ? t('confirm.working') : t('particip2.announce.sendAll')}
            </button>
          </>
        }
      >
        <p>{t('particip2.announce.confirmText', { title: input.title })}</p>
      </Dialog>
    </HeadedSection>
  );
}

function SentAnnouncements() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { page, set } = useListParams({});
  const list = useQuery(announcementsQuery(page));
  const columns: ConsoleColumn<Announcement>[] = [
    { key: 'title', header: t('particip2.announce.title'), cell: (a) => a.attributes.title },
    {
      key: 'to',
      header: t('particip2.announce.to'),
      cell: (a) => (a.attributes.to === 'all' ? t('particip2.announce.everyFan') : a.attributes.to),
    },
    {
      key: 'prompt',
      header: t('particip2.announce.promptShort'),
      cell: (a) => (a.attributes.prompt_dialog ? t('particip2.announce.yes') : t('particip2.announce.no')),
    },
    { key: 'by', header: t('particip2.announce.by'), cell: (a) => a.attributes.actor?.display_name ?? '—' },
    { key: 'at', header: t('particip2.announce.at'), cell: (a) => absoluteTime(a.attributes.created_at, locale) },
  ];
  return (
    <HeadedSection headingId="announce-sent-list" title={t('particip2.announce.sentList')} className="console-panel">
      <ConsoleTable
        caption={t('particip2.announce.sentList')}
        query={list}
        columns={columns}
        rowKey={(a) => a.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={t('particip2.announce.none')}
        testId="announcements-list"
      />
    </HeadedSection>
  );
}
