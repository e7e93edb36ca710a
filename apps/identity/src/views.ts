import type { OutboxMail } from './mail.ts';
import { esc, field, form, layout, links, withQuery, type PageContext } from './pages.ts';
import { MIN_PASSWORD } from './passwords.ts';

/** The sign-in form of an interaction. */
export function loginPage(c: PageContext, uid: string, email = '', errors: string[] = []): string {
  const body =
    form(
      c,
      `/identity/interaction/${encodeURIComponent(uid)}`,
      field(c.t('email'), 'email', 'email', { value: email, autocomplete: 'username' }) +
        field(c.t('password'), 'password', 'password', { autocomplete: 'current-password' }),
      c.t('signIn'),
    ) +
    links([
      [withQuery('/identity/register', { uid, lang: c.lang }), c.t('noAccount')],
      [withQuery('/identity/recover', { uid, lang: c.lang }), c.t('forgot')],
      [withQuery('/identity/magic-link', { uid, lang: c.lang }), c.t('magicLinkLink')],
    ]);
  return layout(c, c.t('signInTo', { instance: c.instance }), body, { errors });
}

/** The registration form; posts into the interaction when there is one, so it can continue. */
export function registerPage(
  c: PageContext,
  uid: string | undefined,
  values: { email?: string; displayName?: string } = {},
  errors: string[] = [],
): string {
  const action = uid ? `/identity/interaction/${encodeURIComponent(uid)}/register` : '/identity/register';
  const body =
    form(
      c,
      action,
      field(c.t('email'), 'email', 'email', { value: values.email ?? '', autocomplete: 'email' }) +
        field(c.t('displayName'), 'displayName', 'text', {
          value: values.displayName ?? '',
          autocomplete: 'nickname',
        }) +
        field(c.t('password'), 'password', 'password', { autocomplete: 'new-password', minlength: MIN_PASSWORD }) +
        field(c.t('passwordConfirm'), 'passwordConfirm', 'password', {
          autocomplete: 'new-password',
          minlength: MIN_PASSWORD,
        }),
      c.t('createAccount'),
    ) + (uid ? links([[`/identity/interaction/${encodeURIComponent(uid)}?lang=${c.lang}`, c.t('haveAccount')]]) : '');
  return layout(c, c.t('registerTitle'), body, { errors });
}

/** A form asking only for an e-mail (recovery, magic link). */
export function emailPage(
  c: PageContext,
  action: string,
  title: string,
  intro: string,
  uid: string | undefined,
  errors: string[] = [],
): string {
  const back = uid
    ? links([[`/identity/interaction/${encodeURIComponent(uid)}?lang=${c.lang}`, c.t('signInTitle')]])
    : '';
  const body =
    `<p>${esc(intro)}</p>` +
    form(c, action, field(c.t('email'), 'email', 'email', { autocomplete: 'email' }), c.t('sendLink')) +
    back;
  return layout(c, title, body, { errors });
}

/** The new-password form of a reset link. */
export function resetPage(c: PageContext, token: string, errors: string[] = []): string {
  const body = form(
    c,
    '/identity/reset',
    `<input type="hidden" name="token" value="${esc(token)}">` +
      field(c.t('newPassword'), 'password', 'password', { autocomplete: 'new-password', minlength: MIN_PASSWORD }) +
      field(c.t('passwordConfirm'), 'passwordConfirm', 'password', {
        autocomplete: 'new-password',
        minlength: MIN_PASSWORD,
      }),
    c.t('setPassword'),
  );
  return layout(c, c.t('resetTitle'), body, { errors });
}

/** The development outbox: every mail with its links clickable. */
export function outboxPage(c: PageContext, mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${esc(m.createdAt)}</td><td>${esc(m.to)}</td><td>${esc(m.subject)}</td><td>${m.links
          .map((l) => `<a href="${esc(l)}">${esc(l)}</a>`)
          .join('<br>')}</td></tr>`,
    )
    .join('');
  const body = mails.length
    ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Links</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${esc(c.t('outboxEmpty'))}</p>`;
  return layout(c, c.t('outboxTitle'), body);
}
