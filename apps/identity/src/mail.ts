import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    outbox,
    async send(to: string, subject: string, text: string): Promise<void> {
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      const html = `<p>${esc(text)
        .replace(/https?:\/\/\S+/g, (l) => `<a href="${l}">${l}</a>`)
        .replace(/\n/g, '<br>')}</p>`;
      if (transport) {
        await transport.sendMail({ from: opts.from ?? 'no-reply@localhost', to, subject, text, html });
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
      await fs.mkdir(outbox, { recursive: true });
      // Time-prefixed names keep `list()` in sending order.
      await fs.writeFile(path.join(outbox, `${Date.now()}-${mail.id}.json`), JSON.stringify(mail, null, 2));
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
      transport?.close();
    },
  };
}

/** The mailer type. */
export type Mailer = ReturnType<typeof createMailer>;
