import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { esc } from './pages.ts';

/** A mail as written to the development outbox. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** Sends mails over SMTP, or writes them to `${dataDir}/outbox` when no SMTP URL is configured. */
export function createMailer(opts: { dataDir: string; smtpUrl?: string; from?: string }) {
  const outbox = path.join(opts.dataDir, 'outbox');
  // nodemailer is loaded at the first mail, and only with SMTP: a start never waits for it (#11).
  const smtpUrl = opts.smtpUrl;
  let transport: Promise<Transporter> | undefined;
  const smtp = smtpUrl
    ? () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl)))
    : undefined;
  return {
    outbox,
    async send(to: string, subject: string, text: string): Promise<void> {
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      const html = `<p>${esc(text)
        .replace(/https?:\/\/\S+/g, (l) => `<a href="${l}">${l}</a>`)
        .replace(/\n/g, '<br>')}</p>`;
      if (smtp) {
        await (await smtp()).sendMail({ from: opts.from ?? 'no-reply@localhost', to, subject, text, html });
        return;
      }
      const mail: OutboxMail = {
        id: randomUUID(),
        to,
        subject,
        text,
        html,
        links,
        createdAt: new Date().toISOString(),
      };
      // The mail's links sign in as its addressee: only the server's user may read it (umask can only narrow).
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      // Time-prefixed names keep `list()` in sending order.
      const file = path.join(outbox, `${Date.now()}-${mail.id}.json`);
      await fs.writeFile(file, JSON.stringify(mail, null, 2), { mode: 0o600, flag: 'wx' });
    },
    /** The outbox, newest first. */
    async list(): Promise<OutboxMail[]> {
      const names = await fs.readdir(outbox).catch(() => [] as string[]);
      const mails = await Promise.all(
        names
          .filter((n) => n.endsWith('.json'))
          .sort()
          .reverse()
          .map(async (n) => JSON.parse(await fs.readFile(path.join(outbox, n), 'utf8')) as OutboxMail),
      );
      return mails;
    },
    close(): void {
      void transport?.then(
        (t) => t.close(),
        () => undefined,
      );
    },
  };
}

/** The mailer type. */
export type Mailer = ReturnType<typeof createMailer>;
