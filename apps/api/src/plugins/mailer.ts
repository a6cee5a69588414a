// Outgoing e-mail (nodemailer). With SMTP_URL the message goes to that server; without it (the
// zero-setup default) it is written to `<DATA_DIR>/mail/<timestamp>-<slug>.eml` and the log names
// the file, so a person can open the link it carries.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyPlugin from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { slugify } from '@escola/domain/slugify';
import type { MailContent } from '../modules/mail/mail-content';

export type OutgoingMail = MailContent & {
  to: string;
  /** Extra headers, e.g. List-Unsubscribe of campaign e-mails (issue 20). */
  headers?: Record<string, string>;
};

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
};

const MAXIMUM_SLUG_LENGTH = 60;

/** `20261122T031500123Z-confirme-seu-e-mail.eml`: sortable, readable, safe on every system. */
export const mailFileName = ({ subject, now }: { subject: string; now: Date }): string => {
  const timestamp = now.toISOString().replace(/[-:.]/g, '');
  const slug = slugify(subject.normalize('NFD').replace(/\p{Diacritic}/gu, ''))
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAXIMUM_SLUG_LENGTH);
  return `${timestamp}-${slug || 'mensagem'}.eml`;
};

export const mailerPlugin = fastifyPlugin<{
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDirectory: string;
}>(
  async (app, { smtpUrl, mailFrom, mailDirectory }) => {
    // Pooled: a campaign's batches reuse the open connections (issue 20).
    const transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, pool: true })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.addHook('onClose', async () => transport.close());

    const send = async ({ to, subject, text, html, headers }: OutgoingMail): Promise<void> => {
      const info = await transport.sendMail({ from: mailFrom, to, subject, text, html, headers });
      if (smtpUrl) {
        app.log.info({ messageId: info.messageId }, 'e-mail enviado');
        return;
      }
      await mkdir(mailDirectory, { recursive: true });
      const file = path.join(mailDirectory, mailFileName({ subject, now: new Date() }));
      await writeFile(file, info.message as Buffer);
      app.log.info({ file }, `e-mail gravado em ${file}`);
    };

    app.decorate<Mailer>('mailer', { send });
  },
  { name: 'mailer' },
);
